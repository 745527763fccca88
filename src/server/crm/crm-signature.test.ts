import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, webhookSignature } from './crm-signature';

describe("the webhook's signature", () => {
  const body = '{"id":"a1","kind":"contact-me"}';

  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    const hex = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(webhookSignature(body, 'secret')).toBe(`sha256=${hex}`);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks out on the same body and secret only', () => {
    const header = webhookSignature(body, 'secret');
    expect(isSignedBy(body, header, 'secret')).toBe(true);
    expect(isSignedBy(body.replace('a1', 'a2'), header, 'secret')).toBe(false);
    expect(isSignedBy(body, header, 'other')).toBe(false);
    expect(isSignedBy(body, 'sha256=00', 'secret')).toBe(false);
  });
});
