// Password hashing is the API's one heavy job: scrypt at OWASP's cost takes 128 MiB and a thread of
// libuv's small pool, which also reads every static file the server sends. Unbounded, 32 logins at once
// filled the pool and pages waited behind them for seconds. So password work runs a few jobs at a time,
// taking turns between clients (one address cannot fill the queue and push the others out), and a job
// that would wait too long is turned away at once, to be retried, instead of holding its request.

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
}

/** The queue's defaults: two scrypt checks at once leave libuv's other threads to the file reads. */
export const defaultPasswordWorkLimits: PasswordWorkLimits = {
  concurrency: 2,
  maxWaiting: 32,
  maxWaitingPerClient: 2,
  maxWaitMs: 10_000,
};

interface Waiting {
  readonly start: () => void;
}

/** Runs password work a few jobs at a time, round robin between clients, refusing what would wait too long. */
export interface PasswordWorkQueue {
  /** Runs `work` for `client` when its turn comes; rejects with PasswordWorkBusy when it cannot. */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
}

/** A queue with the given limits. */
export function createPasswordWorkQueue(
  limits: PasswordWorkLimits = defaultPasswordWorkLimits,
): PasswordWorkQueue {
  let running = 0;
  let waitingCount = 0;
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
    while (running < limits.concurrency) {
      const job = next();
      if (job === undefined) return;
      job.start();
    }
  };

  return {
    run<T>(client: string, work: () => Promise<T>): Promise<T> {
      const jobs = waiting.get(client) ?? [];
      if (waitingCount >= limits.maxWaiting || jobs.length >= limits.maxWaitingPerClient) {
        return Promise.reject(new PasswordWorkBusy(retryAfter()));
      }
      return new Promise<T>((resolve, reject) => {
        const job: Waiting = {
          start: () => {
            clearTimeout(timer);
            running += 1;
            work()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                pump();
              });
          },
        };
        // Turned away once it has waited too long: the request answers 503 instead of hanging on.
        const timer = setTimeout(() => {
          const mine = waiting.get(client) ?? [];
          const at = mine.indexOf(job);
          if (at === -1) return;
          mine.splice(at, 1);
          if (mine.length === 0) waiting.delete(client);
          waitingCount -= 1;
          reject(new PasswordWorkBusy(retryAfter()));
        }, limits.maxWaitMs);
        jobs.push(job);
        waiting.set(client, jobs);
        waitingCount += 1;
        pump();
      });
    },
  };
}
