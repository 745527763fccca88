// `npm run publish -- --watch <folder>`: publishes each export (folder, .zip or .tar.gz) that lands in the
// folder, once it has stopped changing, one at a time and in the order they arrived; then moves it to
// .published/ or .refused/ (with a .txt saying why) inside the folder.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DropState, observeDrop } from '../../src/domain/publish/drop-settling';
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

// Names a copy in progress often has, and our own result folders.
const ignored = (name: string) => name.startsWith('.') || /\.(part|tmp|crdownload|partial)$/i.test(name);

/** Files, bytes and newest modification time of a drop (a folder is walked), as one string. */
export function dropSignature(path: string): string {
  const stat = statSync(path);
  if (!stat.isDirectory()) return `1 ${stat.size} ${stat.mtimeMs}`;
  let files = 0;
  let bytes = 0;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    const inner = statSync(join(entry.parentPath, entry.name));
    newest = Math.max(newest, inner.mtimeMs);
    if (entry.isFile()) {
      files++;
      bytes += inner.size;
    }
  }
  return `${files} ${bytes} ${newest}`;
}

function file(folder: string, into: string, name: string, note?: string): void {
  const target = join(folder, into);
  mkdirSync(target, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  renameSync(join(folder, name), join(target, `${stamp}-${name}`));
  if (note !== undefined) writeFileSync(join(target, `${stamp}-${name}.txt`), `${note}\n`);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });

/** Watches `folder` until the signal aborts. */
export async function watchDropFolder(folder: string, options: WatchOptions): Promise<void> {
  const { log } = options;
  mkdirSync(folder, { recursive: true });
  const seen = new Map<string, DropState>();
  log(`Watching ${folder} for exports (read once unchanged for ${options.settleMs / 1000} s).`);
  while (!options.signal?.aborted) {
    const now = Date.now();
    const names = readdirSync(folder).filter((name) => !ignored(name));
    for (const name of seen.keys()) if (!names.includes(name)) seen.delete(name);
    const ready: string[] = [];
    for (const name of names) {
      let signature: string;
      try {
        signature = dropSignature(join(folder, name));
      } catch {
        continue; // renamed or deleted while we looked
      }
      const { state, settled } = observeDrop(seen.get(name), signature, now, options.settleMs);
      if (!seen.has(name) || seen.get(name)?.signature !== signature)
        log(`Seen ${name}; waiting for it to stop changing.`);
      seen.set(name, state);
      if (settled) ready.push(name);
    }
    // Oldest first, one at a time.
    ready.sort((a, b) => (seen.get(a)?.since ?? 0) - (seen.get(b)?.since ?? 0));
    for (const name of ready) {
      if (options.signal?.aborted) break;
      const path = join(folder, name);
      if (!existsSync(path) || dropSignature(path) !== seen.get(name)?.signature) continue;
      log(`Publishing ${name}.`);
      const outcome = await options.publish(path);
      // Stopped (Ctrl+C) during its publish: the drop stays where it is, for the next watcher.
      if (options.signal?.aborted) break;
      if (outcome.kind === 'busy') {
        log(`Another publish (pid ${outcome.holder.pid}) is running; ${name} waits for it.`);
        break;
      }
      seen.delete(name);
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
    await sleep(options.pollMs, options.signal);
  }
}
