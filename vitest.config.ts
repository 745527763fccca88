import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { runTempRoot } from './scripts/dev/test-temp-root.ts';

// Four projects, each with its own command and timeouts (package.json):
// - `unit` (npm run test:unit): the rules and modules, beside what they test; seconds each.
// - `build` (npm run test:build): real builds of altered exports, publishing; minutes each.
// - `api` (npm run test:api): the API over HTTP against a built site, with SQLite as its store;
// - `api-postgres` (also npm run test:api): nine API test files again on PostgreSQL, when its server
//   binaries are installed; without them, the run says what to install and goes on with SQLite alone.
const postgresApiTests = [
  'tests/api/forms-api.test.ts',
  'tests/api/form-emails.test.ts',
  'tests/api/owner-portal.test.ts',
  'tests/api/owner-views.test.ts',
  'tests/api/owner-matching.test.ts',
  'tests/api/owner-report.test.ts',
  'tests/api/subscriptions.test.ts',
  'tests/api/slots-api.test.ts',
  'tests/api/crm-webhook.test.ts',
];
const postgresInstalled =
  process.env['PG_BIN'] !== undefined ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) =>
      existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
    ));
if (!postgresInstalled) {
  console.warn(
    "The API tests run on SQLite only: install Debian's PostgreSQL server binaries (apt-get install postgresql) to run them on PostgreSQL too.",
  );
}

// One id per test run: the API test files, run in parallel workers, share one build of the site made
// by the first of them (tests/api/api-server.ts, ensureBuild).
process.env['API_TEST_RUN'] ??= `${process.pid}-${Date.now()}`;
const run = { API_TEST_RUN: process.env['API_TEST_RUN'], TMPDIR: runTempRoot() };

export default defineConfig({
  test: {
    // Each project names its own files: an include here would be added to every project's.
    environment: 'node',
    // Removes the run's temporary folder (scripts/dev/test-temp-root.ts) when the run ends.
    globalSetup: ['scripts/dev/test-temp-root.ts'],
    env: run,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The store contract starts a throwaway PostgreSQL cluster in its hooks.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Each file runs astro build once or several times.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        // The first file of a run builds the site the others serve (tests/api/api-server.ts).
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      ...(postgresInstalled
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: postgresApiTests,
                env: { ...run, API_TEST_DATABASE: 'postgres' },
                testTimeout: 180_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
