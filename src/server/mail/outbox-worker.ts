// Delivers the outbox: over SMTP (SMTP_URL) with retries and exponential backoff, or, without an SMTP
// server, as .eml files under var/mail/ for a developer to read (outbox-sender.ts). Each e-mail is leased
// before it is sent, so several API processes never send the same one twice; the sent ones are marked in
// rounds (outbox-marking.ts), the failed ones tried again later (outbox-retry.ts).
import { outboxYieldsToVisitors } from '../../domain/forms/outbox-pacing';
import { type CrmWebhookConfig, crmWebhookConfig } from '../crm/crm-config';
import type { FormStore, QueuedEmail } from '../store/form-store';
import { isStoreUnavailable } from '../store/store-unavailable';
import { markingRounds } from './outbox-marking';
import { isConnectionFailure, retryDelayAfter } from './outbox-retry';
import { type SendEmail, sendConcurrency } from './outbox-sender';
import { isCrmRow, startWebhook } from './outbox-webhooks';

// The worker's callers take the sender and the retry policy from here, with the worker.
export { connectionRetryCapMs, isConnectionFailure, retryDelay, retryDelayAfter } from './outbox-retry';
export { createSender, type SendEmail, type Sender } from './outbox-sender';

/** How long a worker holds an e-mail it is sending before another may try it (MAIL_LEASE_MS). */
export const defaultLeaseMs = 2 * 60 * 1000;
/** E-mails leased at a time: a few rounds of the lanes, so none waits long under its lease. */
const claimSize = 64;

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
  // The staff commands that drain the outbox (alerts, invitations) post the leads they claim with the
  // environment's webhook, as the server does, and wait for them: a command that ended during a post
  // would leave the lead to be posted again.
  crm: { readonly webhook: CrmWebhookConfig | undefined; readonly detached: boolean } = {
    webhook: crmWebhookConfig(process.env),
    detached: false,
  },
): Promise<{ sent: number; failed: number }> {
  const leads: Promise<void>[] = [];
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
      // A lead for the CRM goes by HTTP, apart from the lanes: a receiver that hangs holds up no e-mail.
      if (isCrmRow(email)) {
        leads.push(startWebhook(store, email, crm.webhook, now));
        return;
      }
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
  if (!crm.detached) await Promise.all(leads);
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
  webhook?: CrmWebhookConfig,
): () => void {
  let running = false;
  let lastUnavailable = 0;
  const tick = () => {
    if (running) return;
    running = true;
    // The leads go on posting after the round: a CRM that hangs holds up no e-mail.
    deliverDueEmails(store, send, retryBaseMs, now, leaseMs, requestCount, { webhook, detached: true })
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
