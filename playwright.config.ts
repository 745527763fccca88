import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
// Where the API under test keeps its database and writes its e-mails (<this>/mail): a new folder each run,
// so booked visit slots and rate counts never carry over; set here once, the workers inherit it.
process.env.E2E_VAR_DIR ??= `var/e2e-${port}-${Date.now()}`;
const e2eVarDir = process.env.E2E_VAR_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more, as Playwright's own template does: a real regression fails both
  // times, while a race of the test with the browser (one such cost a landing) shows as "flaky" in the
  // report instead of failing the run. Locally a failure stays a failure. Tests that book a slot or spend
  // an e-mail link cannot pass on a retry against the same database, so those are not masked either.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The background-networking flags keep Chromium from calling out on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production server (static pages, the API, status 404 with the language's not-found page),
    // delivering its e-mails to a loopback SMTP server that files them for the tests (mailbox.ts).
    command: 'node tests/e2e/e2e-server.mjs',
    url: `http://localhost:${port}/`,
    // ASTRO_OUT_DIR: test a build made elsewhere than dist/ (the built-site readers follow it too).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: process.env.ASTRO_OUT_DIR ?? 'dist',
      // The API's database, uploads and received e-mails go to a folder of their own for each run; the
      // specs read the stored rows and the delivered messages there. Tests fill forms in milliseconds from one address, so
      // the fill-time and rate limits are lifted and the proof of work made light.
      VAR_DIR: e2eVarDir,
      FORM_MIN_FILL_MS: '0',
      FORM_RATE_LIMIT: '100000',
      FRIEND_RATE_LIMIT: '100000',
      CONFIRM_ADDRESS_LIMIT: '100000',
      ALTCHA_MAX_NUMBER: '2000',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
