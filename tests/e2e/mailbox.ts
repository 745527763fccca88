// The messages the end-to-end server delivered over SMTP (tests/e2e/e2e-server.mjs files them under
// <E2E_VAR_DIR>/smtp/), decoded, so a test reads an e-mail as its recipient would.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** One delivered e-mail. */
export interface DeliveredMail {
  /** The envelope's recipients. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The Reply-To address, lower case, or empty when the message has none. */
  readonly replyTo: string;
  readonly attachments: readonly { readonly filename: string | null; readonly mimeType: string }[];
}

const inbox = () => join(process.env.E2E_VAR_DIR ?? 'var/e2e', 'smtp');

async function parse(raw: string): Promise<DeliveredMail> {
  const envelope = /^X-Envelope-To: (.*)\r?\n/.exec(raw)?.[1] ?? '';
  const mail = await PostalMime.parse(raw);
  return {
    to: envelope.split(',').map((address) => address.trim().toLowerCase()),
    subject: mail.subject ?? '',
    replyTo: (mail.replyTo?.[0]?.address ?? '').toLowerCase(),
    text: mail.text ?? '',
    attachments: mail.attachments.map(({ filename, mimeType }) => ({ filename, mimeType })),
  };
}

/** The loopback SMTP server's address, for a staff command that a test runs to deliver there too. */
export const smtpUrl = () => readFileSync(join(process.env.E2E_VAR_DIR ?? 'var/e2e', 'smtp-url'), 'utf8');

/** Every message delivered so far. */
export async function deliveredMails(): Promise<DeliveredMail[]> {
  const folder = inbox();
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((file) => parse(readFileSync(join(folder, file), 'utf8'))));
}

/** The messages delivered to one address. */
export async function mailsTo(address: string): Promise<DeliveredMail[]> {
  const wanted = address.toLowerCase();
  return (await deliveredMails()).filter((mail) => mail.to.includes(wanted));
}

/** Waits until a delivered message matches, and returns it; fails after `timeoutMs`. */
export async function waitForMail(
  matches: (mail: DeliveredMail) => boolean,
  timeoutMs = 20_000,
): Promise<DeliveredMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await deliveredMails()).find(matches);
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`No delivered e-mail matched within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
