// The rate limits a form post counts: per client address, per send-to-friend recipient, and for a held
// post per address and per inbox its confirmation request goes to.
import { type FormAnswers, type FormKind, formSpecs } from '../../domain/forms/schemas';
import type { ServerConfig } from '../server-config';
import type { RateLimit } from '../store/form-store';
import { heldRecipientKey, recipientKey } from './held-submissions';

/** The rate-limit key of a send-to-friend recipient, before the hash of the address. */
export const friendRecipientKey = 'friend-to:';

/** The rate limits a post counts, in order. */
export function rateLimits(
  kind: FormKind,
  value: FormAnswers,
  address: string,
  held: boolean,
  config: ServerConfig,
): RateLimit[] {
  const hour = 60 * 60 * 1000;
  return [
    { key: `form:${address}`, windowMs: 10 * 60 * 1000, limit: config.formRateLimit },
    ...(formSpecs[kind].notifies.includes('friend')
      ? [
          { key: `friend:${address}`, windowMs: hour, limit: config.friendRateLimit },
          // Whoever sends, and from however many addresses, one inbox gets only a few a day. The
          // recipient is counted by a hash, as the friend's address is not kept, and as the inbox it
          // reaches: normalised by the schema, without a "+tag" (jan+1@ and jan+2@ reach jan@).
          {
            key: recipientKey(friendRecipientKey, String(value.friendEmail)),
            windowMs: 24 * hour,
            limit: config.friendRecipientLimit,
          },
        ]
      : []),
    // A held post sends one e-mail to an address anyone may have typed: a few a day per inbox, and
    // per client address, whoever sends them.
    ...(held
      ? [
          { key: `confirm-from:${address}`, windowMs: 24 * hour, limit: config.confirmAddressLimit },
          {
            key: heldRecipientKey(value.email ?? ''),
            windowMs: 24 * hour,
            limit: config.confirmRecipientLimit,
          },
        ]
      : []),
  ];
}
