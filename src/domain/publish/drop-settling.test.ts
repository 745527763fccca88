// Unit tests of when a dropped export counts as completely copied.
import { describe, expect, it } from 'vitest';
import { observeDrop } from './drop-settling';

describe('observeDrop', () => {
  it('never reads a drop the first time it is seen', () => {
    expect(observeDrop(undefined, 'a', 0, 0).settled).toBe(false);
  });

  it('waits until the drop has not changed for the settling time', () => {
    let { state } = observeDrop(undefined, '3 files 100 bytes', 0, 5000);
    expect(observeDrop(state, '3 files 100 bytes', 4999, 5000).settled).toBe(false);
    expect(observeDrop(state, '3 files 100 bytes', 5000, 5000).settled).toBe(true);
    // A copy that grows again starts the wait over.
    ({ state } = observeDrop(state, '4 files 180 bytes', 6000, 5000));
    expect(observeDrop(state, '4 files 180 bytes', 10_999, 5000).settled).toBe(false);
    expect(observeDrop(state, '4 files 180 bytes', 11_000, 5000).settled).toBe(true);
  });
});
