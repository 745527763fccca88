// `npm run publish -- --watch <folder>`: publishes each export (folder, .zip or .tar.gz) that lands in the
// folder, once it has stopped changing or its ready marker says it is whole, one at a time and in the order
// they arrived; then moves it to .published/ or .refused/ (with a .txt saying why) inside the folder.
import {
  existsSync,
  type FSWatcher,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  type DropLook,
  type DropState,
  isReadyMarker,
  markedReady,
  observeDrop,
  readyMarkerOf,
  settlesAt,
} from '../../src/domain/publish/drop-settling';
import type { PublishOutcome } from './publish-export';

/** How the watcher runs. */
export interface WatchOptions {
  /** How long a drop must stay unchanged before it is read. */
  readonly settleMs: number;
  readonly pollMs: number;
  readonly publish: (path: string) => Promise<PublishOutcome>;
  readonly log: (line: string) => void;
  /** Stops the watcher (between two looks, never during a publish). */
  readonly signal?: AbortSignal;
}

// Names a copy in progress often has, our own result folders, and the ready markers.
const ignored = (name: string) =>
  name.startsWith('.') || /\.(part|tmp|crdownload|partial)$/i.test(name) || isReadyMarker(name);

/** When the ready marker of drop `name` last changed, if there is one. */
const markedAt = (folder: string, name: string): number | undefined =>
  statSync(join(folder, readyMarkerOf(name)), { throwIfNoEntry: false })?.ctimeMs;

/**
 * Files, bytes and the newest status-change time of a drop (a folder is walked): its signature, and that
 * time as when it last changed. The status-change time moves with every write, rename and new entry, and
 * no tool can set it back, as `cp -p` or an unzip set back the modification time.
 */
export function lookAtDrop(path: string): DropLook {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { signature: `1 ${stat.size} ${stat.ctimeMs}`, changedAt: stat.ctimeMs };
  let files = 0;
  let bytes = 0;
  let newest = stat.ctimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    const inner = statSync(join(entry.parentPath, entry.name));
    newest = Math.max(newest, inner.ctimeMs);
    if (entry.isFile()) {
      files++;
      bytes += inner.size;
    }
  }
  return { signature: `${files} ${bytes} ${newest}`, changedAt: newest };
}

function file(folder: string, into: string, name: string, note?: string): void {
  const target = join(folder, into);
  mkdirSync(target, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  renameSync(join(folder, name), join(target, `${stamp}-${name}`));
  if (note !== undefined) writeFileSync(join(target, `${stamp}-${name}.txt`), `${note}\n`);
}

/**
 * A sleep that the signal ends, and that `wake` ends early: a ready marker written in the folder wakes the
 * watcher (fs.watch), which otherwise looks once a poll.
 */
function wakeableSleep(folder: string, signal?: AbortSignal) {
  // A marker written while the watcher publishes ends the next sleep at once.
  let woken = false;
  const later = () => {
    woken = true;
  };
  let wake = later;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(folder, (_event, name) => {
      if (typeof name === 'string' && isReadyMarker(name)) wake();
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    // A folder fs.watch cannot follow (some network file systems): the polls alone.
  }
  return {
    sleep: (ms: number) =>
      new Promise<void>((done) => {
        // Stopped during a publish: the signal has already fired.
        if (signal?.aborted || woken) {
          woken = false;
          return done();
        }
        const end = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', end);
          wake = later;
          done();
        };
        const timer = setTimeout(end, ms);
        signal?.addEventListener('abort', end);
        wake = end;
      }),
    close: () => watcher?.close(),
  };
}

/** Watches `folder` until the signal aborts. */
export async function watchDropFolder(folder: string, options: WatchOptions): Promise<void> {
  const { log } = options;
  mkdirSync(folder, { recursive: true });
  const seen = new Map<string, DropState>();
  log(
    `Watching ${folder} for exports (read once unchanged for ${options.settleMs / 1000} s, or at once with a ready marker).`,
  );
  const { sleep, close } = wakeableSleep(folder, options.signal);
  try {
    await watchLoop(folder, seen, options, sleep);
  } finally {
    close();
  }
}

async function watchLoop(
  folder: string,
  seen: Map<string, DropState>,
  options: WatchOptions,
  sleep: (ms: number) => Promise<void>,
): Promise<void> {
  const { log } = options;
  while (!options.signal?.aborted) {
    const now = Date.now();
    const names = readdirSync(folder).filter((name) => !ignored(name));
    for (const name of seen.keys()) if (!names.includes(name)) seen.delete(name);
    const ready: string[] = [];
    for (const name of names) {
      let look: DropLook;
      try {
        look = lookAtDrop(join(folder, name));
      } catch {
        continue; // renamed or deleted while we looked
      }
      const { state, settled } = observeDrop(seen.get(name), look, now, options.settleMs);
      const marked = markedReady(markedAt(folder, name), look);
      if (!marked && (!seen.has(name) || seen.get(name)?.signature !== look.signature))
        log(`Seen ${name}; waiting for it to stop changing.`);
      seen.set(name, state);
      if (settled || marked) ready.push(name);
    }
    // Oldest first, one at a time.
    ready.sort((a, b) => (seen.get(a)?.since ?? 0) - (seen.get(b)?.since ?? 0));
    for (const name of ready) {
      if (options.signal?.aborted) break;
      const path = join(folder, name);
      if (!existsSync(path) || lookAtDrop(path).signature !== seen.get(name)?.signature) continue;
      log(`Publishing ${name}.`);
      const outcome = await options.publish(path);
      // Stopped (Ctrl+C) during its publish: the drop stays where it is, for the next watcher.
      if (options.signal?.aborted) break;
      if (outcome.kind === 'busy') {
        log(`Another publish (pid ${outcome.holder.pid}) is running; ${name} waits for it.`);
        break;
      }
      seen.delete(name);
      // The marker goes first. Should the watcher stop before the drop is moved, the drop is published
      // again by its settling wait; a marker left behind instead would be older than the next drop of this
      // name, so ignored (markedReady), but a file nobody needs.
      rmSync(join(folder, readyMarkerOf(name)), { force: true });
      if (outcome.kind === 'refused') {
        file(folder, '.refused', name, [...outcome.reasons, outcome.hint].join('\n'));
        log(`Refused ${name}: moved to ${join(folder, '.refused')}.`);
      } else {
        file(folder, '.published', name);
        log(
          `${outcome.kind === 'unchanged' ? 'Unchanged' : 'Published'} ${name}: moved to ${join(folder, '.published')}.`,
        );
      }
    }
    await sleep(untilNextLook(seen, options));
  }
}

/** How long to sleep before looking again: a poll, or less when a drop's wait ends sooner. */
function untilNextLook(seen: ReadonlyMap<string, DropState>, { pollMs, settleMs }: WatchOptions): number {
  const now = Date.now();
  let next = now + pollMs;
  for (const state of seen.values()) {
    const at = settlesAt(state, settleMs);
    if (at > now) next = Math.min(next, at);
  }
  return next - now;
}
