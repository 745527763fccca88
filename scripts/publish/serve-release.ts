// The server of a release being checked before it goes live (scripts/publish/check-release.ts): the live
// server's code, serving DIST_DIR and DATA_DIR on a free loopback port, which it prints.
import { startServer } from '../server/serve.ts';

const server = await startServer({ port: 0, host: '127.0.0.1', logLevel: process.env.LOG_LEVEL ?? 'error' });
const address = server.address();
process.stdout.write(`listening ${typeof address === 'object' && address !== null ? address.port : 0}\n`);
