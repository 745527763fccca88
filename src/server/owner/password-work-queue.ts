// Password hashing is the API's one heavy job: scrypt at OWASP's cost takes 128 MiB and a thread of
// libuv's small pool, which also reads every static file the server sends. Unbounded, 32 logins at once
// filled the pool and pages waited behind them for seconds. So password work runs a few jobs at a time,
// taking turns between clients (one address cannot fill the queue and push the others out), and a job
// that would wait too long is turned away at once, to be retried, instead of holding its request.
// Turns alone do not save the owner from 30 addresses that keep it full: their turn comes after all
// thirty, or the full queue turns them away. So a login the server has reason to expect (from a
// network the account logged in from before) has a lane of its own, ahead of the others: it waits
// for no more than the password work already running, and no other job starts while it waits or runs.

/** What a refused job is told: the queue is full, or it waited too long; try again after this. */
export class PasswordWorkBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Password work is busy');
  }
}

/** The limits of the queue. */
export interface PasswordWorkLimits {
  /** Jobs running at once (each holds one libuv thread and scrypt's memory). */
  readonly concurrency: number;
  /** Jobs waiting, all clients together. */
  readonly maxWaiting: number;
  /** Jobs waiting for one client (address). */
  readonly maxWaitingPerClient: number;
  /** The longest a job may wait before it is turned away (ms). */
  readonly maxWaitMs: number;
  /** Slots beyond `concurrency` that only priority jobs may run in. */
  readonly priorityConcurrency: number;
  /** Priority jobs waiting, all clients together. */
  readonly maxWaitingPriority: number;
}

/** The queue's defaults: two scrypt checks at once leave libuv's other threads to the file reads. */
export const defaultPasswordWorkLimits: PasswordWorkLimits = {
  concurrency: 2,
  maxWaiting: 32,
  maxWaitingPerClient: 2,
  maxWaitMs: 10_000,
  // A priority job takes the next slot that frees, and none other starts meanwhile: a third scrypt
  // beside two would take the CPU the pages need (two cores: pages waited 300 ms in a flood).
  priorityConcurrency: 0,
  maxWaitingPriority: 8,
};

interface Waiting {
  readonly start: () => void;
}

/**
 * Runs password work a few jobs at a time, round robin between clients, priority jobs first, refusing
 * what would wait too long.
 */
export interface PasswordWorkQueue {
  /**
   * Runs `work` for `client` when its turn comes, or with `priority` ahead of every other job; rejects
   * with PasswordWorkBusy when it cannot.
   */
  run<T>(client: string, work: () => Promise<T>, priority?: boolean): Promise<T>;
  /**
   * The refusal `run` would give a job of `client` now, as its queue is full, or undefined: asked
   * before work a refusal would waste (a throttle's write), so that a flood of refused jobs costs little.
   */
  refusal(client: string, priority?: boolean): PasswordWorkBusy | undefined;
}

/** A queue with the given limits. */
export function createPasswordWorkQueue(
  limits: PasswordWorkLimits = defaultPasswordWorkLimits,
): PasswordWorkQueue {
  let running = 0;
  let runningPriority = 0;
  let waitingCount = 0;
  // The priority lane: one FIFO, ahead of every client's turn.
  const urgent: Waiting[] = [];
  // One FIFO per client, and the clients in turn order: the next job comes from the next client.
  const waiting = new Map<string, Waiting[]>();
  const retryAfter = () => Math.max(1, Math.ceil(limits.maxWaitMs / 1000));

  const next = (): Waiting | undefined => {
    for (const [client, jobs] of waiting) {
      const job = jobs.shift();
      waiting.delete(client);
      // The client goes to the back of the turn order with whatever it still has waiting.
      if (jobs.length > 0) waiting.set(client, jobs);
      if (job !== undefined) {
        waitingCount -= 1;
        return job;
      }
    }
    return undefined;
  };

  const pump = () => {
    while (urgent.length > 0 && running < limits.concurrency + limits.priorityConcurrency) {
      urgent.shift()?.start();
    }
    // No other job starts while a priority job runs or waits: it shares the CPU with as few as can be.
    while (running < limits.concurrency && runningPriority === 0 && urgent.length === 0) {
      const job = next();
      if (job === undefined) return;
      job.start();
    }
  };

  const refusal = (client: string, priority: boolean): PasswordWorkBusy | undefined => {
    const full = priority
      ? urgent.length >= limits.maxWaitingPriority
      : waitingCount >= limits.maxWaiting || (waiting.get(client)?.length ?? 0) >= limits.maxWaitingPerClient;
    return full ? new PasswordWorkBusy(retryAfter()) : undefined;
  };

  return {
    refusal: (client, priority = false) => refusal(client, priority),

    run<T>(client: string, work: () => Promise<T>, priority = false): Promise<T> {
      const refused = refusal(client, priority);
      if (refused !== undefined) return Promise.reject(refused);
      const jobs = waiting.get(client) ?? [];
      return new Promise<T>((resolve, reject) => {
        const job: Waiting = {
          start: () => {
            clearTimeout(timer);
            running += 1;
            if (priority) runningPriority += 1;
            work()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                if (priority) runningPriority -= 1;
                pump();
              });
          },
        };
        // Turned away once it has waited too long: the request answers 503 instead of hanging on.
        const timer = setTimeout(() => {
          if (priority) {
            const at = urgent.indexOf(job);
            if (at === -1) return;
            urgent.splice(at, 1);
            reject(new PasswordWorkBusy(retryAfter()));
            return;
          }
          const mine = waiting.get(client) ?? [];
          const at = mine.indexOf(job);
          if (at === -1) return;
          mine.splice(at, 1);
          if (mine.length === 0) waiting.delete(client);
          waitingCount -= 1;
          reject(new PasswordWorkBusy(retryAfter()));
        }, limits.maxWaitMs);
        if (priority) {
          urgent.push(job);
        } else {
          jobs.push(job);
          waiting.set(client, jobs);
          waitingCount += 1;
        }
        pump();
      });
    },
  };
}
