// The HTTP drop's queue rules: the newest waiting export is published and the older ones superseded,
// and a publish's outcome (or its lack: a killed publish) decides the job's status.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  incomingDir,
  jobAfterOutcome,
  jobIdPattern,
  mergedAfterLead,
  newJobId,
  type PublishJob,
  pruneJobs,
  queuePlan,
  readJob,
  readJobs,
  writeJob,
} from './publish-jobs.ts';

const now = new Date('2026-12-02T10:00:00.000Z');
const job = (id: string, status: PublishJob['status'], received: string, attempts = 0): PublishJob => ({
  id,
  status,
  received,
  updated: received,
  bytes: 1,
  attempts,
});

describe('queuePlan', () => {
  it('publishes the newest waiting export and supersedes the older ones', () => {
    const plan = queuePlan([
      job('b', 'queued', '2026-12-02T10:00:02Z'),
      job('a', 'queued', '2026-12-02T10:00:01Z'),
      job('c', 'queued', '2026-12-02T10:00:03Z'),
      job('x', 'live', '2026-12-02T09:00:00Z'),
    ]);
    expect(plan.kind).toBe('publish');
    if (plan.kind !== 'publish') return;
    expect(plan.job.id).toBe('c');
    expect(plan.superseded.map(({ id }) => id)).toEqual(['a', 'b']);
  });

  it('merges the changes received after the newest whole export into one publish on it', () => {
    const change = (id: string, received: string) => ({
      ...job(id, 'queued', received),
      kind: 'change' as const,
    });
    const plan = queuePlan([
      change('c1', '1'),
      job('e1', 'queued', '2'),
      change('c2', '3'),
      job('e2', 'queued', '4'),
      change('c3', '5'),
      change('c4', '6'),
    ]);
    if (plan.kind !== 'publish') throw new Error(plan.kind);
    expect(plan.job.id).toBe('c4');
    expect(plan.base?.id).toBe('e2');
    expect(plan.changes.map(({ id }) => id)).toEqual(['c3', 'c4']);
    expect(plan.merged.map(({ id }) => id)).toEqual(['e2', 'c3']);
    expect(plan.superseded.map(({ id }) => id)).toEqual(['c1', 'e1', 'c2']);

    const changesOnly = queuePlan([change('c2', '2'), change('c1', '1')]);
    if (changesOnly.kind !== 'publish') throw new Error(changesOnly.kind);
    expect(changesOnly.base).toBeUndefined();
    expect(changesOnly.changes.map(({ id }) => id)).toEqual(['c1', 'c2']);
    expect(changesOnly.superseded).toEqual([]);
  });

  it('gives a merged job the end of the publish it went with, or the queue again with it', () => {
    const merged = { ...job('c1', 'merged', '1'), kind: 'change' as const, mergedInto: 'c2' };
    const lead = (change: Partial<PublishJob>) => ({ ...job('c2', 'live', '2'), ...change });
    expect(mergedAfterLead(merged, lead({ release: 'r3' }), now)).toMatchObject({
      status: 'live',
      release: 'r3',
      mergedInto: 'c2',
    });
    expect(
      mergedAfterLead(merged, lead({ status: 'refused', reasons: ['Price'], hint: 'h' }), now),
    ).toMatchObject({
      status: 'refused',
      reasons: ['Price'],
    });
    const again = mergedAfterLead(merged, lead({ status: 'queued' }), now);
    expect(again.status).toBe('queued');
    expect(again).not.toHaveProperty('mergedInto');
  });

  it('waits while a publish runs, and is idle with nothing waiting', () => {
    expect(queuePlan([job('a', 'queued', '1'), job('b', 'publishing', '0')]).kind).toBe('publishing');
    expect(queuePlan([job('a', 'refused', '1')]).kind).toBe('idle');
  });
});

describe('jobAfterOutcome', () => {
  const running = { ...job('a', 'publishing', '0', 1), pid: 42, pidStart: '7' };

  it('reads each outcome as a status', () => {
    const live = jobAfterOutcome(running, { kind: 'published', id: 'r2' }, 'r2', now);
    expect(live).toMatchObject({ status: 'live', release: 'r2' });
    expect(live).not.toHaveProperty('pid');
    expect(jobAfterOutcome(running, { kind: 'unchanged' }, 'r1', now)).toMatchObject({
      status: 'live',
      release: 'r1',
    });
    expect(
      jobAfterOutcome(running, { kind: 'refused', reasons: ['Listings fall'], hint: 'h' }, 'r1', now),
    ).toMatchObject({ status: 'refused', reasons: ['Listings fall'] });
    expect(jobAfterOutcome(running, { kind: 'busy' }, 'r1', now)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });

  it('tries a publish that ended without an outcome once more, then fails it', () => {
    expect(jobAfterOutcome(running, undefined, 'r1', now).status).toBe('queued');
    expect(jobAfterOutcome({ ...running, attempts: 2 }, undefined, 'r1', now).status).toBe('failed');
  });

  it("treats a warm publisher's publish that stopped as one killed: once more, then failed", () => {
    expect(jobAfterOutcome(running, { kind: 'stopped' }, 'r1', now).status).toBe('queued');
    expect(jobAfterOutcome({ ...running, attempts: 2 }, { kind: 'stopped' }, 'r1', now)).toMatchObject({
      status: 'failed',
    });
  });
});

describe('job files', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('are written whole and read back; an id that is no job id reads nothing', () => {
    folder = mkdtempSync(join(tmpdir(), 'publish-jobs-'));
    const id = newJobId(now, '0a1b2c3d');
    expect(id).toBe('20261202-100000-000-0a1b2c3d');
    expect(jobIdPattern.test(id)).toBe(true);
    writeJob(folder, job(id, 'queued', now.toISOString()));
    expect(readJob(folder, id)?.status).toBe('queued');
    expect(readJobs(folder).map((read) => read.id)).toEqual([id]);
    expect(readdirSync(incomingDir(folder))).toEqual([`${id}.json`]);
    expect(readJob(folder, '../../etc/passwd')).toBeUndefined();
  });

  it('are pruned 30 days after their job ended, never while it waits or runs', () => {
    folder = mkdtempSync(join(tmpdir(), 'publish-jobs-'));
    const old = '2026-10-01T00:00:00.000Z';
    const ids = ['0a0a0a0a', '0b0b0b0b', '0c0c0c0c'].map((random) => newJobId(new Date(old), random));
    writeJob(folder, job(ids[0] ?? '', 'refused', old));
    writeJob(folder, job(ids[1] ?? '', 'queued', old));
    writeJob(folder, job(ids[2] ?? '', 'live', now.toISOString()));
    expect(pruneJobs(folder, now)).toEqual([ids[0]]);
    expect(
      readJobs(folder)
        .map((read) => read.id)
        .sort(),
    ).toEqual([ids[1], ids[2]]);
  });
});
