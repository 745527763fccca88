// How the outbox sends one e-mail: over SMTP (SMTP_URL) through a pool of connections, or, without an
// SMTP server, as an .eml file under var/mail/ for a developer to read.
import { createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { altchaKey } from '../forms/proof-of-work';
import type { ServerConfig } from '../server-config';
import type { QueuedEmail } from '../store/form-store';
import { listUnsubscribeHeaders } from './one-click-unsubscribe';

/** Sends one queued e-mail or throws. */
export type SendEmail = (email: QueuedEmail) => Promise<void>;

/** A sender a command ends with close(): the SMTP pool's open connections would keep it running. */
export type Sender = SendEmail & { readonly close: () => void };

/** E-mails sent at once (and SMTP connections in the pool). */
export const sendConcurrency = 8;
/** The sender of the configuration: SMTP when SMTP_URL is set, else .eml files in MAIL_DIR. */
export function createSender(config: ServerConfig, from: string, messageHost: string): Sender {
  // The outbox's row numbers count the site's e-mails: a Message-ID made of one would tell whoever
  // receives two of them how many were sent in between. Each ID is the row's HMAC under a key of the
  // site's own (derived from the proof-of-work key, which every API process of the site shares), so it
  // looks random and shares nothing with another ID, yet a retry keeps it, from whichever process
  // (a receiving server can tell a retried e-mail from a new one). Derived at the first send, so a
  // sender that never sends reads no key.
  let idKey: Buffer | undefined;
  const messageId = (id: number) => {
    idKey ??= createHmac('sha256', altchaKey(config)).update('outbox Message-ID').digest();
    const random = createHmac('sha256', idKey).update(String(id)).digest('base64url').slice(0, 32);
    return `<${random}@${messageHost}>`;
  };
  const message = (email: QueuedEmail) => ({
    from,
    // An outbox address is a bare address (the schema's normalised form, or the export's): given as an
    // object, never as text a mail library would parse, so nothing before a space can become a
    // display name ("parcel held call us" <victim@...>) and the envelope is the address as stored.
    to: { name: '', address: email.to },
    ...(email.replyTo === undefined ? {} : { replyTo: { name: '', address: email.replyTo } }),
    subject: email.subject,
    text: email.text,
    messageId: messageId(email.id),
    headers: email.unsubscribeUrl === undefined ? {} : listUnsubscribeHeaders(email.unsubscribeUrl),
    attachments:
      email.attachment === undefined
        ? []
        : [{ filename: email.attachment.filename, path: email.attachment.path }],
  });
  if (config.smtpUrl !== undefined) {
    // A pool keeps a few connections open and sends on them in parallel, instead of one connection
    // and one handshake per message: the outbox drains at the SMTP server's pace, not the network's.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: sendConcurrency,
    });
    const send: SendEmail = async (email) => {
      await transport.sendMail(message(email));
    };
    return Object.assign(send, { close: () => transport.close() });
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once per process, and again after a failed write (it may have been removed).
  let folder: Promise<unknown> | undefined;
  const toFile: SendEmail = async (email) => {
    const info = await transport.sendMail(message(email));
    try {
      folder ??= mkdir(config.mailDir, { recursive: true });
      await folder;
      // Named by the outbox row, so a retry overwrites rather than duplicates.
      await writeFile(
        join(config.mailDir, `${String(email.id).padStart(8, '0')}.eml`),
        info.message as Buffer,
      );
    } catch (error) {
      folder = undefined;
      throw error;
    }
  };
  return Object.assign(toFile, { close: () => transport.close() });
}
