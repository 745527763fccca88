/**
 * Runs the tasks given to it one after another, in the order given, whatever each one's end: a task
 * starts once every earlier one has ended.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(() => task());
    last = run.catch(() => undefined);
    return run;
  };
}
