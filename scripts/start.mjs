// `npm start`: serve the live release (scripts/release-paths.mjs) with the API, following each publish
// and rollback without a restart (scripts/serve.mjs; PORT overrides 4321, HOST overrides 0.0.0.0).
// Without any release (a fresh clone), build dist/ when the sources changed since the last build and
// serve that.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { currentRelease } from './release-paths.mjs';
import { startServer, stopOnSignals } from './serve.mjs';

if (currentRelease() === undefined && buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startServer();
const address = server.address();
const port = typeof address === 'object' && address !== null ? address.port : address;
console.log(`Serving the site on http://localhost:${port}/`);
stopOnSignals(server);
