// The compressed copies (src/server/http/precompressed-files.ts) of the pages a render writes, made by a
// worker thread while the main thread renders the next pages: the warm renderer's and every build's
// (precompressed-files-integration.ts). Compressed on libuv's threads instead, none started before the
// render loop let the event loop run, which it does not between pages: a render of 2,397 pages at 10,000
// listings rendered every page first and then compressed them all at once, the process growing from 2 GB
// to 3-7 GB (55-74 s in all; 32-40 s with a few at a time; 24 s with this worker). One worker keeps one
// core compressing while the other renders (two did no better in a full build at 10,000 listings: 9 min
// 28 s against 9 min 20 s); a page waits only when the worker is `ahead` files behind.
import { Worker } from 'node:worker_threads';

export interface PageCompressor {
  /** Hands over the file just written at `path` with `body`; resolves once the worker has room. */
  add(path: string, body: Buffer): Promise<void>;
  /** Once every file handed over has its copies: the suffixes of the copies written, by path. */
  drain(): Promise<ReadonlyMap<string, readonly string[]>>;
  /** Ends the worker. */
  close(): Promise<void>;
}

type Reply = { id: number; suffixes?: string[]; error?: string };

/**
 * A compressor with a worker of its own (made on first use, ended by `close`); what it was handed fails
 * if the worker does. Without `recordPaths`, `drain` answers no paths: a full build hands over 50,000
 * pages at 10,000 listings, whose paths it has no use for.
 */
export function pageCompressor(ahead = 8, { recordPaths = true } = {}): PageCompressor {
  let worker: Worker | undefined;
  let failure: Error | undefined;
  const paths = new Map<number, string>();
  let done = new Map<string, readonly string[]>();
  let nextId = 0;
  let waiting: (() => void)[] = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const resume of woken) resume();
  };
  const fail = (error: Error) => {
    failure ??= error;
    worker = undefined;
    wake();
  };
  const started = () => {
    if (worker !== undefined) return worker;
    const made = new Worker(new URL('./page-compressor-worker.ts', import.meta.url));
    made.on('message', ({ id, suffixes, error }: Reply) => {
      const path = paths.get(id);
      paths.delete(id);
      if (error !== undefined) fail(new Error(`Compressing ${path}: ${error}`));
      else if (path !== undefined && recordPaths) done.set(path, suffixes ?? []);
      wake();
    });
    made.on('error', fail);
    made.on('exit', (code) => {
      if (paths.size > 0) fail(new Error(`The compressing worker ended with code ${code}.`));
    });
    worker = made;
    return made;
  };
  /** Resolves when `ready` holds, or rejects with the worker's failure. */
  const until = async (ready: () => boolean) => {
    while (failure === undefined && !ready()) await new Promise<void>((resume) => waiting.push(resume));
    if (failure !== undefined) throw failure;
  };
  return {
    add: async (path, body) => {
      if (failure !== undefined) throw failure;
      const id = nextId++;
      paths.set(id, path);
      started().postMessage({ id, path, body });
      await until(() => paths.size < ahead);
    },
    drain: async () => {
      await until(() => paths.size === 0);
      const written = done;
      done = new Map();
      return written;
    },
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
