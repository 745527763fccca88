// Loaded into a release's build (`node --import`): a new release starts with its pages hard-linked to the
// live release's (a copy of 50,000 pages would take minutes and gigabytes; a link costs nothing), and a
// page the build writes again must become a file of its own instead of being rewritten in place, which
// would change the live page through the shared link. Every way the build writes a file (Astro writes
// pages with fs.promises.writeFile and restores them from its cache with fs.promises.copyFile) goes
// through these functions; each first unlinks a target that has other links, then writes a new file.
// build-release.ts links only pages (.html): every other file of a release is a copy of its own.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const { O_WRONLY, O_RDWR, O_TRUNC, O_APPEND } = fs.constants;

/** @param {unknown} flags */
function writes(flags) {
  if (typeof flags === 'number') return (flags & (O_WRONLY | O_RDWR | O_TRUNC | O_APPEND)) !== 0;
  return typeof flags === 'string' && /[wa+]/.test(flags);
}

/** Unlinks `path` if it is a file with other links (a page shared with a published release). */
function detach(/** @type {unknown} */ path) {
  if (typeof path !== 'string' && !(path instanceof URL) && !Buffer.isBuffer(path)) return; // a descriptor
  try {
    const stat = fs.lstatSync(path);
    if (stat.isFile() && stat.nlink > 1) fs.unlinkSync(path);
  } catch {
    // Not there yet: the write creates it.
  }
}

/**
 * @param {any} target
 * @param {string} name
 * @param {(args: any[]) => unknown} pathOf
 */
function wrap(target, name, pathOf) {
  const original = target[name];
  if (typeof original !== 'function') return;
  target[name] = function (/** @type {any[]} */ ...args) {
    detach(pathOf(args));
    return original.apply(this, args);
  };
}

const first = (/** @type {any[]} */ args) => args[0];
const second = (/** @type {any[]} */ args) => args[1];
const whenWriting = (/** @type {any[]} */ args) => (writes(args[1]) ? args[0] : undefined);
for (const name of ['writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'truncate', 'truncateSync'])
  wrap(fs, name, first);
for (const name of ['writeFile', 'appendFile', 'truncate']) wrap(fs.promises, name, first);
for (const name of ['copyFile', 'copyFileSync']) wrap(fs, name, second);
wrap(fs.promises, 'copyFile', second);
for (const name of ['open', 'openSync']) wrap(fs, name, whenWriting);
wrap(fs.promises, 'open', whenWriting);
// A write stream opens with 'w' unless told otherwise.
wrap(fs, 'createWriteStream', (args) =>
  args[1]?.flags === undefined || writes(args[1].flags) ? args[0] : undefined,
);
// `import { writeFile } from 'node:fs/promises'` and the like see the wrapped functions too.
syncBuiltinESMExports();
