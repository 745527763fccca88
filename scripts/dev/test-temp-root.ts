// One temporary folder per test run: every folder a test makes with os.tmpdir() (databases, releases,
// uploads, PostgreSQL clusters) is made inside it, and the run removes it when it ends, so the machine's
// temporary folder does not fill with what test files made and did not remove.
// A run that is killed leaves its one folder, which the next run removes once its process is gone.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from '../publish/publish-lock.ts';

const prefix = 'site-tests-';
const variable = 'SITE_TEST_TEMP';

/** Removes the folders in `parent` of runs that were killed: the pid their name holds no longer runs. */
export function removeLeftRoots(parent: string): void {
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid))
      rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/** The name a run's folder starts with: the pid of the run's main process follows. */
export const runFolderPrefix = prefix;

/**
 * The run's folder, made on the first call (the vitest config's, in the run's main process) and named in
 * the environment for the rest: TMPDIR points there, which os.tmpdir() reads in the test workers and the
 * processes they start.
 */
export function runTempRoot(): string {
  const known = process.env[variable];
  if (known !== undefined) return known;
  const parent = tmpdir();
  removeLeftRoots(parent);
  const root = mkdtempSync(join(parent, `${prefix}${process.pid}-`));
  // A PostgreSQL cluster runs as another user (tests/postgres-cluster.ts), who must reach its folder.
  chmodSync(root, 0o755);
  process.env[variable] = root;
  process.env['TMPDIR'] = root;
  return root;
}

/** Vitest's global setup: removes the run's folder once every test has run. */
export default function setup(): () => void {
  const root = runTempRoot();
  return () => rmSync(root, { recursive: true, force: true });
}
