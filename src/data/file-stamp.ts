// A file's identity, as far as a reader that keeps what it read of a file needs: its device and inode (a
// hard link of it is the same file: a release links the export a publish wrote), its size and its
// modification time to the nanosecond. The files kept this way are written whole, through a new file
// renamed over the old one (another inode), or never written again (a release's), so a reading kept
// under a stamp is still the file's while the file has that stamp.
import { statSync } from 'node:fs';

/** The stamp of the file at `path` now; undefined when there is none. */
export function fileStamp(path: string): string | undefined {
  const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
  return stat === undefined ? undefined : `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}
