// `npm start`: build when the sources changed since the last build, then serve the prerendered
// pages, the API and the 404 answers from one Node process (scripts/serve.mjs; PORT overrides 4321,
// HOST overrides 0.0.0.0).
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { startServer } from './serve.mjs';

if (buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startServer();
const address = server.address();
const port = typeof address === 'object' && address !== null ? address.port : address;
console.log(`Serving the site on http://localhost:${port}/`);
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
