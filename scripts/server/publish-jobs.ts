// The HTTP publish drop's jobs (publish-drop.ts): one JSON file per job in the releases' incoming
// folder (`<releases>/.incoming/<id>.json`, beside its export `<id>.zip`), each written whole through a
// temporary file and a rename, so that a server killed at any moment leaves every job readable and the
// queue survives a restart. Which job the runner takes next, and what a publish's outcome makes of a
// job, are pure rules (queuePlan, jobAfterOutcome), tested beside this file.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a job stands, as `GET /api/publish/{id}` answers it. */
export type JobStatus = 'queued' | 'publishing' | 'merged' | 'live' | 'refused' | 'failed' | 'superseded';

export interface PublishJob {
  readonly id: string;
  /** A whole export (a zip; also a job written before changes existed) or a change of records (JSON). */
  readonly kind?: 'export' | 'change';
  readonly status: JobStatus;
  /** When its upload was complete (ISO); the queue's order. */
  readonly received: string;
  readonly updated: string;
  readonly bytes: number;
  /** Publishes started for it: one that ended without an outcome (killed, crashed) is tried once more. */
  readonly attempts: number;
  /** The publishing process (and its start time, so that a reused process id is not taken for it). */
  readonly pid?: number;
  readonly pidStart?: string;
  /** live: the release now live. */
  readonly release?: string;
  /** refused: the guards' or the validation's words; failed: why; superseded: by which job. */
  readonly reasons?: readonly string[];
  readonly hint?: string;
  readonly supersededBy?: string;
  /** merged: published together with this job (the newest of its batch), whose end it shares. */
  readonly mergedInto?: string;
}

/** What `npm run publish -- <zip> --outcome <file>` writes (publish-export.ts's PublishOutcome). */
export type WrittenOutcome =
  | { readonly kind: 'published'; readonly id: string }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly reasons: readonly string[]; readonly hint: string }
  | { readonly kind: 'busy' }
  // A warm publisher's publish that threw (publish/warm/handed-publishes.ts): as one killed before its end.
  | { readonly kind: 'stopped' };

/** A publish tried this many times without an outcome is failed, not tried again. */
export const maxAttempts = 2;

export const incomingDir = (releases: string): string => join(releases, '.incoming');
export const jobFile = (releases: string, id: string): string => join(incomingDir(releases), `${id}.json`);
export const exportFile = (releases: string, id: string): string => join(incomingDir(releases), `${id}.zip`);
export const changeFile = (releases: string, id: string): string =>
  join(incomingDir(releases), `${id}.change.json`);
/** The file a job's upload was kept in. */
export const uploadFile = (releases: string, job: PublishJob): string =>
  job.kind === 'change' ? changeFile(releases, job.id) : exportFile(releases, job.id);
export const outcomeFile = (releases: string, id: string): string =>
  join(incomingDir(releases), `${id}.outcome.json`);
export const logFile = (releases: string, id: string): string => join(incomingDir(releases), `${id}.log`);

/** A job id: its time (sortable) and random letters, safe in a path and a URL. */
export const jobIdPattern = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{8}$/;

export function newJobId(now: Date, random: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').slice(0, 19);
  return `${stamp}-${random}`;
}

/** Writes a job whole (temporary file, then rename): a reader sees the old or the new state. */
export function writeJob(releases: string, job: PublishJob): void {
  mkdirSync(incomingDir(releases), { recursive: true });
  const path = jobFile(releases, job.id);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(job));
  renameSync(temp, path);
}

export function readJob(releases: string, id: string): PublishJob | undefined {
  if (!jobIdPattern.test(id)) return undefined;
  try {
    return JSON.parse(readFileSync(jobFile(releases, id), 'utf8')) as PublishJob;
  } catch {
    return undefined;
  }
}

/** Every job of the incoming folder. */
export function readJobs(releases: string): PublishJob[] {
  if (!existsSync(incomingDir(releases))) return [];
  return readdirSync(incomingDir(releases))
    .filter((name) => name.endsWith('.json') && jobIdPattern.test(name.slice(0, -'.json'.length)))
    .map((name) => readJob(releases, name.slice(0, -'.json'.length)))
    .filter((job) => job !== undefined);
}

/** A job moved on: its new status and fields, stamped with the time. */
export const moved = (job: PublishJob, now: Date, change: Partial<PublishJob>): PublishJob => ({
  ...job,
  ...change,
  updated: now.toISOString(),
});

/** What the runner publishes next: a base export (a dropped one, or the live one) and changes on it. */
export interface PublishPlan {
  readonly kind: 'publish';
  /** The newest job of the batch: its outcome is the batch's. */
  readonly job: PublishJob;
  /** The whole export the batch starts from; undefined: the live release's. */
  readonly base: PublishJob | undefined;
  /** The changes applied on the base, oldest first. */
  readonly changes: readonly PublishJob[];
  /** The batch's other jobs, published with `job`. */
  readonly merged: readonly PublishJob[];
  /** Waiting jobs a newer whole export replaces. */
  readonly superseded: readonly PublishJob[];
}

