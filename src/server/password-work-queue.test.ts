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

const limits = { concurrency: 2, maxWaiting: 4, maxWaitingPerClient: 2, maxWaitMs: 60_000 };
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
});
