// Item 6: the form endpoint under load (autocannon on loopback): submissions per second, p50 and p99
// latency, errors, and the rows stored against the 2xx answers. Every request is a valid contact
// message with its own submission id and its own solved ALTCHA challenge, made before the run.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { newChallenge } from '../../src/server/forms/proof-of-work';
import { serverConfig } from '../../src/server/server-config';
import { ensureBuild } from './build';
import { type BenchContext, benchPath, type Section } from './context';
import { type CpuProfile, selfTimeByOwner, topSelfTime } from './cpu-profile';
import { serveBuild } from './serve-build';
import { percentile } from './stats';
import { at, type Figure } from './targets';

/** Submissions prepared (and sent) per run, and concurrent connections. */
const submissions = 8_000;
const connections = 20;
/** The bench server's proof-of-work: a counter below 10, so preparing thousands of solutions is quick. */
const altchaMaxNumber = '10';

/** One solved challenge per submission, signed with the key the bench server is given. */
export async function solvedPayloads(count: number, key: string): Promise<string[]> {
  const config = serverConfig({ ALTCHA_HMAC_KEY: key, ALTCHA_MAX_NUMBER: altchaMaxNumber });
  const payloads: string[] = [];
  for (let index = 0; index < count; index++) {
    const challenge = await newChallenge(config);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (solution === null) throw new Error('a challenge was not solved');
    payloads.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return payloads;
}

/** CPU seconds (user + system) a process has used, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the state field.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The time one small write plus fdatasync takes in `dir` (p50 of `count`, ms): a commit of SQLite with
 * synchronous=FULL waits for at least one, so one writer commits at most 1000 / this many times a second.
 */
function syncLatencyMs(dir: string, count = 200): number | undefined {
  const file = join(dir, 'fsync-probe');
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      writeSync(fd, block);
      fdatasyncSync(fd);
      times.push(performance.now() - started);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return percentile(times, 50);
}

/**
 * The bench server's environment: its key, the lowered proof of work and fill time, and TRUST_PROXY, so
 * that each post comes from a visitor of its own (X-Forwarded-For, as behind DEPLOY.md's proxy) under the
 * shipped rate limit. Posting everything from one address with the limit raised measured a load no site
 * meets (one visitor posting thousands of times, which the limit of 20 refuses), and it serialised every
 * PostgreSQL post on that address's rate-limit lock.
 */
export const benchEnv = (key: string) => ({
  ALTCHA_HMAC_KEY: key,
  ALTCHA_MAX_NUMBER: altchaMaxNumber,
  FORM_MIN_FILL_MS: '0',
  TRUST_PROXY: '1',
});

/** The visitor address the bench's proxy names for post `index`: one of 16 million, each its own visitor. */
const visitorAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * autocannon's request for valid contact messages, each with its own submission id and the next solved
 * challenge of `payloads` (in turn, from the first again after the last).
 */
export function contactRequest(base: string, payloads: readonly string[]): AutocannonRequest {
  let next = 0;
  const bodyOf = (index: number) =>
    JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email: `load-${index}@example.be`,
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      remark: 'Bonjour, une question sur vos honoraires.',
      locale: 'fr',
      submissionId: randomUUID(),
      startedAt: Date.now() - 60_000,
      altcha: payloads[index],
    });
  return {
    method: 'POST',
    path: '/api/forms/site-contact',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: base },
    setupRequest: (request) => {
      const index = next++;
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': visitorAddress(index) },
        body: bodyOf(index % payloads.length),
      };
    },
  };
}

/** Sends `payloads.length` valid contact messages, each with its own submission id and solved challenge. */
export function load(
  base: string,
  payloads: readonly string[],
  connectionCount = connections,
  amount = payloads.length,
) {
  return autocannon({
    url: base,
    connections: connectionCount,
    amount,
    timeout: 10,
    requests: [contactRequest(base, payloads)],
  });
}

/**
 * A brief profile: the server again under --cpu-prof, `count` more submissions, and where its CPU time
 * went, by function and by package.
 */