/**
 * What the runner does next with the jobs as they are: wait for the one publishing, or publish the
 * newest waiting whole export with every change received after it, in one publish. A whole export
 * replaces everything received before it (it is the CRM's whole state), so older waiting jobs are
 * superseded; changes are never dropped, only merged: each is applied, in the order received.
 */
export function queuePlan(
  jobs: readonly PublishJob[],
): { readonly kind: 'publishing'; readonly job: PublishJob } | PublishPlan | { readonly kind: 'idle' } {
  const publishing = jobs.find((job) => job.status === 'publishing');
  if (publishing !== undefined) return { kind: 'publishing', job: publishing };
  const queued = jobs
    .filter((job) => job.status === 'queued')
    .sort((a, b) => a.received.localeCompare(b.received) || a.id.localeCompare(b.id));
  const newest = queued.at(-1);
  if (newest === undefined) return { kind: 'idle' };
  const lastExport = queued.findLastIndex((job) => job.kind !== 'change');
  const batch = queued.slice(Math.max(0, lastExport));
  return {
    kind: 'publish',
    job: newest,
    base: lastExport === -1 ? undefined : queued[lastExport],
    changes: batch.filter((job) => job.kind === 'change'),
    merged: batch.slice(0, -1),
    superseded: queued.slice(0, Math.max(0, lastExport)),
  };
}

/**
 * A job merged into `lead` once the lead's publish ended: its end (live, refused, failed), or back in
 * the queue with it when the publish stopped without an outcome and is tried again.
 */
export function mergedAfterLead(job: PublishJob, lead: PublishJob, now: Date): PublishJob {
  if (lead.status === 'queued') {
    const { mergedInto: _lead, ...rest } = job;
    return moved(rest, now, { status: 'queued' });
  }
  const { release, reasons, hint } = lead;
  return moved(job, now, {
    status: lead.status,
    ...(release === undefined ? {} : { release }),
    ...(reasons === undefined ? {} : { reasons }),
    ...(hint === undefined ? {} : { hint }),
  });
}

/**
 * The job once its publish ended: the outcome it wrote, or none (the process was killed or crashed),
 * which puts it back in the queue once, then fails it. `liveId` is the release live now.
 */
export function jobAfterOutcome(
  job: PublishJob,
  outcome: WrittenOutcome | undefined,
  liveId: string | undefined,
  now: Date,
): PublishJob {
  const { pid: _pid, pidStart: _start, ...rest } = job;
  const ended = (change: Partial<PublishJob>) => moved(rest, now, change);
  if (outcome === undefined || outcome.kind === 'stopped') {
    if (job.attempts < maxAttempts) return ended({ status: 'queued' });
    return ended({
      status: 'failed',
      reasons: [
        `The publish stopped ${job.attempts} times before it ended (the server or the publish was killed, or it crashed); the live site is as npm run releases shows. Its output: releases/.incoming/${job.id}.log`,
      ],
    });
  }
  switch (outcome.kind) {
    case 'published':
      return ended({ status: 'live', release: outcome.id });
    case 'unchanged':
      // The export is the one live (also: a publish killed after its switch, tried again).
      return liveId === undefined
        ? ended({
            status: 'failed',
            reasons: ['The export is the same as the live one, and no release is live.'],
          })
        : ended({ status: 'live', release: liveId });
    case 'refused':
      return ended({ status: 'refused', reasons: outcome.reasons, hint: outcome.hint });
    case 'busy':
      // Another publish (npm run publish by hand) took the lock first: wait for the next turn.
      return ended({ status: 'queued', attempts: Math.max(0, job.attempts - 1) });
  }
}

/** How long a finished job (its status, log and a refused export) is kept. */
export const keepFinishedDays = 30;

/** Removes the files of the jobs that ended more than `keepFinishedDays` before `now`; answers their ids. */
export function pruneJobs(releases: string, now: Date): string[] {
  const before = now.getTime() - keepFinishedDays * 24 * 3600_000;
  const old = readJobs(releases).filter(
    (job) => !['queued', 'publishing'].includes(job.status) && Date.parse(job.updated) < before,
  );
  for (const { id } of old) {
    for (const path of [
      exportFile(releases, id),
      changeFile(releases, id),
      logFile(releases, id),
      outcomeFile(releases, id),
    ])
      rmSync(path, { force: true });
    // The status last, so that a job is never half gone with its status still answered.
    rmSync(jobFile(releases, id), { force: true });
  }
  return old.map(({ id }) => id);
}

/** What GET /api/publish/{id} answers: the job without its process's details. */
export function jobAnswer(job: PublishJob): Record<string, unknown> {
  const { pid: _pid, pidStart: _start, attempts: _attempts, kind = 'export', ...shown } = job;
  return { ...shown, kind };
}
