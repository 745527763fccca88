// A page of another site cannot make a visitor's browser change anything here: every route file of the
// API refuses a cross-site form post by our own rule (src/server/http/request-origin.ts), since Astro's
// check is off (astro.config.mjs says why). The list names each route file, so a new one must be added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteFiles } from './api-route-files';
import { type ApiServer, ensureBuild, startApi } from './api-server';

const token = 'x'.repeat(32);
/** Each route file, a path it answers and what a cross-site post gets there. */
const routes: Record<string, { path: string; refusal: 400 | 401 | 403 | 405 | 'page' | 'form' }> = {
  'altcha/challenge.ts': { path: '/api/altcha/challenge', refusal: 405 },
  // A plain post goes back to its form, which says it was not sent from this site (a JSON post: 403).
  'forms/[kind].ts': { path: '/api/forms/site-contact', refusal: 'form' },
  // Pages with a button: a cross-site press gets the page with its button back (303 to itself).
  'forms/confirm.astro': { path: `/api/forms/confirm?token=${token}`, refusal: 'page' },
  'forms/held/[token].astro': { path: `/api/forms/held/${token}`, refusal: 'page' },
  'forms/outbox.ts': { path: '/api/forms/outbox', refusal: 405 },
  'health.ts': { path: '/api/health', refusal: 405 },
  // The portal's unknown paths ask for a session first.
  'owner/[...rest].ts': { path: '/api/owner/anything', refusal: 401 },
  'owner/forgot-password.ts': { path: '/api/owner/forgot-password', refusal: 403 },
  'owner/login.ts': { path: '/api/owner/login', refusal: 403 },
  'owner/logout.ts': { path: '/api/owner/logout', refusal: 403 },
  'owner/me.ts': { path: '/api/owner/me', refusal: 405 },
  'owner/properties/[id]/[part].ts': { path: '/api/owner/properties/1001/stats', refusal: 405 },
  'owner/properties/[id]/documents/[n].ts': { path: '/api/owner/properties/1001/documents/0', refusal: 405 },
  // The weekly report's one-click opt-out takes a post from anywhere, as RFC 8058 has mail providers send
  // it (no cookie, no Origin); only the owner's signed link acts, and a forged one is refused.
  'owner/report-opt-out.ts': { path: '/api/owner/report-opt-out?owner=1&locale=en&sig=forged', refusal: 400 },
  'owner/reset-password.ts': { path: '/api/owner/reset-password', refusal: 403 },
  'slots/[id].ts': { path: '/api/slots/1001', refusal: 405 },
  'views/[id].ts': { path: '/api/views/1001', refusal: 403 },
};

/**
 * The bodies a page of another site can post without asking the browser first (no CORS preflight). They
 * hold a complete contact request, so that a route without the refusal would act on them: the contact
 * form would hold the post and mail its link ("confirm-by-mail"), not send it back to its form.
 */
const person = { firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.be', privacyConsent: 'yes' };
const forged = (): { type: string; body: BodyInit }[] => {
  const multipart = new FormData();
  for (const [name, value] of Object.entries(person)) multipart.set(name, value);
  return [
    { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(person).toString() },
    { type: 'multipart', body: multipart },
    { type: 'text/plain', body: JSON.stringify({ ...person, privacyConsent: true }) },
  ];
};

let api: ApiServer;

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
});

afterAll(() => api?.stop());

describe('a cross-site form post', () => {
  it('is listed for every route file of the API', () => {
    expect(apiRouteFiles()).toEqual(Object.keys(routes).sort());
  });

  for (const [file, { path, refusal }] of Object.entries(routes)) {
    const what = typeof refusal === 'number' ? refusal : `its ${refusal} again`;
    it(`is refused by ${file} (${what})`, async () => {
      // As a browser sends it from another site's page: by its Origin, by Sec-Fetch-Site alone, or both.
      const senders: Record<string, string>[] = [
        { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://attacker.example' },
      ];
      for (const sender of senders)
        for (const { type, body } of forged()) {
          const answer = await fetch(`${api.base}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: type === 'multipart' ? sender : { ...sender, 'Content-Type': type },
            body,
          });
          const said = `${JSON.stringify(sender)} ${type}`;
          if (refusal === 'page') {
            expect(answer.status, said).toBe(303);
            expect(answer.headers.get('location'), said).toBe(path);
          } else if (refusal === 'form') {
            expect(answer.status, said).toBe(303);
            expect(answer.headers.get('location'), said).toMatch(
              /[?&]form-return=[\w-]+#site-contact-alert$/,
            );
          } else {
            expect(answer.status, said).toBe(refusal);
          }
        }
    });
  }

  it('stored nothing, signed no one in and counted no view', async () => {
    for (const table of ['submissions', 'subscriptions', 'owner_sessions', 'view_counts']) {
      expect(await api.query(`SELECT COUNT(*) AS n FROM ${table}`), table).toEqual([{ n: 0 }]);
    }
  });
});
