// The server of a release being checked before it goes live (scripts/publish/check-release.ts): the live
// server's code on a free loopback port, which it prints. It serves DIST_DIR and DATA_DIR; or, with
// CHECK_LINK, whichever release that link of the releases folder names at each request, switched to at
// once (the kept checker of a watcher, asked about each release it makes). It ends when its parent does
// (its standard input closes), so a killed publisher leaves no server behind.
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
process.stdin.resume();
