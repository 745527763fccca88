// The CV check off the event loop. A hostile file can keep a parser busy for minutes, so the check of
// cv-content.ts runs in a worker thread of its own, with a heap limit, killed at its time limit; at most
// `running` checks run at once per process and a few wait their turn, so a flood of uploads holds one
// core at most and every other request keeps being answered. This module is also the worker's code: it
// starts itself as the worker (`import.meta.url`), which keeps working once bundled, as the build emits
// it as a file of its own (cv-inspection-integration.ts).
import { setPriority } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type CvContent, type CvExtension, inspectCvContent } from './cv-content.ts';

/** The bounds of the checks of one process. */
export interface InspectionBounds {
  /** How long one check may take once its worker is loaded, before it is stopped and the file refused. */
  readonly timeMs: number;
  /** How long loading the worker may take. */
  readonly startMs: number;
  /** Checks running at once. */
  readonly running: number;
  /** Checks waiting for their turn; one more is refused as `busy`. */
  readonly waiting: number;
  /**
   * How long a check waits for its turn before it is refused as `busy`: the request's answer must come
   * well before the server closes a connection silent for 30 s.
   */
  readonly waitMs: number;
  /** The worker's heap (old generation), in MB. */
  readonly heapMb: number;
}

/** The production bounds: a CV parses in well under a second; a file that needs 5 s is refused. */
export const inspectionBounds: InspectionBounds = {
  timeMs: 5_000,
  startMs: 20_000,
  running: 1,
  waiting: 4,
  waitMs: 10_000,
  heapMb: 128,
};

/** A check's outcome: the content's verdict, `timeout` (not finished in time), or `busy` (no turn free). */
export type CvInspection = CvContent | 'timeout' | 'busy';

const role = 'cv-inspection';

interface Job {
  readonly bytes: Uint8Array;
  readonly ext: CvExtension;
}

// In the worker: check the one file sent, answer, and let the thread end.
if (!isMainThread && (workerData as { role?: unknown } | null)?.role === role && parentPort !== null) {
  const port = parentPort;
  // The check yields the processor to the thread that answers requests and to the database: on Linux
  // os.setPriority without a pid sets the calling thread's own nice value, this worker's alone.
  try {
    setPriority(19);
  } catch {
    // Not allowed on this system: the check runs at the usual priority, still bounded in time.
  }
  // Loaded: the time limit starts with the job, not with the thread's start, which a busy machine slows.
  port.postMessage('ready');
  port.once('message', (job: Job) => {
    inspectCvContent(job.bytes, job.ext).then(
      (verdict) => port.postMessage(verdict),
      () => port.postMessage('malformed' satisfies CvContent),
    );
  });
}

let running = 0;
const waiting: (() => void)[] = [];

/** Hands the turn to the next check waiting, or frees it. */
function release(): void {
  const next = waiting.shift();
  if (next === undefined) running -= 1;
  else next();
}

/** Waits for a turn for at most `ms`: true once it is this check's, false (and out of the line) after. */
function turnWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const take = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(take), 1);
      resolve(false);
    }, ms);
    waiting.push(take);
  });
}

/** Runs one check in a new worker thread, stopped at the time limit. */
function runWorker(job: Job, bounds: InspectionBounds): Promise<CvInspection> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { role },
      resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: CvInspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    // Loading the worker's code is bounded too, more loosely: it is the same for every file.
    timer = setTimeout(() => finish('timeout'), bounds.startMs);
    worker.on('message', (message: CvContent | 'ready') => {
      if (message !== 'ready') return finish(message);
      clearTimeout(timer);
      timer = setTimeout(() => finish('timeout'), bounds.timeMs);
      worker.postMessage(job);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      // A file that fills the worker's heap is refused; any other failure is ours, and said in the log.
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('CV check failed:', error);
      finish('malformed');
    });
    worker.once('exit', () => finish('malformed'));
  });
}

/** A turn of the process's checks, taken before the post's limits are counted; released once done with. */
export interface InspectionTurn {
  /** Checks a CV file's content in a worker thread: its verdict, or `timeout`. */
  readonly run: (bytes: Uint8Array, ext: CvExtension) => Promise<CvInspection>;
  /** Hands the turn on; again does nothing. */
  readonly release: () => void;
}

/** A turn to check one file (waiting at most `waitMs` in a line of at most `waiting`), or undefined: busy. */
export async function inspectionTurn(
  bounds: InspectionBounds = inspectionBounds,
): Promise<InspectionTurn | undefined> {
  if (running < bounds.running) running += 1;
  else if (waiting.length >= bounds.waiting) return undefined;
  else if (!(await turnWithin(bounds.waitMs))) return undefined;
  let released = false;
  return {
    run: (bytes, ext) => runWorker({ bytes, ext }, bounds),
    release: () => {
      if (released) return;
      released = true;
      release();
    },
  };
}

/**
 * Checks a CV file's content in a worker thread, within the bounds: its verdict, `timeout` when the
 * check did not finish in time, or `busy` when every turn is taken and the queue is full.
 */
export async function inspectCvFile(
  bytes: Uint8Array,
  ext: CvExtension,
  bounds: InspectionBounds = inspectionBounds,
): Promise<CvInspection> {
  const turn = await inspectionTurn(bounds);
  if (turn === undefined) return 'busy';
  try {
    return await turn.run(bytes, ext);
  } finally {
    turn.release();
  }
}
