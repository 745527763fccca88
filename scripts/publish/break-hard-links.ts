// Loaded into a release's build (`node --import`): a new release starts with its pages hard-linked to the
// live release's (a copy of 50,000 pages would take minutes and gigabytes; a link costs nothing), and a
// page the build writes again must become a file of its own instead of being rewritten in place, which
// would change the live page through the shared link. Every way the build writes a file (Astro writes
// pages with fs.promises.writeFile and restores them from its cache with fs.promises.copyFile) goes
// through these functions; each first unlinks a target that has other links, then writes a new file.
// build-release.ts links only pages (.html) and their compressed copies: every other file of a release is a
// copy of its own. `--import` loads this module in each worker thread the build starts from a file too
// (the page compressor's), and the copies' writer (src/server/http/precompressed-files.ts) removes an old
// copy before writing a new one all the same.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const { O_WRONLY, O_RDWR, O_TRUNC, O_APPEND } = fs.constants;

function writes(flags: unknown): boolean {
  if (typeof flags === 'number') return (flags & (O_WRONLY | O_RDWR | O_TRUNC | O_APPEND)) !== 0;
  return typeof flags === 'string' && /[wa+]/.test(flags);
}

/** Unlinks `path` if it is a file with other links (a page shared with a published release). */
function detach(path: unknown): void {
  if (typeof path !== 'string' && !(path instanceof URL) && !Buffer.isBuffer(path)) return; // a descriptor
  try {
    const stat = fs.lstatSync(path);
    if (stat.isFile() && stat.nlink > 1) fs.unlinkSync(path);
  } catch {
    // Not there yet: the write creates it.
  }
}

/** Replaces `target[name]` by a function that first detaches the file `pathOf` its arguments names. */
// biome-ignore lint/suspicious/noExplicitAny: wraps whichever fs function it is given, with its arguments as they come
function wrap(target: any, name: string, pathOf: (args: any[]) => unknown): void {
  const original = target[name];
  if (typeof original !== 'function') return;
  target[name] = function (this: unknown, ...args: unknown[]) {
    detach(pathOf(args));
    return original.apply(this, args);
  };
}

const first = (args: unknown[]) => args[0];
const second = (args: unknown[]) => args[1];
const whenWriting = (args: unknown[]) => (writes(args[1]) ? args[0] : undefined);
for (const name of ['writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'truncate', 'truncateSync'])
  wrap(fs, name, first);
for (const name of ['writeFile', 'appendFile', 'truncate']) wrap(fs.promises, name, first);
for (const name of ['copyFile', 'copyFileSync']) wrap(fs, name, second);
wrap(fs.promises, 'copyFile', second);
for (const name of ['open', 'openSync']) wrap(fs, name, whenWriting);
wrap(fs.promises, 'open', whenWriting);
// A write stream opens with 'w' unless told otherwise.
wrap(fs, 'createWriteStream', (args) => {
  const flags = (args[1] as { flags?: unknown } | undefined)?.flags;
  return flags === undefined || writes(flags) ? args[0] : undefined;
});
// `import { writeFile } from 'node:fs/promises'` and the like see the wrapped functions too.
syncBuiltinESMExports();
