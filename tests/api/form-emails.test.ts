// Every form kind posted to a real build, in two visitor languages, and the messages the SMTP server
// received read as their recipients would: the agency's lead and the visitor's confirmation speak in
// words (no option value, ID list or slug), the lead answers the visitor with one click (Reply-To),
// and what goes to an address typed into a form carries none of the poster's words.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import owners from '../../data/owners.json';
import site from '../../data/site.json';
import type { FormKind } from '../../src/domain/forms/schemas';
import { formKinds } from '../../src/domain/forms/schemas/form-kind';
import { bodies, rawCodes } from '../../src/server/mail/form-email-samples';
import { type ApiServer, ensureBuild, eventually, MailCatcher, solvedAltcha, startApi } from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  api = await startApi(dist, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    FRIEND_RATE_LIMIT: '1000',
    FRIEND_RECIPIENT_LIMIT: '2',
  });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

interface Read {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly replyTo: string;
}

async function inbox(address: string): Promise<Read[]> {
  const received = smtp.messages.filter((message) => message.to.includes(address));
  return Promise.all(
    received.map(async ({ to, raw }) => {
      const mail = await PostalMime.parse(raw);
      return {
        to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        replyTo: mail.replyTo?.[0]?.address ?? '',
      };
    }),
  );
}

// Future slots of the sample, one per post that books.
const freeSlots = owners
  .flatMap((owner) => owner.Slots)
  .filter((slot) => Date.parse(slot.Start) > Date.now() + 60 * 60 * 1000);

async function post(kind: FormKind, body: Record<string, string | string[]>) {
  const altcha = await solvedAltcha(api.base);
  const headers = { Accept: 'application/json', Origin: api.base };
  const fields = { ...body, submissionId: randomUUID(), startedAt: Date.now() - 60_000, altcha };
  if (kind === 'cv') {
    const data = new FormData();
    for (const [field, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) data.append(field, item);
    }
    // A CV as a visitor sends it: the check takes only a PDF that parses as a whole.
    data.set(
      'file',
      new Blob([readFileSync(new URL('../fixtures/cv/chromium-cv.pdf', import.meta.url))]),
      'cv.pdf',
    );
    return fetch(`${api.base}/api/forms/cv`, { method: 'POST', headers, body: data });
  }
  return fetch(`${api.base}/api/forms/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

describe('delivered form e-mails', () => {
  it('read in words in two languages, each lead with a Reply-To to its visitor', async () => {
    const posted: { kind: FormKind; locale: 'fr' | 'de'; email: string }[] = [];
    for (const locale of ['fr', 'de'] as const) {
      for (const kind of formKinds) {
        const email = `${kind}-${locale}@example.be`;
        const body: Record<string, string | string[]> = { ...bodies[kind], email, locale };
        if (kind === 'contact-appointment') {
          const slot = freeSlots.shift();
          if (slot === undefined) throw new Error('the sample has too few future visit slots');
          body['propertyId'] = String(slot.PropertyID);
          body['slot'] = slot.Start;
        }
        if (kind === 'send-to-friend') body['friendEmail'] = `friend-${locale}@example.be`;
        const answer = await post(kind, body);
        expect(answer.status, `${kind} in ${locale}: ${await answer.clone().text()}`).toBe(201);
        posted.push({ kind, locale, email });
      }
    }
    // Each post's e-mails are separate outbox rows sent in parallel: wait for the visitor's and the
    // agency's lead alike (the lead can arrive after the visitor's copy).
    await eventually(async () => {
      const answeredTo = new Set((await inbox(site.Agency.LeadEmail)).map((message) => message.replyTo));
      for (const { email } of posted) {
        if ((await inbox(email)).length === 0 || !answeredTo.has(email)) return false;
      }
      return true;
    }, 30_000);
    const leads = await inbox(site.Agency.LeadEmail);
    for (const { kind, locale, email } of posted) {
      const lead = leads.find((message) => message.replyTo === email);
      expect(lead, `the agency's lead of ${kind} in ${locale}, with Reply-To`).toBeDefined();
      // The sample's agency reads English.
      expect(rawCodes(lead ?? { subject: '', text: '' }, 'en'), `lead of ${kind}`).toEqual([]);
      expect(lead?.text).toContain(locale === 'fr' ? 'Language: French' : 'Language: German');
      const [confirmation] = await inbox(email);
      expect(rawCodes(confirmation ?? { subject: '', text: '' }, locale), `${kind} to ${email}`).toEqual([]);
      expect(confirmation?.replyTo, `${kind} to ${email}`).toBe('');
    }
    const [friend] = await inbox('friend-fr@example.be');
    expect(rawCodes(friend ?? { subject: '', text: '' }, 'fr')).toEqual([]);
  });

  it('sends a phishing remark to the agency only, never to the address typed into the form', async () => {
    const victim = 'victim@example.be';
    const answer = await post('contact-me', {
      ...bodies['contact-me'],
      firstName: 'Support',
      lastName: 'Team http://evil.example',
      email: victim,
      remark: 'Your account is blocked: log in at https://evil.example/login',
      locale: 'nl',
    });
    expect(answer.status).toBe(201);
    await eventually(async () => (await inbox(victim)).length === 1);
    const [confirmation] = await inbox(victim);
    expect(confirmation?.text).toMatch(/^Beste Support Team http evil example,/);
    expect(`${confirmation?.subject}\n${confirmation?.text}`).not.toMatch(/evil\.example|blocked/);
    const lead = (await inbox(site.Agency.LeadEmail)).find((message) => message.replyTo === victim);
    expect(lead?.text).toContain('Remarks: Your account is blocked: log in at https://evil.example/login');
  });

  it('refuses a link in the friend’s message, and a recipient past its daily limit whoever sends', async () => {
    const friend = { ...bodies['send-to-friend'], friendEmail: 'often@example.be', locale: 'fr' };
    const linked = await post('send-to-friend', { ...friend, message: 'Regarde www.evil.example' });
    expect(linked.status).toBe(422);
    expect(await linked.json()).toMatchObject({
      errors: { message: ['Le message à votre ami ne peut contenir ni lien ni adresse e-mail.'] },
    });

    expect((await post('send-to-friend', { ...friend, email: 'one@example.be' })).status).toBe(201);
    const tagged = { ...friend, email: 'two@example.be', friendEmail: 'often+promo@example.be' };
    expect((await post('send-to-friend', tagged)).status).toBe(201);
    const third = await post('send-to-friend', { ...friend, email: 'three@example.be' });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      errors: { _form: [expect.stringContaining('Votre ami a déjà reçu plusieurs biens')] },
    });
    const other = await post('send-to-friend', { ...friend, friendEmail: 'someone-else@example.be' });
    expect(other.status).toBe(201);

    await eventually(async () => (await inbox('often@example.be')).length === 1);
    const [received] = await inbox('often@example.be');
    expect(received?.text).toContain(
      'Message personnel ajouté par Camille Dubois. Ces mots sont les siens et n’engagent pas',
    );
    expect(received?.text).toContain('> The terrace you dreamt of!');
  });
});
