// The server of a release being checked before it goes live (scripts/publish/check-release.ts): the live
// server's code on a free loopback port, which it prints. It serves DIST_DIR and DATA_DIR; or, with
// CHECK_LINK, whichever release that link of the releases folder names at each request, switched to at
// once (the kept checker of a watcher, asked about each release it makes). It ends when its parent does
// (its standard input closes), so a killed publisher leaves no server behind.
import { createInterface } from 'node:readline';
import {
  keepExport,
  keptExport,
  readValidatedCopy,
  validatedCopyCode,
} from '../../src/data/kept-exports.mjs';
import { startServer } from '../server/serve.ts';

const link = process.env.CHECK_LINK?.trim();
// The check of one release (DATA_DIR, no link) starts on that release's validated copy, as any server
// does on its first site when the copy was made by the code of the site's build (live-site.ts): the
// services open on the export at the start, and validating it again took 83 s at 100,000 listings, over
// the check's 60 s to start.
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  logLevel: process.env.LOG_LEVEL ?? 'error',
  // The releases a link names are followed only without DIST_DIR (the checker starts it without).
  ...(link ? { following: { link, aside: false } } : {}),
});
const address = server.address();
process.stdout.write(`listening ${typeof address === 'object' && address !== null ? address.port : 0}\n`);
process.stdin.on('close', () => process.exit(0));
// A warm publisher names the export of the release it makes as soon as its validated copy is written
// ("prepare <data folder>"): read here while the release's pages are made, the check that follows finds
// it read. Whatever happens, the line is answered, so that the check is not held up.
createInterface({ input: process.stdin }).on('line', (line) => {
  const dataDir = /^prepare (.+)$/.exec(line)?.[1];
  if (dataDir === undefined) return;
  prepareExport(dataDir)
    .catch((error: unknown) => console.error(`The export of ${dataDir} was not read ahead: ${error}`))
    .finally(() => process.stdout.write(`prepared ${dataDir}\n`));
});

/** Keeps the validated export of `dataDir` (a release's data folder), as the check would read it. */
async function prepareExport(dataDir: string): Promise<void> {
  const code = validatedCopyCode(dataDir);
  if (code !== undefined && keptExport(dataDir) === undefined)
    keepExport(dataDir, await readValidatedCopy(dataDir, code));
}
