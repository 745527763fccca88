// Delivers the outbox: over SMTP (SMTP_URL) with retries and exponential backoff, or, without an SMTP
// server, as .eml files under var/mail/ for a developer to read. Each e-mail is leased before it is
// sent, so several API processes never send the same one twice.
import { createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { outboxYieldsToVisitors } from '../../domain/forms/outbox-pacing';
import { altchaKey } from '../forms/proof-of-work';
import type { ServerConfig } from '../server-config';
import type { FormStore, QueuedEmail } from '../store/form-store';
import { isStoreUnavailable } from '../store/store-unavailable';
import { listUnsubscribeHeaders } from './one-click-unsubscribe';

/** Sends one queued e-mail or throws. */
export type SendEmail = (email: QueuedEmail) => Promise<void>;

/** A sender a command ends with close(): the SMTP pool's open connections would keep it running. */
export type Sender = SendEmail & { readonly close: () => void };

/** How long a worker holds an e-mail it is sending before another may try it (MAIL_LEASE_MS). */
export const defaultLeaseMs = 2 * 60 * 1000;
/** How long a sent e-mail's mark is retried while the database is away, before it is given up. */
const markRetryMs = 60 * 1000;
/** How often that mark is retried: soon after the database is back, before another worker claims. */
const markRetryEveryMs = 100;
const maxBackoffMs = 60 * 60 * 1000;
/** E-mails sent at once (and SMTP connections in the pool). */
const sendConcurrency = 8;
/** E-mails leased at a time: a few rounds of the lanes, so none waits long under its lease. */
const claimSize = 64;

/** The wait before the next attempt after `attempts` failures: doubling from `baseMs`, at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(maxBackoffMs, baseMs * 2 ** Math.min(attempts, 20));
}

/**
 * The longest wait after an attempt that could not reach the SMTP server. Such a failure says nothing
 * about the message, only that the server is away for now: after a 16-minute outage the doubling backoff
 * had put the next attempt 32 minutes out, and 932 leads waited 16 minutes after the server was back.
 * Two minutes bounds that wait, while an outage costs each waiting e-mail one connection attempt every
 * two minutes (a refused connection costs next to nothing). Once any send succeeds, the e-mails waiting
 * for the connection are due at once (FormStore.retryConnectionWaits), so this bound matters only until
 * the first of them is tried.
 */
export const connectionRetryCapMs = 2 * 60 * 1000;

// Nodemailer's codes for a connection that failed (ECONNECTION, ETIMEDOUT for a connection or greeting
// timeout, ESOCKET, EDNS) and the system's own, for a transport that reports them unwrapped.
const connectionCodes = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Whether a send failed because the SMTP server could not be reached or dropped the connection, rather
 * than because it refused the message: no reply code and a connection error's code, or the reply 421
 * (the server closing the channel: going away, not judging the message). A message refused with a reply
 * (5xx, or another 4xx) keeps the doubling backoff.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode === 421;
  return typeof code === 'string' && connectionCodes.has(code);
}

/** The wait before the next attempt after `attempts` failures, the last of them `error`. */
export function retryDelayAfter(error: unknown, attempts: number, baseMs: number): number {
  const delay = retryDelay(attempts, baseMs);
  return isConnectionFailure(error) ? Math.min(delay, connectionRetryCapMs) : delay;
}

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

/** How long the lanes that have sent wait for the others before their marks are committed anyway. */
const markRoundMs = 20;

/**
 * Marks sent e-mails in rounds: a lane that has sent one waits for its mark before it takes the next, as
 * before, and the marks are committed together once every lane still working has sent one (or after
 * markRoundMs, so a slow send does not hold the others). No more e-mails are ever sent and unmarked than
 * there are lanes, so a crash can send no more of them twice; but one commit marks a round of lanes
 * instead of the two or three lanes that happened to finish in the same turn (BENCHMARKS.md, "Stores").
 * While the database is away the round is retried, for an e-mail marked before its lease runs out is
 * never sent again by another worker.
 */
