// The server of a release being checked before it goes live (scripts/publish/check-release.ts): the live
// server's code on a free loopback port, which it prints. It serves DIST_DIR and DATA_DIR; or, with
// CHECK_LINK, whichever release that link of the releases folder names at each request, switched to at
// once (the kept checker of a watcher, asked about each release it makes). It ends when its parent does
// (its standard input closes), so a killed publisher leaves no server behind.
//
// The kept checker also writes requests to its standard input, a line each: `load <code> <data folder>`
// loads that release's validated export (the copy code <code> made) while the release's pages are still
// being made, so that its check finds it loaded; answered on standard output with `loaded <folder>` or
// `not loaded <folder>: why` (the check then loads it as before).
import { keepExport, keptExport, readValidatedCopy } from '../../src/data/kept-exports.mjs';
import { startServer } from '../server/serve.ts';

const link = process.env.CHECK_LINK?.trim();
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
let input = '';
process.stdin.on('data', (chunk: Buffer) => {
  const lines = `${input}${chunk}`.split('\n');
  input = lines.pop() ?? '';
  for (const line of lines) {
    const match = /^load (\S+) (.+)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) void load(match[1], match[2]);
  }
});

async function load(code: string, dataDir: string): Promise<void> {
  try {
    if (keptExport(dataDir) === undefined) keepExport(dataDir, await readValidatedCopy(dataDir, code));
    process.stdout.write(`loaded ${dataDir}\n`);
  } catch (error) {
    process.stdout.write(
      `not loaded ${dataDir}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}
