// The route files of the API (src/pages/api), as paths below it: the tests that hold every endpoint to a
// rule list each one, and compare their list with these so a new endpoint cannot be left out.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const apiDir = 'src/pages/api';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Every route file of the API, sorted ("forms/[kind].ts", "health.ts", ...). */
export function apiRouteFiles(): string[] {
  return filesUnder(apiDir)
    .map((file) => relative(apiDir, file))
    .sort();
}
