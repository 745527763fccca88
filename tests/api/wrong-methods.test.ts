// Every endpoint of the API answers a method it does not take with 405, its Allow header and the API's
// JSON error, as a tool or a developer meets it: never Astro's HTML not-found page, never a 5xx. The
// list names each route file of src/pages/api, so a new endpoint must be added to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteFiles } from './api-route-files';
import { type ApiServer, ensureBuild, startApi } from './api-server';

/** Each route file, a path it answers and the method it takes (undefined: one answering every method its own way). */
const routes: Record<string, { path: string; allow: 'GET' | 'POST' } | undefined> = {
  'altcha/challenge.ts': { path: '/api/altcha/challenge', allow: 'GET' },
  'forms/[kind].ts': { path: '/api/forms/site-contact', allow: 'POST' },
  // Pages of their own: GET shows a button, POST acts (subscriptions.test.ts, held-posts.test.ts).
  'forms/confirm.astro': undefined,
  'forms/held/[token].astro': undefined,
  'forms/outbox.ts': { path: '/api/forms/outbox', allow: 'GET' },
  'health.ts': { path: '/api/health', allow: 'GET' },
  // Unknown owner paths: its own 404 for every method (owner-portal.test.ts).
  'owner/[...rest].ts': undefined,
  'owner/forgot-password.ts': { path: '/api/owner/forgot-password', allow: 'POST' },
  'owner/login.ts': { path: '/api/owner/login', allow: 'POST' },
  'owner/logout.ts': { path: '/api/owner/logout', allow: 'POST' },
  'owner/me.ts': { path: '/api/owner/me', allow: 'GET' },
  'owner/properties/[id]/[part].ts': { path: '/api/owner/properties/1001/stats', allow: 'GET' },
  'owner/properties/[id]/documents/[n].ts': { path: '/api/owner/properties/1001/documents/0', allow: 'GET' },
  // The weekly report's opt-out: GET shows a button, POST acts (owner-report.test.ts).
  'owner/report-opt-out.ts': undefined,
  'owner/reset-password.ts': { path: '/api/owner/reset-password', allow: 'POST' },
  'slots/[id].ts': { path: '/api/slots/1001', allow: 'GET' },
  'views/[id].ts': { path: '/api/views/1001', allow: 'POST' },
};

let api: ApiServer;

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
});

afterAll(() => api?.stop());

describe('a method an endpoint does not take', () => {
  it('is listed for every route file of the API', () => {
    expect(apiRouteFiles()).toEqual(Object.keys(routes).sort());
  });

  for (const [file, route] of Object.entries(routes)) {
    if (route === undefined) continue;
    const wrong = route.allow === 'GET' ? ['POST', 'PUT', 'DELETE'] : ['GET', 'PUT', 'DELETE'];
    it(`gets 405 in JSON from ${file} (${wrong.join(', ')})`, async () => {
      for (const method of wrong) {
        const response = await fetch(`${api.base}${route.path}`, {
          method,
          redirect: 'manual',
          headers: { Origin: api.base, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect(response.status, method).toBe(405);
        // Astro answers HEAD with a GET route.
        expect(response.headers.get('allow'), method).toBe(route.allow === 'GET' ? 'GET, HEAD' : 'POST');
        expect(response.headers.get('content-type'), method).toBe('application/json; charset=utf-8');
        expect(await response.json(), method).toEqual({ errors: { _form: [`Use ${route.allow}`] } });
      }
    });
  }
});
