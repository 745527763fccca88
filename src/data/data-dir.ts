import { AsyncLocalStorage } from 'node:async_hooks';

// Staff publish a new export while the server runs: the production server (scripts/server/serve.ts) resolves
// the live release's export folder for each request and hands it to the app in Astro's locals, and the
// middleware (src/middleware.ts) runs the request with it. A request finishes on the export it started
// with; the next one after a publish or a rollback reads the new one, without a restart.
const requestDataDir = new AsyncLocalStorage<string>();

/**
 * The export folder: the one the server handed to the request being answered, else `DATA_DIR` from
 * the environment, else `data`. The only place that reads it.
 */
export function dataDir(): string {
  const handed = requestDataDir.getStore();
  if (handed !== undefined) return handed;
  // biome-ignore lint/complexity/useLiteralKeys: tsconfig's noPropertyAccessFromIndexSignature requires brackets on process.env.
  const fromEnv = process.env['DATA_DIR'];
  return fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv : 'data';
}

/** Runs `run` (and everything it awaits) with `dir` as the export folder; `undefined` keeps DATA_DIR's. */
export function withDataDir<T>(dir: string | undefined, run: () => T): T {
  return dir === undefined ? run() : requestDataDir.run(dir, run);
}
