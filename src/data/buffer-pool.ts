// Buffers for reading the export's largest file (128 MB at 10,000 listings) kept from one read to the
// next: in a warm publisher, whose heap is large, each new buffer of that size made V8 collect the whole
// heap first (0.7 to 0.8 s a read, under a CPU profiler), where a buffer read into again costs nothing.
// New memory also costs its first write on these virtual machines: reading the 1.3 GB listings file of
// 100,000 listings into a new buffer took 4.5 s, into one written before 0.1 s (the file in memory both
// times). A warm publisher makes its next buffer as it starts (`prepare`), not in its first publish.
import { closeSync, openSync, readSync } from 'node:fs';

export interface BufferPool {
  /** A buffer of at least `size` bytes that nobody else holds. */
  take(size: number): Buffer;
  /** Gives back a buffer `take` gave, once nothing reads it any more. */
  give(buffer: Buffer): void;
  /** Makes a free buffer for `size` bytes now, each of its pages written once, unless one is free. */
  prepare(size: number): void;
}

// Room to grow: the next export is a few records longer.
const roomFor = (size: number) => Math.ceil(size * 1.25);

/** A pool keeping at most `keep` free buffers. */
export function bufferPool(keep = 2): BufferPool {
  const free: Buffer[] = [];
  const fitting = (size: number) =>
    free.filter((buffer) => buffer.length >= size).sort((a, b) => a.length - b.length)[0];
  const give = (buffer: Buffer) => {
    if (free.includes(buffer)) return;
    free.push(buffer);
    if (free.length > keep) free.sort((a, b) => b.length - a.length).splice(keep);
  };
  return {
    take: (size) => {
      const fits = fitting(size);
      if (fits === undefined) return Buffer.allocUnsafeSlow(roomFor(size));
      free.splice(free.indexOf(fits), 1);
      return fits;
    },
    give,
    prepare: (size) => {
      if (keep === 0 || fitting(size) !== undefined) return;
      give(Buffer.allocUnsafeSlow(roomFor(size)).fill(0));
    },
  };
}

/**
 * The bytes of the file at `path` read into `buffer`: the part of it they fill. A file longer than the
 * buffer (it grew since its size was read) is cut at the buffer's end, which its reader then finds broken.
 */
export function readInto(path: string, buffer: Buffer): Buffer {
  const fd = openSync(path, 'r');
  try {
    let length = 0;
    while (length < buffer.length) {
      // readSync refuses a length over 2 GiB, and buffers are made with room to grow (1.25 times the
      // file): a listings file over 1.7 GB (some 133,000 listings) asked for more.
      const read = readSync(fd, buffer, length, Math.min(buffer.length - length, mostPerRead), null);
      if (read === 0) break;
      length += read;
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

const mostPerRead = 1024 * 1024 * 1024;
