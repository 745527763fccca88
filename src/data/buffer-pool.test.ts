import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferPool, readInto } from './buffer-pool';

const temp = mkdtempSync(join(tmpdir(), 'buffer-pool-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('bufferPool', () => {
  it('gives a buffer given back to the next read that fits in it, never one still held', () => {
    const pool = bufferPool();
    const first = pool.take(100);
    const second = pool.take(100);
    expect(second).not.toBe(first);
    pool.give(first);
    expect(pool.take(110)).toBe(first); // made with room to grow
    expect(pool.take(100)).not.toBe(first);
    pool.give(first);
    expect(pool.take(1000)).not.toBe(first);
  });

  it('keeps the largest free buffers only', () => {
    const pool = bufferPool(1);
    const small = pool.take(10);
    const large = pool.take(1000);
    pool.give(small);
    pool.give(large);
    expect(pool.take(10)).toBe(large);
    expect(pool.take(10)).not.toBe(small);
  });

  it('makes the next buffer ahead, once, and the next read takes it', () => {
    const pool = bufferPool(1);
    pool.prepare(100);
    const made = pool.take(100);
    expect(made.length).toBeGreaterThanOrEqual(125); // with room to grow, as take makes them
    expect(made.every((byte) => byte === 0)).toBe(true); // written through, so that its pages exist
    pool.give(made);
    pool.prepare(100); // one that fits is free: none made
    expect(pool.take(100)).toBe(made);
    expect(pool.take(100)).not.toBe(made);
    // A pool that keeps none makes none.
    const none = bufferPool(0);
    none.prepare(100);
    const taken = none.take(100);
    none.give(taken);
    expect(none.take(100)).not.toBe(taken);
  });
});

describe('readInto', () => {
  it('reads a file into the buffer, as long as the file or cut at the buffer’s end', () => {
    const path = join(temp, 'file.json');
    writeFileSync(path, '[1, 2, 3]');
    expect(readInto(path, Buffer.alloc(64)).toString()).toBe('[1, 2, 3]');
    expect(readInto(path, Buffer.alloc(4)).toString()).toBe('[1, ');
  });

  it('reads into a buffer over 2 GiB, more than one read of Node may ask for', () => {
    const path = join(temp, 'small.json');
    writeFileSync(path, '[4, 5]');
    // Unsafe and never written past the file's bytes: the memory is reserved, not used.
    expect(readInto(path, Buffer.allocUnsafeSlow(2 ** 31 + 16)).toString()).toBe('[4, 5]');
  });
});
