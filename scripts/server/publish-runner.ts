// Runs the HTTP drop's queue (publish-jobs.ts), one publish at a time, each in a child process:
// `node <publish flags> --import tsx scripts/publish/publish.ts <zip> --outcome <file>`, the very command of
// `npm run publish`. A child rather than publishExport() in the server: a publish validates and loads
// whole exports and hashes files on its own thread, which would stall every visitor's request; it takes
// the releases' lock under its own process id, so a publish by hand and the drop exclude each other
// exactly as two publishes by hand do, and a killed publish is cleaned up by the next as usual; and its
// options (PUBLISH_KEEP, the guard limits) are read by the same code. Its output goes to a file, not a
// pipe: the child does not depend on the server, so a server that is restarted (or killed) while it
// publishes finds it running, waits for it, and reads the outcome it wrote.
// Where a watcher runs (`npm run publish -- --watch`), its warm publisher takes the publishes instead
// (publish/warm/handed-publishes.ts): the same command's work, without starting Astro at each one.
// The queue lives in files, and only one process runs it: the one holding the incoming folder's own
// lock (publish-lock.ts's, in `.incoming/`), taken over when its holder dies; with API_PROCESSES any
// worker may take a drop, and one of them publishes.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import {
  acquireLock,
  isRunning,
  type PublishLock,
  processStart,
  runningHolder,
} from '../publish/publish-lock.ts';
import { publishNodeFlags } from '../publish/publish-node-flags.mjs';
import { liveReleaseId } from '../publish/release-store.ts';
import { handPublish, warmPublisher } from '../publish/warm/handed-publishes.ts';
import {
  changeFile,
  exportFile,
  incomingDir,
  jobAfterOutcome,
  logFile,
  mergedAfterLead,
  moved,
  outcomeFile,
  type PublishJob,
  type PublishPlan,
  pruneJobs,
  queuePlan,
  readJobs,
  uploadFile,
  type WrittenOutcome,
  writeJob,
} from './publish-jobs.ts';

/** Whether the process a job (or the lock) names is still that process. */
function stillRunning(pid: number | undefined, pidStart: string | undefined): boolean {
  if (pid === undefined || !isRunning(pid)) return false;
  return pidStart === undefined || processStart(pid) === pidStart;
}

function readOutcome(releases: string, id: string): WrittenOutcome | undefined {
  try {
    return JSON.parse(readFileSync(outcomeFile(releases, id), 'utf8')) as WrittenOutcome;
  } catch {
    return undefined;
  }
}

/**
 * Starts the publish of a batch under its newest job: handed to the warm publisher when one runs, else in
 * a process of its own.
 */
