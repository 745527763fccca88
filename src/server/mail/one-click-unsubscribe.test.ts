// One-click unsubscribe (RFC 8058): the alert's headers reach the sent message, and only a mail
// client's one-click body is taken for one, never our page's empty button post or a large body.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { isOneClickUnsubscribe, listUnsubscribeHeaders } from './one-click-unsubscribe';
import { createSender } from './outbox-worker';

const url = 'https://www.agency.be/api/forms/confirm?token=abcdefghijklmnopqrst';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers });

describe('listUnsubscribeHeaders', () => {
  it('names the link in angle brackets and offers the one-click POST', () => {
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('reach the sent message of an e-mail that has the link, and only that one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-click-'));
    const send = createSender(serverConfig({ MAIL_DIR: dir }), 'Agency <info@agency.be>', 'agency.be');
    await send({
      id: 1,
      attempts: 0,
      to: 'anna@example.be',
      subject: 'Alert',
      text: 'New',
      unsubscribeUrl: url,
    });
    await send({ id: 2, attempts: 0, to: 'anna@example.be', subject: 'Thanks', text: 'Hello' });
    send.close();
    const [alert, thanks] = readdirSync(dir)
      .sort()
      // Unfolded: a header longer than a line goes on in the next one, after a space (RFC 5322).
      .map((file) => readFileSync(join(dir, file), 'utf8').replace(/\r?\n /g, ' '));
    const headers = alert?.split(/\r?\n\r?\n/)[0]?.split(/\r?\n/);
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(thanks).not.toMatch(/^List-Unsubscribe/m);
  });
});

describe('isOneClickUnsubscribe', () => {
  it('takes the URL-encoded and the multipart one-click body', async () => {
    expect(await isOneClickUnsubscribe(post(new URLSearchParams({ 'List-Unsubscribe': 'One-Click' })))).toBe(
      true,
    );
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect(await isOneClickUnsubscribe(post(form))).toBe(true);
  });

  it("refuses our page's empty post, another value, another type and a large body", async () => {
    const urlEncoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect(await isOneClickUnsubscribe(post('', urlEncoded))).toBe(false);
    expect(await isOneClickUnsubscribe(post('List-Unsubscribe=Yes', urlEncoded))).toBe(false);
    expect(
      await isOneClickUnsubscribe(post('List-Unsubscribe=One-Click', { 'Content-Type': 'text/plain' })),
    ).toBe(false);
    const padded = `List-Unsubscribe=One-Click&pad=${'x'.repeat(5000)}`;
    expect(
      await isOneClickUnsubscribe(post(padded, { ...urlEncoded, 'Content-Length': String(padded.length) })),
    ).toBe(false);
    expect(
      await isOneClickUnsubscribe(
        post('--x\r\nbroken', { 'Content-Type': 'multipart/form-data; boundary=x' }),
      ),
    ).toBe(false);
  });
});
