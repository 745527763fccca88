import { describe, expect, it } from 'vitest';
import { callBatcher } from './call-batcher';

describe('callBatcher', () => {
  it('sends the calls of one turn as one batch and gives each call its own result', async () => {
    const batches: number[][] = [];
    const double = callBatcher(async (items: readonly number[]) => {
      batches.push([...items]);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('holds new calls while maxInFlight batches are answered, then sends them together', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const call = callBatcher(
      async (items: readonly number[]) => {
        batches.push([...items]);
        await gate;
        return items;
      },
      { maxInFlight: 1, maxItems: 2 },
    );
    const first = [call(1), call(2), call(3)];
    await new Promise((done) => setImmediate(done));
    const later = [call(4), call(5)];
    await new Promise((done) => setTimeout(done, 10));
    // One batch in flight (two calls at most); the rest waits for it.
    expect(batches).toEqual([[1, 2]]);
    release();
    expect(await Promise.all([...first, ...later])).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a batch that fails, or answers with the wrong number of results', async () => {
    const failing = callBatcher(async (): Promise<number[]> => {
      throw new Error('database gone');
    });
    const results = await Promise.allSettled([failing(1), failing(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const short = callBatcher(async () => [1]);
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow('a batch of 2 calls got 1 results');
    // The batcher still works after a failure.
    let fail = true;
    const recovering = callBatcher(async (items: readonly number[]) => {
      if (fail) throw new Error('once');
      return items;
    });
    await expect(recovering(1)).rejects.toThrow('once');
    fail = false;
    expect(await recovering(7)).toBe(7);
  });
});
