// Astro's build writes each prerendered page with fs.promises.writeFile (core/build/generate.js) and has
// no hook per page. To compress a page while the next one renders (precompressed-files-integration.ts),
// the writes of the build are watched while it renders: fs.promises.writeFile is wrapped, and each file
// written under a folder is handed over once it is on disk. A write succeeds or fails exactly as before.
// Were Astro to write its pages otherwise, nothing would be handed over, and the copies would be made
// after the build, as they are for every file the watch did not see. A build that fails before it is done
// leaves the watch on in its process, which then only compresses what is written under that build's
// client folder.
import fs from 'node:fs';
import { sep } from 'node:path';
import { writtenPath } from '../../domain/routes/written-path';

/**
 * Hands `onWritten` each file written under `dir` with fs.promises.writeFile from now on, with its bytes
 * (text written as a string is left out), once written; the write resolves when `onWritten` does. Returns
 * the function that stops the watch.
 */
export function watchWrittenFiles(
  dir: string,
  onWritten: (path: string, body: Buffer) => Promise<void>,
): () => void {
  const promises = fs.promises;
  const original = promises.writeFile;
  const inside = dir.endsWith(sep) ? dir : `${dir}${sep}`;
  const wrapped: typeof original = async (file, data, options) => {
    await original.call(promises, file, data, options);
    const path = writtenPath(file);
    if (path === undefined || !path.startsWith(inside) || !ArrayBuffer.isView(data)) return;
    await onWritten(path, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  };
  promises.writeFile = wrapped;
  return () => {
    if (promises.writeFile === wrapped) promises.writeFile = original;
  };
}
