// 32 addresses logging in at once (each under its limit) once filled libuv's thread
// pool with scrypt, and pages and media files waited behind them for seconds. Password work now waits
// in its own small queue: a page and a picture asked for while the 32 logins are checked are answered
// before those logins are done. The assertion is about order, not about seconds, so it holds on any
// machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, startApi } from './api-server';

let api: ApiServer;

beforeAll(async () => {
  // X-Forwarded-For gives each login an address of its own, as 32 visitors would have.
  api = await startApi(ensureBuild(), { TRUST_PROXY: '1' });
});

afterAll(() => api?.stop());

describe('logins under load', () => {
  it('leave pages and media files answering while 32 addresses log in at once', async () => {
    let loginsDone = 0;
    const logins = Array.from({ length: 32 }, (_, index) =>
      fetch(`${api.base}/api/owner/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: api.base,
          'X-Forwarded-For': `198.51.100.${index + 1}`,
        },
        body: JSON.stringify({ email: `owner${index}@example.be`, password: 'not-the-password' }),
      }).then((answer) => {
        loginsDone += 1;
        return answer.status;
      }),
    );
    // Let the logins reach the server first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await fetch(`${api.base}/for-sale/`);
    const doneAtPage = loginsDone;
    const picture = await fetch(`${api.base}/media/agent-1.jpg`);
    const doneAtPicture = loginsDone;
    expect(page.status).toBe(200);
    expect(picture.status).toBe(200);
    // With scrypt on every thread of the pool, these waited for nearly all 32 logins.
    expect(doneAtPage).toBeLessThan(16);
    expect(doneAtPicture).toBeLessThan(16);
    const statuses = await Promise.all(logins);
    // Each login was checked (401) or, had it waited too long on a slow machine, told to retry (503).
    for (const status of statuses) expect([401, 503]).toContain(status);
  });
});
