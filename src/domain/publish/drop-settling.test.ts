// Unit tests of when a dropped export counts as completely copied.
import { describe, expect, it } from 'vitest';
import { isReadyMarker, markedReady, observeDrop, readyMarkerOf, settlesAt } from './drop-settling';

const look = (signature: string, changedAt: number) => ({ signature, changedAt });

describe('observeDrop', () => {
  it('never reads a drop the first time it is seen, however long ago it last changed', () => {
    expect(observeDrop(undefined, look('a', 0), 60_000, 0).settled).toBe(false);
  });

  it('waits until the drop has not changed for the settling time', () => {
    let { state } = observeDrop(undefined, look('3 files 100 bytes', 0), 0, 5000);
    expect(observeDrop(state, look('3 files 100 bytes', 0), 4999, 5000).settled).toBe(false);
    expect(observeDrop(state, look('3 files 100 bytes', 0), 5000, 5000).settled).toBe(true);
    // A copy that grows again starts the wait over.
    ({ state } = observeDrop(state, look('4 files 180 bytes', 6000), 6000, 5000));
    expect(observeDrop(state, look('4 files 180 bytes', 6000), 10_999, 5000).settled).toBe(false);
    expect(observeDrop(state, look('4 files 180 bytes', 6000), 11_000, 5000).settled).toBe(true);
  });

  it('counts the wait from the last change the file system recorded, not from the first look', () => {
    // Copied until 1000, first seen at 1900 (the watcher looks once a second).
    const { state } = observeDrop(undefined, look('2 files 50 bytes', 1000), 1900, 3000);
    expect(settlesAt(state, 3000)).toBe(4000);
    expect(observeDrop(state, look('2 files 50 bytes', 1000), 3999, 3000).settled).toBe(false);
    expect(observeDrop(state, look('2 files 50 bytes', 1000), 4000, 3000).settled).toBe(true);
  });

  it('counts from the look when the recorded change is ahead of the watcher’s clock', () => {
    const { state } = observeDrop(undefined, look('2 files 50 bytes', 9000), 2000, 3000);
    expect(settlesAt(state, 3000)).toBe(5000);
  });
});

describe('the ready marker', () => {
  it('is named after its drop', () => {
    expect(readyMarkerOf('export.zip')).toBe('export.zip.ready');
    expect(isReadyMarker('export.zip.ready')).toBe(true);
    expect(isReadyMarker('export.zip')).toBe(false);
  });

  it('says a drop is ready only when written after the drop last changed', () => {
    expect(markedReady(undefined, look('1 5 100', 100))).toBe(false);
    expect(markedReady(100, look('1 5 100', 100))).toBe(true);
    expect(markedReady(250, look('1 5 100', 100))).toBe(true);
    // Left from an earlier drop of the same name.
    expect(markedReady(50, look('1 5 100', 100))).toBe(false);
  });
});