async function profileServer(
  build: Parameters<typeof serveBuild>[0],
  key: string,
  count: number,
): Promise<{ functions: string; owners: string }> {
  const dir = benchPath('profiles', 'forms');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const payloads = await solvedPayloads(count, key);
  const server = await serveBuild(build, benchEnv(key), ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    await fetch(`${server.base}/api/health`).catch(() => undefined);
    await load(server.base, payloads);
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (file === undefined) return { functions: 'no profile written', owners: '' };
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const shown = (entries: { name: string; ms: number }[]) =>
    entries.map((entry) => `${entry.name} ${(entry.ms / count).toFixed(2)} ms`).join('; ');
  return { functions: shown(topSelfTime(profile, 10)), owners: shown(selfTimeByOwner(profile, 8)) };
}

/** Loads the form endpoint and checks that every accepted submission was stored. */
export async function runFormsLoad(ctx: BenchContext): Promise<Section> {
  const build = await ensureBuild(ctx, 'sample');
  const key = randomUUID();
  const prepareStarted = performance.now();
  const payloads = await solvedPayloads(submissions, key);
  const prepareSeconds = (performance.now() - prepareStarted) / 1000;
  const server = await serveBuild(build, benchEnv(key));
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    const base = server.base;
    // Wake the API (its first request opens the database and loads the export) outside the timing.
    await fetch(`${base}/api/health`).catch(() => undefined);
    const cpuBefore = server.child.pid === undefined ? 0 : cpuSeconds(server.child.pid);
    const result = await load(base, payloads);
    const serverCpu = (server.child.pid === undefined ? 0 : cpuSeconds(server.child.pid)) - cpuBefore;
    const syncMs = syncLatencyMs(server.varDir);
    const db = new DatabaseSync(join(server.varDir, 'site.db'), { readOnly: true });
    let stored: number;
    let spanMs: number;
    let emails: { queued: number; unsent: number };
    let journal: string;
    try {
      const rows = db
        .prepare('SELECT COUNT(*) AS n, MAX(created_at) - MIN(created_at) AS span FROM submissions')
        .get() as {
        n: number;
        span: number | null;
      };
      stored = Number(rows.n);
      spanMs = Number(rows.span ?? 0);
      emails = db
        .prepare('SELECT COUNT(*) AS queued, COUNT(*) - COUNT(sent_at) AS unsent FROM outbox')
        .get() as typeof emails;
      journal = String((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode);
    } finally {
      db.close();
    }
    const ok = result['2xx'];
    const rate = ok / result.duration;
    const errors = result.errors + result.timeouts + result.non2xx;
    const command = `autocannon -c ${connections} -a ${submissions} POST /api/forms/site-contact`;
    figures.push(
      {
        figure: 'form submissions per second (201, stored)',
        target: at('>=', 1000, '≥ 1,000/s'),
        measured: rate,
        shown: `${Math.round(rate)}/s (${ok} in ${result.duration.toFixed(1)} s)`,
        command,
      },
      {
        figure: 'form submission latency p50',
        measured: result.latency.p50,
        shown: `${result.latency.p50} ms`,
        command,
      },
      {
        figure: 'form submission latency p99',
        target: at('<=', 50, '≤ 50 ms'),
        measured: result.latency.p99,
        shown: `${result.latency.p99} ms (max ${result.latency.max} ms)`,
        command,
      },
      {
        figure: 'form errors (connection errors, timeouts, non-2xx)',
        target: at('==', 0, '0'),
        measured: errors,
        shown: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        command,
      },
      {
        figure: 'submissions lost (2xx answers minus rows stored)',
        target: at('==', 0, '0'),
        measured: ok - stored,
        shown: `${ok - stored} (${stored} rows for ${ok} answers 2xx)`,
        command: 'SELECT COUNT(*) FROM submissions after the run',
      },
    );
    notes.push(
      `Server: scripts/server/serve.ts on the sample build, its own VAR_DIR (${server.varDir}), SQLite journal_mode=${journal} and synchronous=FULL as shipped (durable: every answer 201 follows a committed, fsynced transaction), no SMTP_URL (the outbox writes .eml files to var/mail in the same process). Lowered by env for the bench only: FORM_MIN_FILL_MS=0, ALTCHA_MAX_NUMBER=${altchaMaxNumber}. TRUST_PROXY=1 and an X-Forwarded-For address of its own per post: each post comes from another visitor, under the shipped rate limit (20 per address per 10 minutes).`,
      `Each request is a valid site-contact message with its own submissionId and its own ALTCHA solution (the server refuses a spent one): ${submissions} challenges were made with the server's key (ALTCHA_HMAC_KEY given to both) and solved before the run, in ${prepareSeconds.toFixed(1)} s. autocannon runs in the bench process on the same 2 cores as the server.`,
      `autocannon ends a run at its first one-second sample after the last answer, so its duration is a whole number of seconds plus a few ms, and the rate above counts that rounding: the stored submissions' own times span ${(spanMs / 1000).toFixed(2)} s, first to last (${spanMs > 0 ? Math.round(stored / (spanMs / 1000)) : '?'}/s).`,
      `E-mails: the run queued ${emails.queued} in the outbox; ${emails.unsent} were still unsent when the rows were counted, and the outbox worker (in the server process, its CPU counted below only for what it did during the run) sends them afterwards.`,
      `Server CPU during the run: ${serverCpu.toFixed(1)} s over ${result.duration.toFixed(1)} s of wall time (${Math.round((serverCpu / result.duration) * 100)} % of one core); status codes: ${JSON.stringify(result.statusCodeStats ?? {})}.`,
      `Disk: a 4 KB write plus fdatasync in the server's var folder takes ${syncMs?.toFixed(2) ?? '?'} ms (p50 of 200, after the run), so commits made one at a time, each waiting for its own sync, top out near ${syncMs === undefined ? '?' : Math.round(1000 / syncMs)}/s; node:sqlite is synchronous, so the server's event loop also waits during each sync.`,
    );
  } finally {
    await server.stop();
  }
  const profiled = 2_000;
  const profile = await profileServer(build, key, profiled);
  notes.push(
    `Brief profile (the server again under node --cpu-prof, ${profiled} more submissions, self time per submission): by function ${profile.functions}; by code ${profile.owners}. Profile in ${benchPath('profiles', 'forms')}.`,
  );
  return { title: 'Form endpoint under load', figures, notes };
}
