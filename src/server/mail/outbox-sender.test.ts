// A command that sends over SMTP (owners:invite, alerts, the publish report) ends when its work is done:
// the sender's pool of SMTP connections is closed by close(), instead of keeping the process alive until
// the SMTP server drops the idle connections (a minute per invitation before this was found).
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { createSender } from './outbox-worker';

let open = 0;
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onConnect: (_session, callback) => {
    open += 1;
    callback();
  },
  onClose: () => {
    open -= 1;
  },
  onData: (stream, _session, callback) => {
    stream.resume();
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
  const address = smtp.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

describe('createSender', () => {
  it('sends over a pooled SMTP connection and lets it go at close()', async () => {
    const send = createSender(
      serverConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      'Agency <info@agency.be>',
      'agency.be',
    );
    await send({ id: 1, attempts: 0, to: 'owner@example.be', subject: 'Invitation', text: 'Hello' });
    expect(received).toBe(1);
    expect(open).toBeGreaterThan(0);
    send.close();
    await expect.poll(() => open, { timeout: 2_000 }).toBe(0);
  });
});
