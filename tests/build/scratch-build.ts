// A build of the site for one test file: a temporary folder for the export it writes, and an output
// folder inside the project (the server bundle resolves its packages from node_modules), both with the
// output's incremental-build cache removed before the build and after the tests.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';

export interface ScratchBuild {
  /** A temporary folder for the test's export. */
  readonly temp: string;
  /** The build's output folder (its pages under client/). */
  readonly out: string;
  /** Builds the export in `dataDir` into `out`, with more environment if given. */
  build(dataDir: string, env?: NodeJS.ProcessEnv): SpawnSyncReturns<string>;
}

/** A scratch build named `name` (its output is .cache/<name>), cleaned up after the file's tests. */
export function scratchBuild(name: string): ScratchBuild {
  const temp = mkdtempSync(join(tmpdir(), `${name}-`));
  const out = resolve('.cache', name);
  const clean = () => {
    rmSync(out, { recursive: true, force: true });
    rmSync(astroCacheDir(out), { recursive: true, force: true });
  };
  clean();
  afterAll(() => {
    rmSync(temp, { recursive: true, force: true });
    clean();
  });
  return {
    temp,
    out,
    build: (dataDir, env = {}) =>
      spawnSync(resolve('node_modules/.bin/astro'), ['build'], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, ASTRO_OUT_DIR: out, ...env },
      }),
  };
}
