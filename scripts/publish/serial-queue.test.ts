import { describe, expect, it } from 'vitest';
import { serialQueue } from './serial-queue';

describe('serialQueue', () => {
  it('starts each task once the one before has ended, in order, even when one fails', async () => {
    const serially = serialQueue();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} starts`);
        await new Promise((done) => setTimeout(done, 5));
        events.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      serially(task('a')),
      serially(task('b', true)),
      serially(task('c')),
    ]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toMatchObject({ value: 'c' });
  });
});
