// `npm start`: serve the live release (scripts/server/release-paths.ts) with the API, following each publish
// and rollback without a restart (scripts/server/serve.ts; PORT overrides 4321, HOST overrides 0.0.0.0).
// Without any release (a fresh clone), build dist/ when the sources changed since the last build and
// serve that; the build (scripts/build/build-site.mjs) swaps a new dist/ in only if it succeeded.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { buildIsStale } from '../build/build-state.mjs';
import { serveProcesses } from './api-processes.ts';
import { currentRelease } from './release-paths.ts';
import { startServer } from './serve.ts';

// Workers of API_PROCESSES run this file too: only the primary builds.
if (cluster.isPrimary && currentRelease() === undefined && buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync(process.execPath, ['scripts/build/build-site.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// One process, or API_PROCESSES workers on one port (scripts/server/api-processes.ts).
await serveProcesses(startServer, (address: string) =>
  console.log(`Serving the site on http://localhost:${address.split(':').pop()}/`),
);
