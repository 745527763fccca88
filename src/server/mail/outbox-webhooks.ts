// The outbox's CRM webhook rows (channel 'crm'): posted by src/server/crm/crm-delivery.ts apart from the
// e-mails' lanes, so a receiver that hangs for its 10 s holds up no e-mail, and marked each on its own:
// delivered on a 2xx, tried again on the webhook's schedule (src/domain/crm/crm-retry.ts), or refused
// for good (npm run leads lists it, --resend sends it again). Its lease covers the attempt: no other
// worker takes the row while it is posted, and a process killed meanwhile leaves it to the next claim
// once the lease runs out, so a lead arrives twice only across a crash (the CRM keys on its id).
import { crmRetryDelay } from '../../domain/crm/crm-retry';
import type { CrmWebhookConfig } from '../crm/crm-config';
import { CrmDeliveryError, postLead } from '../crm/crm-delivery';
import type { FormStore, QueuedEmail } from '../store/form-store';

/** Whether a claimed row is a lead for the CRM rather than an e-mail. */
export const isCrmRow = (row: QueuedEmail): boolean => row.channel === 'crm';

/** Records what became of one attempt at a webhook row. */
async function markAttempt(store: FormStore, row: QueuedEmail, error: unknown, now: number) {
  const reason = error instanceof Error ? error.message : String(error);
  const retryable = !(error instanceof CrmDeliveryError) || error.retryable;
  const delay = retryable ? crmRetryDelay(row.attempts + 1) : undefined;
  if (delay === undefined) {
    const why = retryable ? `${reason} (given up after a day of attempts)` : reason;
    console.error(`The CRM refused lead ${row.id}: ${why}; npm run leads lists it.`);
    await store.markEmailRefused(row.id, why, now);
  } else {
    await store.markEmailFailed(row.id, reason, now + delay);
  }
}

/** Starts posting one webhook row; resolves once it is marked (never rejects). */
export function startWebhook(
  store: FormStore,
  row: QueuedEmail,
  webhook: CrmWebhookConfig | undefined,
  now: () => number,
): Promise<void> {
  return (
    (async () => {
      try {
        await postLead(webhook, row.text, now());
      } catch (error) {
        await markAttempt(store, row, error, now());
        return;
      }
      await store.markEmailsSent([row.id], now());
    })()
      // The database away at the mark: the lease runs out and the row is posted again (same id).
      .catch((error: unknown) => console.error(`Could not record the CRM lead ${row.id}:`, error))
  );
}
