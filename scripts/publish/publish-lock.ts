// One publish (or rollback) at a time: a lock file in the releases folder holds the publisher's process
// id and, while it builds, the build's. A lock whose publisher is dead (kill -9, a power cut) is stale:
// the next publish stops the orphaned build, if any, and takes the lock over.
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Run by Node itself (types stripped), like release-store.ts, for a quick `npm run rollback`.

/**
 * What the lock file says about the publish that holds it: its process, since when, what it does
 * (`publish <source>`, `rollback`) and the running `astro build`, while there is one.
 * `pidStart` and `buildStart` are when those processes started (Linux), so that a process that got the
 * id after the publisher died is neither taken for it nor stopped.
 */
export interface LockHolder {
  pid: number;
  pidStart?: string | undefined;
  startedAt: string;
  task: string;
  buildPid?: number;
  buildStart?: string;
}

/**
 * A lock this process holds. `setBuildPid` records the build's process id, so that a publisher killed
 * mid-build does not leave it running unseen.
 */
export interface PublishLock {
  setBuildPid(pid: number | undefined): void;
  release(): void;
}

/** The lock file of a releases folder. */
export const lockPath = (releases: string): string => join(releases, '.publish.lock');

/**
 * Whether a process with this id is running (EPERM: it is, under another user).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or undefined
 * where there is no /proc.
 */
export function processStart(pid: number): string | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the publisher that wrote the lock is still running. */
function holderRunning(holder: LockHolder): boolean {
  if (!isRunning(holder.pid)) return false;
  return holder.pidStart === undefined || processStart(holder.pid) === holder.pidStart;
}

/** Who holds the lock of `releases` (a folder holding such a lock), if its holder is still running. */
export function runningHolder(releases: string): LockHolder | undefined {
  const holder = readHolder(lockPath(releases));
  return holder !== undefined && holderRunning(holder) ? holder : undefined;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8'));
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined; // gone, or half-written by a publisher killed while writing it: stale either way
  }
}

function write(path: string, holder: LockHolder): void {
  const temp = `${path}.${process.pid}`;
  writeFileSync(temp, JSON.stringify(holder));
  renameSync(temp, path);
}

/**
 * Takes the lock, or answers who holds it. A stale lock (its publisher is not running) is moved aside by
 * a rename, which only one of two publishers racing for it can do, after stopping its orphaned build.
 */
export function acquireLock(releases: string, task: string): PublishLock | { held: LockHolder } {
  const path = lockPath(releases);
  for (let attempt = 0; attempt < 5; attempt++) {
    const pidStart = processStart(process.pid);
    const holder: LockHolder = {
      pid: process.pid,
      ...(pidStart === undefined ? {} : { pidStart }),
      startedAt: new Date().toISOString(),
      task,
    };
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, JSON.stringify(holder));
      closeSync(fd);
      let current: LockHolder = holder;
      return {
        setBuildPid(pid) {
          const { buildPid: _, buildStart: __, ...rest } = current;
          const buildStart = pid === undefined ? undefined : processStart(pid);
          current =
            pid === undefined
              ? rest
              : { ...rest, buildPid: pid, ...(buildStart === undefined ? {} : { buildStart }) };
          write(path, current);
        },
        release() {
          if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const other = readHolder(path);
    if (other !== undefined && holderRunning(other)) return { held: other };
    if (
      other?.buildPid !== undefined &&
      holderRunning({ pid: other.buildPid, pidStart: other.buildStart, startedAt: '', task: '' })
    ) {
      // The orphaned build of a killed publisher would go on writing into a folder we are about to delete.
      try {
        process.kill(-other.buildPid, 'SIGKILL');
      } catch {
        process.kill(other.buildPid, 'SIGKILL');
      }
    }
    try {
      renameSync(path, `${path}.stale-${process.pid}`);
      rmSync(`${path}.stale-${process.pid}`, { force: true });
    } catch {
      // Another publisher moved it first; try again to take the lock.
    }
  }
  const other = readHolder(path);
  if (other !== undefined) return { held: other };
  throw new Error(`Could not take the publish lock ${path}`);
}
