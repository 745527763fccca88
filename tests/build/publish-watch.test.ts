// `npm run publish -- --watch <folder>`: an export copied into the drop folder slowly, a file of it
// half-written for a while, is read only once it has stopped changing. The drop is a whole export, so
// it is published (the site has no release yet, and no hand build to compare with), where a drop read
// half-copied would instead be refused as invalid (moved to .refused/). A watcher started then, the live
// release being of its code, starts its release server at once; the next drop is published warm and
// checked by that server (and so is the second release that completes it), which ends with the watcher.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateScale } from '../../scripts/sample-export/generate-export';

const root = resolve('.cache/publish-watch-test');
const drop = join(root, 'drop');
// The export the test drops, copied slowly from here.
const liveExport = join(root, 'live-export');
let watcher: ChildProcess | undefined;
let output = '';
const logged: { at: number; line: string }[] = [];

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(drop, { recursive: true });
  await generateScale(liveExport, 12);
});
afterAll(() => {
  watcher?.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts `npm run publish -- --watch` on the drop folder with `args`, its output recorded. */
function watch(args: readonly string[]): ChildProcess {
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/publish/publish.ts', '--watch', drop, ...args],
    {
      env: {
        ...process.env,
        RELEASES_DIR: join(root, 'releases'),
        DATA_DIR: liveExport,
        DIST_DIR: join(root, 'no-dist'),
        VAR_DIR: join(root, 'var'),
      },
    },
  );
  const record = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push({ at: Date.now(), line });
  };
  started.stdout?.on('data', record);
  started.stderr?.on('data', record);
  return started;
}

/** Stops the watcher and waits for it to end. */
async function stopWatcher(): Promise<void> {
  const exited = new Promise((done) => watcher?.once('exit', done));
  watcher?.kill('SIGTERM');
  await exited;
  watcher = undefined;
}

it('reads a slowly copied export only once it has stopped changing', async () => {
  // Without the warm renderer: this drop is the first release, built in full.
  watcher = watch(['--settle', '4', '--warm-max-pages', '0']);
  await sleep(1500);

  // Copy file by file with pauses shorter than the settling time (4 s); the listings file in two halves
  // 2.5 s apart, long enough for two looks of the watcher (each second): with --settle 0 it reads the
  // half file and the test fails.
  const target = join(drop, 'export-2026-11-24');
  mkdirSync(target);
  symlinkSync(join(liveExport, 'media'), join(target, 'media'), 'dir');
  const names = readdirSync(liveExport).filter((name) => name.endsWith('.json'));
  for (const name of names) {
    const text = readFileSync(join(liveExport, name), 'utf8');
    if (name !== 'properties.json') {
      cpSync(join(liveExport, name), join(target, name));
    } else {
      writeFileSync(join(target, name), text.slice(0, text.length / 2));
      await sleep(2500);
      appendFileSync(join(target, name), text.slice(text.length / 2));
    }
    await sleep(700);
  }
  const copied = Date.now();

  const end = Date.now() + 60_000;
  while (!/Unchanged|Refused|Published export/.test(output) && Date.now() < end) await sleep(200);
  expect(output).toContain('Published export-2026-11-24');
  const publishing = logged.find(({ line }) => line.startsWith('Publishing export-2026-11-24'));
  expect(publishing?.at).toBeGreaterThanOrEqual(copied);
  expect(existsSync(join(drop, '.refused'))).toBe(false);
  expect(readdirSync(join(drop, '.published'))).toEqual([expect.stringMatching(/-export-2026-11-24$/)]);
  expect(existsSync(target)).toBe(false);
});

/** The release servers a watcher keeps for this test's releases (found by their environment). */
function keptCheckers(): number[] {
  const releases = `RELEASES_DIR=${join(root, 'releases')}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return env.includes('CHECK_LINK=.checking') && env.includes(releases);
      } catch {
        return false; // ended meanwhile, or not ours to read
      }
    })
    .map(Number);
}

it('starts its release server with a live release of its code, publishes the next drop warm and leaves nothing running when stopped', async () => {
  await stopWatcher();
  output = '';
  // Any share of the pages: the sample's one price changes a few.
  watcher = watch(['--settle', '1', '--blocks-later', '0']);
  const ready = Date.now() + 120_000;
  while (!/release checker is ready|did not start/.test(output) && Date.now() < ready) await sleep(200);
  expect(output).toContain('The release checker is ready');
  expect(keptCheckers()).toHaveLength(1);

  const next = join(drop, 'export-2026-11-25');
  cpSync(liveExport, next, { recursive: true, verbatimSymlinks: true });
  const file = join(next, 'properties.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as { ID: number; Price: number }[];
  const first = records[0]?.ID;
  for (const record of records) if (record.ID === first) record.Price += 5000;
  writeFileSync(file, JSON.stringify(records));
  const end = Date.now() + 120_000;
  while (!/Published export-2026-11-25|Refused export-2026-11-25/.test(output) && Date.now() < end)
    await sleep(200);
  expect(output).toContain('Published export-2026-11-25');
  expect(output).toMatch(/rendered \d+ pages warm/);
  // The listings that show it among their similar ones follow in a second release, by the same server.
  expect(output).toMatch(/[1-9]\d* pages whose similar listings alone changed follow in a second release/);
  while (!/is complete: \S+ is live|was not completed/.test(output) && Date.now() < end) await sleep(200);
  expect(output).toMatch(/is complete: \S+ is live/);
  expect(keptCheckers()).toHaveLength(1);

  await stopWatcher();
  const gone = Date.now() + 10_000;
  while (keptCheckers().length > 0 && Date.now() < gone) await sleep(100);
  expect(keptCheckers()).toEqual([]);
});
