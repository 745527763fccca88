// What the headers of a sent e-mail give away: a Message-ID made of the outbox's row number told whoever
// received two e-mails how many the site sent in between, and an address sent as text let a mail library
// read the words before a space in it as a display name ("parcel held call us" <victim@...>).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { createSender } from './outbox-worker';

/** A new .eml sender of a site with key `key`: sends an e-mail and returns its header lines. */
function emlSender(key = 'site-key') {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-headers-'));
  const config = serverConfig({ MAIL_DIR: dir, ALTCHA_HMAC_KEY: key });
  const send = createSender(config, 'Agency <info@agency.be>', 'agency.be');
  return async (id: number, to: string, replyTo?: string) => {
    await send({ id, attempts: 0, to, subject: 'Hello', text: 'Hello', ...(replyTo ? { replyTo } : {}) });
    const eml = readFileSync(join(dir, `${String(id).padStart(8, '0')}.eml`), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(eml)?.[1] ?? '';
    return { messageId: header('Message-ID'), to: header('To'), replyTo: header('Reply-To') };
  };
}

/** Whether two texts share a run of `length` characters. */
function shareRun(a: string, b: string, length: number): boolean {
  for (let start = 0; start + length <= a.length; start++) {
    if (b.includes(a.slice(start, start + length))) return true;
  }
  return false;
}

describe('outbox headers', () => {
  it('gives each e-mail a random Message-ID at the site, kept for a retry from any process', async () => {
    const send = emlSender();
    const first = (await send(41, 'a@example.be')).messageId;
    const second = (await send(42, 'b@example.be')).messageId;
    for (const id of [first, second]) expect(id).toMatch(/^<[\w-]{32}@agency\.be>$/);
    const [firstLocal = '', secondLocal = ''] = [first, second].map((id) => id.slice(1, id.indexOf('@')));
    // Nothing in common that could count: no shared prefix, no run of the row number.
    expect(shareRun(firstLocal, secondLocal, 6)).toBe(false);
    // A retry of the row, from this process or another of the site, keeps its ID; another site's differs.
    expect((await send(41, 'a@example.be')).messageId).toBe(first);
    expect((await emlSender()(41, 'a@example.be')).messageId).toBe(first);
    expect((await emlSender('other-site')(41, 'a@example.be')).messageId).not.toBe(first);
  });

  it('addresses the e-mail to the bare address, with no display name, whatever the address holds', async () => {
    const send = emlSender();
    expect(await send(1, 'victim@example.net', 'anna@example.be')).toMatchObject({
      to: 'victim@example.net',
      replyTo: 'anna@example.be',
    });
    // A row queued before the form refused invisible characters: no words before the address become a name.
    const legacy = await send(
      2,
      'parcel\u00A0held\u00A0call\u00A0us\u00A0victim@example.net',
      'x\u00A0a@example.be',
    );
    for (const header of [legacy.to, legacy.replyTo]) {
      expect(header).not.toMatch(/^[^<]*\S[^<]*</);
      expect(header).not.toMatch(/=\?UTF-8\?/);
    }
  });
});