function startPublish(releases: string, job: PublishJob, batch: BatchExport): PublishJob {
  rmSync(outcomeFile(releases, job.id), { force: true });
  const warm = warmPublisher(releases);
  if (warm !== undefined) {
    handPublish(releases, {
      job: job.id,
      to: { pid: warm.pid, pidStart: warm.pidStart },
      ...batch,
      outcome: outcomeFile(releases, job.id),
      log: logFile(releases, job.id),
    });
    return moved(job, new Date(), {
      status: 'publishing',
      attempts: job.attempts + 1,
      pid: warm.pid,
      ...(warm.pidStart === undefined ? {} : { pidStart: warm.pidStart }),
    });
  }
  const exportArgs = [batch.source, ...batch.changes.flatMap((change) => ['--changes', change])];
  const log = openSync(logFile(releases, job.id), 'a');
  try {
    const child = spawn(
      process.execPath,
      [
        ...publishNodeFlags,
        '--import',
        'tsx',
        resolve('scripts/publish/publish.ts'),
        ...exportArgs,
        '--outcome',
        outcomeFile(releases, job.id),
      ],
      { env: { ...process.env, RELEASES_DIR: releases }, stdio: ['ignore', log, log] },
    );
    // The runner polls the process rather than waiting on it: the same path serves a publish found
    // running at start. Its exit is still reaped here.
    child.on('error', () => undefined);
    child.unref();
    const pid = child.pid;
    // Visitors first: the publish and the build it starts (which inherits it) run 10 steps nicer.
    try {
      if (pid !== undefined) setPriority(pid, Math.min(19, getPriority() + 10));
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
    const pidStart = pid === undefined ? undefined : processStart(pid);
    return moved(job, new Date(), {
      status: 'publishing',
      attempts: job.attempts + 1,
      ...(pid === undefined ? {} : { pid }),
      ...(pidStart === undefined ? {} : { pidStart }),
    });
  } finally {
    closeSync(log);
  }
}

/** One look at the queue: finish a publish that ended, else start the next one. */
export function runQueueOnce(releases: string): void {
  const plan = queuePlan(readJobs(releases));
  const now = new Date();
  if (plan.kind === 'idle') return;
  if (plan.kind === 'publishing') {
    const { job } = plan;
    // Ended once its outcome is written (a warm publisher lives on after it), or its process is gone.
    if (stillRunning(job.pid, job.pidStart) && !existsSync(outcomeFile(releases, job.id))) return;
    const ended = jobAfterOutcome(job, readOutcome(releases, job.id), liveReleaseId(releases), now);
    writeJob(releases, ended);
    rmSync(outcomeFile(releases, job.id), { force: true });
    const batch = [
      job,
      ...readJobs(releases).filter((other) => other.mergedInto === job.id && other.status === 'merged'),
    ];
    for (const other of batch.slice(1)) writeJob(releases, mergedAfterLead(other, ended, now));
    // A published export or change lives on in its release; a refused one is kept for a person to
    // publish with --accept after a look.
    if (ended.status === 'live')
      for (const done of batch) rmSync(uploadFile(releases, done), { force: true });
    return;
  }
  for (const older of plan.superseded) {
    writeJob(releases, moved(older, now, { status: 'superseded', supersededBy: plan.job.id }));
    rmSync(uploadFile(releases, older), { force: true });
  }
  if (runningHolder(releases) !== undefined) return;
  const batch = batchExport(releases, plan);
  if (typeof batch === 'string') {
    for (const failed of [plan.job, ...plan.merged])
      writeJob(releases, moved(failed, now, { status: 'failed', reasons: [batch] }));
    return;
  }
  // Marked publishing before it starts, then its batch merged into it: a server killed in between finds
  // no process, puts the job back in the queue and its merged jobs with it (mergedAfterLead).
  writeJob(releases, moved(plan.job, now, { status: 'publishing', attempts: plan.job.attempts }));
  for (const other of plan.merged)
    writeJob(releases, moved(other, now, { status: 'merged', mergedInto: plan.job.id }));
  writeJob(releases, startPublish(releases, plan.job, batch));
}

/** What a batch publishes: an export and the change files applied on it, in order. */
interface BatchExport {
  readonly source: string;
  readonly changes: readonly string[];
}

/** The export and changes of a batch, or why it cannot be published. */
function batchExport(releases: string, plan: PublishPlan): BatchExport | string {
  const missing = [...(plan.base ? [plan.base] : []), ...plan.changes].find(
    (job) => !existsSync(uploadFile(releases, job)),
  );
  if (missing !== undefined) return `The file of job ${missing.id} is gone.`;
  // Changes alone apply to the export live when their publish starts (named through `current`, read
  // then), not when they were queued: a publish may go live in between (a warm publisher's folder drop).
  const base =
    plan.base === undefined
      ? liveReleaseId(releases) === undefined
        ? undefined
        : join(releases, 'current', 'data')
      : exportFile(releases, plan.base.id);
  if (base === undefined)
    return 'A change of records applies to the live site, and no site is live yet: send a whole export first.';
  return { source: base, changes: plan.changes.map((change) => changeFile(releases, change.id)) };
}

/** Uploads cut off by a server killed mid-request: older than any request may last. */
function removeStaleUploads(releases: string, olderThanMs: number): void {
  const folder = incomingDir(releases);
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.endsWith('.part') && Date.now() - statSync(path).mtimeMs > olderThanMs)
      rmSync(path, { force: true });
  }
}

/**
 * Looks at the queue every `everyMs` and when kicked (a drop arrived), until stopped, if this process
 * holds the runner's lock (tried again at each look, so a worker takes over from one that died).
 */
export function startQueueRunner(
  releases: string,
  log: (error: unknown) => void,
  everyMs = 1000,
): { kick(): void; stop(): void } {
  let stopped = false;
  let runner: PublishLock | undefined;
  let pruned = 0;
  mkdirSync(incomingDir(releases), { recursive: true });
  const look = () => {
    if (stopped) return;
    try {
      if (runner === undefined) {
        const lock = acquireLock(incomingDir(releases), "the publish drop's queue");
        if ('held' in lock) return;
        runner = lock;
        removeStaleUploads(releases, 10 * 60_000);
      }
      runQueueOnce(releases);
      // Finished jobs are let go after their days, looked for once an hour.
      if (Date.now() - pruned > 3600_000) {
        pruned = Date.now();
        pruneJobs(releases, new Date());
      }
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  setImmediate(look);
  return {
    kick: () => setImmediate(look),
    stop() {
      stopped = true;
      clearInterval(timer);
      runner?.release();
    },
  };
}
