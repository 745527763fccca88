// Many small calls sent to the database as one: a round trip and a statement cost more than the work
// of one view beacon, so the beacons that arrive together are counted by one call (PostgreSQL's
// count_views). Calls queue for the current turn of the event loop; while `maxInFlight` batches are
// being answered, new calls wait and go together in the next. A batch that fails fails each of its calls.

/** Sends `runBatch` the calls queued together; resolves each call with its own result. */
export function callBatcher<In, Out>(
  runBatch: (items: readonly In[]) => Promise<readonly Out[]>,
  { maxItems = 500, maxInFlight = 2 } = {},
): (item: In) => Promise<Out> {
  type Queued = { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void };
  let queued: Queued[] = [];
  let scheduled = false;
  let inFlight = 0;

  const send = () => {
    scheduled = false;
    while (queued.length > 0 && inFlight < maxInFlight) {
      const batch = queued.slice(0, maxItems);
      queued = queued.slice(batch.length);
      inFlight += 1;
      runBatch(batch.map((call) => call.item))
        .then(
          (results) => {
            if (results.length !== batch.length)
              throw new Error(`a batch of ${batch.length} calls got ${results.length} results`);
            for (const [index, call] of batch.entries()) call.resolve(results[index] as Out);
          },
          (error: unknown) => {
            for (const call of batch) call.reject(error);
          },
        )
        .catch((error: unknown) => {
          for (const call of batch) call.reject(error);
        })
        .finally(() => {
          inFlight -= 1;
          if (queued.length > 0 && !scheduled) {
            scheduled = true;
            setImmediate(send);
          }
        });
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(send);
      }
    });
}
