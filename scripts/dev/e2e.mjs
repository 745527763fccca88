// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the built site.
// Playwright cannot download its own browser here, so we point it at an installed one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIsStale } from '../build/build-state.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}.\n` +
      'Install Debian\'s browser with "apt-get install chromium" (or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
  );
  process.exit(1);
}
if (buildIsStale()) {
  const build = spawnSync(process.execPath, ['scripts/build/build-site.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
