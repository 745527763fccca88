// Visitors during publishes: `npm start` under continuous load (autocannon on pages and on the form
// endpoint) while exports are published one after the other with `npm run publish` and a rollback
// follows. Shared by the test (tests/build/publish-under-load.test.ts: not one request may fail) and the
// bench section publish-load (scripts/bench/publish-load.ts: the failed requests counted at 1,000
// listings, beside the same load with nothing published).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { contactRequest } from './forms-load';

/** What one autocannon run counted. */
export type AutocannonResult = Awaited<ReturnType<typeof autocannon>>;

/** A command's exit code and everything it printed. */
export interface CommandRun {
  readonly code: number | null;
  readonly out: string;
}

/**
 * Runs Node with `args` as a child process that the caller awaits without blocking: the loads run in the
 * caller's process, and a synchronous wait would hold their answers (and count them as timeouts) for the
 * whole publish.
 */
export function runNode(args: readonly string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<CommandRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env, ...(cwd === undefined ? {} : { cwd }) });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('close', (code) => done({ code, out }));
  });
}

/**
 * Writes `next` exports from `first`: each a copy of the one before it with the price of one more
 * listing (every language record of it) lowered by 5 %, a small change as a CRM's next export has.
 */
export function writePriceSeries(first: string, next: readonly string[]): void {
  const file = (dir: string) => join(dir, 'properties.json');
  const records = JSON.parse(readFileSync(file(first), 'utf8')) as Record<string, unknown>[];
  const ids = [...new Set(records.map((record) => record.ID))];
  let previous = first;
  next.forEach((dir, index) => {
    // The media folder stays a link (a bench export's points at the sample pictures).
    cpSync(previous, dir, { recursive: true, verbatimSymlinks: true });
    const listings = JSON.parse(readFileSync(file(previous), 'utf8')) as Record<string, unknown>[];
    const lowered = ids[index + 1];
    writeFileSync(
      file(dir),
      JSON.stringify(
        listings.map((record) =>
          record.ID === lowered ? { ...record, Price: Math.round(Number(record.Price) * 0.95) } : record,
        ),
      ),
    );
    previous = dir;
  });
}

/** What the two loads saw. */
export interface LoadResults {
  readonly pages: AutocannonResult;
  readonly forms: AutocannonResult;
}

/** Requests that failed: a connection error, a timeout or a status other than 2xx (no path here redirects). */
export const failedRequests = (run: AutocannonResult): number => run.errors + run.timeouts + run.non2xx;

/**
 * Starts both loads on the server at `base`: 4 connections on pages (the home page compressed, a list
 * page, a hashed script) as fast as they are answered, and contact-form posts at `formsPerSecond`, one
 * per solved ALTCHA payload (a payload is accepted once). They run until stop(), or the posts until the
 * payloads are used up.
 */
export async function startLoads(
  base: string,
  payloads: readonly string[],
  formsPerSecond = 4,
): Promise<{ stop(): Promise<LoadResults> }> {
  const home = await (await fetch(base)).text();
  const script = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
  if (script === undefined) throw new Error(`no script on the home page of ${base}`);
  const pages = autocannon({
    url: base,
    connections: 4,
    duration: 3600,
    timeout: 10,
    requests: [
      { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
      { method: 'GET', path: '/for-sale/' },
      { method: 'GET', path: script },
    ],
  });
  const forms = autocannon({
    url: base,
    connections: 2,
    amount: payloads.length,
    overallRate: formsPerSecond,
    timeout: 10,
    requests: [contactRequest(base, payloads)],
  });
  return {
    async stop() {
      pages.stop();
      forms.stop();
      const [pageRun, formRun] = await Promise.all([pages, forms]);
      return { pages: pageRun, forms: formRun };
    },
  };
}

/** How the publishes went: the live release after each, and after the rollback. */
export interface PublishSeries {
  readonly published: readonly string[];
  readonly rolledBackTo: string;
  /** Seconds of each publish command, and of the rollback command. */
  readonly publishSeconds: readonly number[];
  readonly rollbackSeconds: number;
}

/**
 * Publishes each of `exports` in turn with `npm run publish` (of the source in `cwd`), then rolls back
 * once with `npm run rollback`; throws with the command's output when one fails.
 */
export async function publishThenRollBack(
  exports: readonly string[],
  env: NodeJS.ProcessEnv & { RELEASES_DIR: string },
  cwd?: string,
): Promise<PublishSeries> {
  const live = () => readlinkSync(join(env.RELEASES_DIR, 'current'));
  const published: string[] = [];
  const publishSeconds: number[] = [];
  for (const dir of exports) {
    const started = performance.now();
    const outcome = await runNode(['--import', 'tsx', 'scripts/publish/publish.ts', dir], env, cwd);
    if (outcome.code !== 0) throw new Error(`the publish of ${dir} failed:\n${outcome.out}`);
    publishSeconds.push((performance.now() - started) / 1000);
    published.push(live());
  }
  const started = performance.now();
  const rollback = await runNode(['scripts/publish/rollback.ts'], env, cwd);
  if (rollback.code !== 0) throw new Error(`the rollback failed:\n${rollback.out}`);
  return {
    published,
    rolledBackTo: live(),
    publishSeconds,
    rollbackSeconds: (performance.now() - started) / 1000,
  };
}
