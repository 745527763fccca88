// The webhook's signature: the HMAC-SHA256 of the raw body under CRM_WEBHOOK_SECRET, in hex, sent as
// `X-Webhook-Signature: sha256=<hex>`. The CRM computes the same over the bytes it received and
// compares in constant time (docs/crm-webhook.md).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The X-Webhook-Signature value of `body`. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether `header` signs `body` under `secret`: the receiver's check, as docs/crm-webhook.md shows it. */
export function isSignedBy(body: string, header: string, secret: string): boolean {
  const expected = Buffer.from(webhookSignature(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
