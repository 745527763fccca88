// `npm start`: build when the sources changed since the last build, then serve the prerendered
// pages and the API from one Node process (PORT overrides 4321, HOST overrides 0.0.0.0).
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
await import('../dist/server/entry.mjs');
