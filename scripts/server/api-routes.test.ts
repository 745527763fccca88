// `npm start` answers the view beacon and the form posts by the build's fast routes, `astro dev` by the
// Astro endpoints: each fast route must have its endpoint, answering the same method, or a route would
// answer in one server and not the other.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fastRoutePaths } from './api-routes.ts';

/** The Astro endpoint file of a Fastify path: `:id` is `[id]`. */
const endpointOf = (path: string) => `src/pages${path.replace(/:(\w+)/g, '[$1]')}.ts`;

describe('fast routes', () => {
  it.each(Object.values(fastRoutePaths))('%s has an Astro endpoint answering POST', (path) => {
    const file = endpointOf(path);
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export (const|async function|function) POST\b/);
  });

  it('would see an endpoint missing', () => {
    expect(existsSync(endpointOf('/api/views/:nothing'))).toBe(false);
  });
});
