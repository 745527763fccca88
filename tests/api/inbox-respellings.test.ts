// One inbox written many ways: a soft hyphen, a no-break space, a full-width letter or a zero-width
// space in an address once reached the same inbox as the plain address while counting as another one,
// so its per-inbox limit (3 a day) let 8 of 8 send-to-friend e-mails and 8 of 8 confirmation requests
// through; and the no-break space made the words before it the To: header's display name. Now an
// address with an invisible character is refused like any invalid address, the others are counted and
// sent in one spelling, and the To: header is the bare address.
import { randomUUID } from 'node:crypto';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies } from '../../src/server/mail/form-email-samples';
import { type ApiServer, ensureBuild, eventually, MailCatcher, solvedAltcha, startApi } from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
/** The per-inbox limits of the server (FRIEND_RECIPIENT_LIMIT and CONFIRM_RECIPIENT_LIMIT's default). */
const perInbox = 3;

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  api = await startApi(dist, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    // Only the per-inbox limits are under test: the per-client ones are out of the way.
    FRIEND_RATE_LIMIT: '1000',
    CONFIRM_ADDRESS_LIMIT: '1000',
  });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

/** The respellings of `local`@example.net an attacker sent, the plain address among them. */
const respellings = (local: string) => ({
  invisible: [
    `${local}@ex\u00ADample.net`,
    `x\u00A0${local}@example.net`,
    `${local}@exampl\u200Be.net`,
    `parcel\u00A0held\u00A0call\u00A0us\u00A0${local}@example.net`,
  ],
  visible: [
    `${local}@\uFF45xample.net`,
    `${local}@example.net`,
    `${local.toUpperCase()}@Example.NET`,
    `${local}+promo@\uFF45xample.net`,
  ],
});

/** Whether an envelope recipient is `local`@example.net's inbox, however it is written. */
const reaches = (recipient: string, local: string) =>
  recipient
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{C}\p{Z}]/gu, '')
    .replace(/\+[^@]*@/, '@')
    .endsWith(`${local}@example.net`);

const inboxOf = (local: string) =>
  smtp.messages.filter((message) => message.to.some((recipient) => reaches(recipient, local)));

/** Waits until the outbox has sent everything queued. */
async function outboxDrained(): Promise<void> {
  await eventually(
    async () =>
      Number((await api.query('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL'))[0]?.['n']) === 0,
    30_000,
  );
}

describe('an inbox written many ways', () => {
  it('gets at most its daily send-to-friend e-mails, to the bare address; invisible characters are refused', async () => {
    const { invisible, visible } = respellings('target');
    const posts = [...invisible, ...visible];
    expect(posts).toHaveLength(8);
    const statuses: number[] = [];
    for (const [index, friendEmail] of posts.entries()) {
      const answer = await fetch(`${api.base}/api/forms/send-to-friend`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: api.base, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...bodies['send-to-friend'],
          email: `sender-${index}@example.be`,
          friendEmail,
          locale: 'fr',
          submissionId: randomUUID(),
          startedAt: Date.now() - 60_000,
          altcha: await solvedAltcha(api.base),
        }),
      });
      statuses.push(answer.status);
      if (invisible.includes(friendEmail)) {
        expect(answer.status, JSON.stringify(friendEmail)).toBe(422);
        expect(await answer.json()).toMatchObject({
          errors: {
            friendEmail: [expect.stringMatching(/^Le champ «.E-mail de votre ami.» n’est pas valide\.$/)],
          },
        });
      }
    }
    // The visible respellings are one inbox: the first three are sent, the fourth refused.
    expect(statuses.slice(invisible.length)).toEqual([201, 201, 201, 429]);

    await outboxDrained();
    const received = inboxOf('target');
    expect(received).toHaveLength(perInbox);
    for (const message of received) {
      expect(message.to).toEqual(['target@example.net']);
      const mail = await PostalMime.parse(message.raw);
      expect(mail.to).toEqual([{ address: 'target@example.net', name: '' }]);
      expect(message.raw).toMatch(/^To: target@example\.net\r?$/m);
    }
  });

  it('gets at most its daily confirmation requests of held posts; invisible characters are refused', async () => {
    const { invisible, visible } = respellings('held-target');
    const answers: { email: string; location: string }[] = [];
    for (const email of [...invisible, ...visible]) {
      // A plain post without the proof of work: held until the address typed confirms it.
      const answer = await fetch(`${api.base}/api/forms/site-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
        body: new URLSearchParams({
          title: 'ms',
          firstName: 'Eve',
          lastName: 'Mallory',
          email,
          privacyConsent: 'yes',
          locale: 'de',
          returnPath: '/de/kontakt/',
        }),
        redirect: 'manual',
      });
      answers.push({ email, location: answer.headers.get('location') ?? '' });
    }
    const held = answers.filter(({ location }) => location === '/de/danke/confirm-by-mail/');
    expect(held.map(({ email }) => email)).toEqual(visible.slice(0, perInbox));
    for (const { email, location } of answers.filter(({ email }) => invisible.includes(email))) {
      // Back to the form, which shows the field's message in the visitor's language.
      expect(location, JSON.stringify(email)).toMatch(/form-return=/);
      const shown = await (await fetch(`${api.base}${location.split('#')[0]}`)).text();
      expect(shown).toContain('Diese E-Mail-Adresse ist ungültig.');
    }

    await outboxDrained();
    const received = inboxOf('held-target');
    expect(received).toHaveLength(perInbox);
    for (const message of received) {
      expect(message.to).toEqual(['held-target@example.net']);
      expect(message.raw).toMatch(/^To: held-target@example\.net\r?$/m);
    }
  });
});
