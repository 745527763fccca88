import { describe, expect, it } from 'vitest';
import { createPasswordWorkQueue, PasswordWorkBusy } from './password-work-queue';

/** A job that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open: () => open(),
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}

const limits = {
  concurrency: 2,
  maxWaiting: 4,
  maxWaitingPerClient: 2,
  maxWaitMs: 60_000,
  priorityConcurrency: 1,
  maxWaitingPriority: 2,
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createPasswordWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the next one when one ends', async () => {
    const queue = createPasswordWorkQueue(limits);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => gate(log, name));
    const results = jobs.map((job, index) => queue.run(`client-${index}`, job.work));
    await tick();
    expect(log).toEqual(['a', 'b']);
    jobs[0]?.open();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    for (const job of jobs) job.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('takes turns between clients: a client with many jobs waits behind one with a single job', async () => {
    const queue = createPasswordWorkQueue({ ...limits, concurrency: 1, maxWaiting: 8 });
    const log: string[] = [];
    const first = gate(log, 'x0');
    const jobs = [gate(log, 'x1'), gate(log, 'x2'), gate(log, 'y1')];
    const all = [
      queue.run('x', first.work),
      queue.run('x', jobs[0]?.work ?? first.work),
      queue.run('x', jobs[1]?.work ?? first.work),
      queue.run('y', jobs[2]?.work ?? first.work),
    ];
    first.open();
    for (const job of jobs) job.open();
    await Promise.all(all);
    expect(log).toEqual(['x0', 'x1', 'y1', 'x2']);
  });

  it('turns a job away at once, with a retry delay, when the client or the whole queue has too many waiting', async () => {
    const queue = createPasswordWorkQueue({ ...limits, concurrency: 1 });
    const log: string[] = [];
    const blocker = gate(log, 'running');
    const running = queue.run('a', blocker.work);
    const waitingA = [queue.run('a', async () => 'a1'), queue.run('a', async () => 'a2')];
    await expect(queue.run('a', async () => 'a3')).rejects.toBeInstanceOf(PasswordWorkBusy);
    const waitingB = [queue.run('b', async () => 'b1'), queue.run('c', async () => 'c1')];
    const refused = await queue.run('d', async () => 'd1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PasswordWorkBusy);
    expect((refused as PasswordWorkBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    blocker.open();
    expect(await Promise.all([running, ...waitingA, ...waitingB])).toEqual([
      'running',
      'a1',
      'a2',
      'b1',
      'c1',
    ]);
  });

  it('turns away a job that waited longer than maxWaitMs, and never runs it', async () => {
    const queue = createPasswordWorkQueue({ ...limits, concurrency: 1, maxWaitMs: 20 });
    const log: string[] = [];
    const blocker = gate(log, 'running');
    const running = queue.run('a', blocker.work);
    const late = queue.run('b', async () => {
      log.push('late');
      return 'late';
    });
    await expect(late).rejects.toBeInstanceOf(PasswordWorkBusy);
    blocker.open();
    await running;
    await tick();
    expect(log).toEqual(['running']);
    // The queue still works after a refusal.
    expect(await queue.run('b', async () => 'again')).toBe('again');
  });

  it('runs a priority job ahead of every waiting job, in a slot of its own, even when the queue is full', async () => {
    const queue = createPasswordWorkQueue({ ...limits, concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const blocker = gate(log, 'running');
    const running = queue.run('a', blocker.work);
    const waiting = [queue.run('b', async () => 'b1'), queue.run('c', async () => 'c1')];
    // The queue is full for everyone else, as it says before being asked to run anything...
    expect(queue.refusal('d')).toBeInstanceOf(PasswordWorkBusy);
    expect(queue.refusal('e', true)).toBeUndefined();
    await expect(queue.run('d', async () => 'd1')).rejects.toBeInstanceOf(PasswordWorkBusy);
    // ...but a priority job runs at once, beside the running job, before the waiting ones.
    const owner = gate(log, 'owner');
    const first = queue.run('e', owner.work, true);
    await tick();
    expect(log).toEqual(['running', 'owner']);
    owner.open();
    expect(await first).toBe('owner');
    // With its slot taken, the next priority job waits, still ahead of the others.
    const second = gate(log, 'owner-2');
    const third = gate(log, 'owner-3');
    const busy = queue.run('e', second.work, true);
    await tick();
    const behind = queue.run('e', third.work, true);
    // A slot that frees goes to the waiting priority job; the others wait until no priority job runs.
    blocker.open();
    await running;
    await tick();
    expect(log).toEqual(['running', 'owner', 'owner-2', 'owner-3']);
    second.open();
    third.open();
    expect(await Promise.all([running, busy, behind, ...waiting])).toEqual([
      'running',
      'owner-2',
      'owner-3',
      'b1',
      'c1',
    ]);
    expect(log.slice(0, 4)).toEqual(['running', 'owner', 'owner-2', 'owner-3']);
    // The priority lane has its own bound.
    const hold = gate(log, 'hold');
    const holding = [queue.run('x', hold.work, true), queue.run('x', hold.work, true)];
    const lane = [queue.run('x', hold.work, true), queue.run('x', hold.work, true)];
    await expect(queue.run('x', hold.work, true)).rejects.toBeInstanceOf(PasswordWorkBusy);
    hold.open();
    await Promise.all([...holding, ...lane]);
  });
});
