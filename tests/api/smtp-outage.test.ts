// The outbox after an SMTP outage, against a real build and a real SMTP server that is away, then back:
// the e-mails that could not reach it go out as soon as a send goes through again, instead of each
// waiting out its own doubling backoff (here ten minutes: the outage's first retry).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../data/site.json';
import {
  type ApiServer,
  decodeMessage,
  ensureBuild,
  eventually,
  MailCatcher,
  solvedAltcha,
  startApi,
} from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
let port: number;

beforeAll(async () => {
  const dist = ensureBuild();
  // The server's port, then the server away: every connection to it is refused.
  port = await smtp.start();
  await smtp.stop();
  api = await startApi(dist, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '600000' });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

async function contact(email: string) {
  return fetch(`${api.base}/api/forms/site-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email,
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      remark: 'Please call me back.',
      locale: 'en',
      submissionId: randomUUID(),
      startedAt: Date.now() - 60_000,
      altcha: await solvedAltcha(api.base),
    }),
  });
}

const leadsAbout = (email: string) =>
  smtp.messages.filter(
    (message) => message.to.includes(site.Agency.LeadEmail) && decodeMessage(message.raw).includes(email),
  );

describe('the outbox after an SMTP outage', () => {
  it('delivers what failed to connect as soon as a send goes through again', async () => {
    const tag = randomUUID().slice(0, 8);
    const during = `during-${tag}@example.be`;
    expect((await contact(during)).status).toBe(201);
    // Both of its e-mails (the lead, the receipt) tried and refused a connection.
    await eventually(
      async () =>
        (
          await api.query(
            'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL AND attempts > 0 AND last_error IS NOT NULL',
          )
        )[0]?.['n'] === 2,
    );

    // The server is back: the next lead goes at once, and the lead of the outage with it.
    await smtp.start(port);
    const after = `after-${tag}@example.be`;
    expect((await contact(after)).status).toBe(201);
    await eventually(() => leadsAbout(after).length === 1);
    await eventually(() => leadsAbout(during).length === 1);
    await eventually(() => smtp.messages.some((message) => message.to.includes(during)));
    expect(await api.query('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL')).toEqual([{ n: 0 }]);
  });
});
