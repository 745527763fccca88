import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Every test, run once with SQLite as the API's store (the \`sqlite\` project).
const unitAndApiTests = [
  'src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/api/**/*.test.ts',
];
// The API tests that run a second time on PostgreSQL (the `postgres` project) when its server binaries
// are installed; without them, the run says what to install and goes on with SQLite alone.
const postgresApiTests = [
  'tests/api/forms-api.test.ts',
  'tests/api/form-emails.test.ts',
  'tests/api/owner-portal.test.ts',
  'tests/api/owner-views.test.ts',
  'tests/api/subscriptions.test.ts',
  'tests/api/slots-api.test.ts',
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
const run = { API_TEST_RUN: process.env['API_TEST_RUN'] };

export default defineConfig({
  test: {
    // Each project names its own files: an include here would be added to every project's.
    // The build tests run astro build several times.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    environment: 'node',
    env: run,
    projects: [
      { extends: true, test: { name: 'sqlite', include: unitAndApiTests } },
      ...(postgresInstalled
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: postgresApiTests,
                env: { ...run, API_TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