function markingRounds(store: FormStore, lanes: number, now: () => number) {
  let working = lanes;
  let round: { id: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const commit = () => {
    clearTimeout(timer);
    timer = undefined;
    const marks = round;
    round = [];
    if (marks.length === 0) return;
    const givenUp = Date.now() + markRetryMs;
    const attempt = (): Promise<void> =>
      store
        .markEmailsSent(
          marks.map((mark) => mark.id),
          now(),
        )
        .catch(async (error: unknown) => {
          if (Date.now() > givenUp) throw error;
          await new Promise((resolve) => setTimeout(resolve, markRetryEveryMs));
          return attempt();
        });
    attempt().then(
      () => {
        for (const mark of marks) mark.resolve();
      },
      (error: unknown) => {
        for (const mark of marks) mark.reject(error);
      },
    );
  };
  return {
    /** Resolves once `id` is marked sent (rejects if the database stayed away). */
    mark: (id: number) =>
      new Promise<void>((resolve, reject) => {
        round.push({ id, resolve, reject });
        if (round.length >= working) commit();
        else timer ??= setTimeout(commit, markRoundMs);
      }),
    /** A lane has no more to send: the round no longer waits for it. */
    laneDone: () => {
      working -= 1;
      if (round.length > 0 && round.length >= working) commit();
    },
  };
}

/**
 * Sends what is due now; returns how many were delivered and how many failed. Given `requestCount` (the
 * requests the process has started to answer), it stops after a batch during which more requests came
 * in than the batch had e-mails (outboxYieldsToVisitors): the rest waits for the next call.
 */
export async function deliverDueEmails(
  store: FormStore,
  send: SendEmail,
  retryBaseMs: number,
  now: () => number = Date.now,
  leaseMs: number = defaultLeaseMs,
  requestCount?: () => number,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let released = false;
  for (;;) {
    const requestsBefore = requestCount?.() ?? 0;
    const claimedAt = now();
    const batch = await store.claimDueEmails(claimedAt, claimSize, leaseMs);
    if (batch.length === 0) break;
    // An e-mail is sent only while at least half of its lease is left: once the lease runs out,
    // another worker may claim it and send it too (a slow SMTP server, or a mark held up while the
    // database restarts, can use up a batch's lease). What is left waits for its lease to run out.
    const sendBy = claimedAt + leaseMs / 2;
    const laneCount = Math.min(sendConcurrency, batch.length);
    const marks = markingRounds(store, laneCount, now);
    /** Sends one e-mail and records what became of it before the lane takes another. */
    const deliver = async (email: QueuedEmail) => {
      try {
        await send(email);
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const next = now() + retryDelayAfter(error, email.attempts, retryBaseMs);
        await store.markEmailFailed(email.id, reason, next, isConnectionFailure(error));
        return;
      }
      // Marked as soon as its round is: should the process die now, only the e-mails sent and not yet
      // marked (at most one a lane) can go twice when their lease runs out, never a whole batch.
      await marks.mark(email.id);
      sent += 1;
    };
    // sendConcurrency lanes, each taking the batch's next e-mail when it is done with one.
    let next = 0;
    const lane = async () => {
      try {
        for (let email = batch[next++]; email !== undefined && now() < sendBy; email = batch[next++]) {
          await deliver(email);
        }
      } finally {
        marks.laneDone();
      }
    };
    await Promise.all(Array.from({ length: laneCount }, lane));
    // A send went through, so the server is there: what waits for a connection is due now (once a call;
    // the loop below claims it, or the next tick does).
    if (sent > 0 && !released) {
      released = true;
      await store.retryConnectionWaits(now());
    }
    // A failure most likely means the server is away: the rest waits for the next tick.
    if (failed > 0) break;
    if (requestCount !== undefined && outboxYieldsToVisitors(requestCount() - requestsBefore, batch.length))
      break;
  }
  return { sent, failed };
}

/**
 * Runs deliveries every `intervalMs` in the background (never overlapping) on the API's clock, each
 * yielding to the visitors' requests that `requestCount` counts (see deliverDueEmails); returns a stop
 * function.
 */
export function runOutboxWorker(
  store: FormStore,
  send: SendEmail,
  retryBaseMs: number,
  intervalMs = 1000,
  now: () => number = Date.now,
  leaseMs: number = defaultLeaseMs,
  requestCount?: () => number,
): () => void {
  let running = false;
  let lastUnavailable = 0;
  const tick = () => {
    if (running) return;
    running = true;
    deliverDueEmails(store, send, retryBaseMs, now, leaseMs, requestCount)
      .catch((error: unknown) => {
        // While the database is away (down, the disk full) every tick fails alike: a line a minute says so.
        if (!isStoreUnavailable(error)) console.error('The outbox worker could not deliver:', error);
        else if (Date.now() - lastUnavailable >= 60_000) {
          lastUnavailable = Date.now();
          console.error(`The outbox waits for the database: ${(error as Error).message}`);
        }
      })
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The worker must not keep a finished process (a test, a staff command) alive.
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
