// Posts one lead to the CRM's webhook: signed, never following a redirect, given 10 s in all, and
// reading at most a few KB of the answer (only its status matters; a part of its text goes to the log).
// A 2xx delivers it; a connection error, a timeout, 408, 429 or a 5xx is worth another attempt; any
// other answer refuses the lead for good (a CRM that calls the lead invalid will do so again).
import { isRetryableStatus } from '../../domain/crm/crm-retry';
import type { CrmWebhookConfig } from './crm-config';
import { webhookSignature } from './crm-signature';

/** How long one attempt may take, the answer's body included. */
export const crmTimeoutMs = 10_000;
/** How much of an answer's body is read (for the log); the rest is never downloaded. */
export const crmAnswerCapBytes = 4096;

/** A failed attempt: `retryable`, or refused for good. */
export class CrmDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CrmDeliveryError';
  }
}

/** At most `cap` bytes of a body as text; the rest is cancelled, not read. */
async function cappedText(body: ReadableStream<Uint8Array> | null, cap: number): Promise<string> {
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < cap) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, cap).toString('utf8');
}

/** Posts `body` (the lead's JSON text) to the webhook; throws CrmDeliveryError unless a 2xx answered. */
export async function postLead(
  config: CrmWebhookConfig | undefined,
  body: string,
  now: number = Date.now(),
): Promise<void> {
  if (config === undefined) {
    throw new CrmDeliveryError('CRM_WEBHOOK_URL is not set: the lead waits for it', true);
  }
  const signal = AbortSignal.timeout(crmTimeoutMs);
  let status: number;
  let answer: string;
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      // A redirect is the answer, never followed: the lead goes to the URL the operator set, nowhere else.
      redirect: 'manual',
      signal,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Webhook-Signature': webhookSignature(body, config.secret),
        'X-Webhook-Timestamp': String(Math.floor(now / 1000)),
      },
      body,
    });
    status = response.status;
    // The status is the answer: a body cut off by the timeout leaves it as it is.
    answer = await cappedText(response.body, crmAnswerCapBytes).catch(() => '');
  } catch (error) {
    const reason = signal.aborted
      ? `no answer within ${crmTimeoutMs / 1000} s`
      : error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
    throw new CrmDeliveryError(`CRM webhook: ${reason}`, true);
  }
  if (status >= 200 && status < 300) return;
  const said = answer.replace(/\s+/g, ' ').trim().slice(0, 300);
  const message = `CRM webhook answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}${said === '' ? '' : `: ${said}`}`;
  throw new CrmDeliveryError(message, isRetryableStatus(status));
}
