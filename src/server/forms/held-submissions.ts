// A post without the proof of work (JavaScript off) is held until the visitor follows the link mailed
// to them: the link's token, its hash (the only form the database keeps) and how long it is valid.
import { createHash, randomBytes } from 'node:crypto';
import { inboxOf, normalizedEmail } from '../../domain/forms/email-address';

/** How long a held post's link confirms it; after that the post is purged, never delivered. */
export const heldLifetimeHours = 48;
/** The same, in ms. */
export const heldLifetimeMs = heldLifetimeHours * 60 * 60 * 1000;
/** The shape of a held post's token: 24 random bytes in base64url. */
export const heldTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** The hash under which a token is stored. */
export function heldTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new random token and its hash. */
export function newHeldToken(): { readonly token: string; readonly tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: heldTokenHash(token) };
}

/** The path of the page a held post's link opens (GET shows a button, POST confirms). */
export function heldLinkPath(token: string): string {
  return `/api/forms/held/${token}`;
}

/** The start of the per-recipient limit's keys, by which a refusal names that limit. */
export const heldRecipientKeyPrefix = 'confirm-to:';

/**
 * The key of a per-recipient limit, after its `prefix`: the inbox the address reaches (inboxOf:
 * normalised, without a "+tag"), hashed so that the rate-limit table keeps no address.
 */
export function recipientKey(prefix: string, email: string): string {
  const typed = email.trim();
  const inbox = inboxOf(normalizedEmail(typed) ?? typed.toLowerCase());
  return `${prefix}${createHash('sha256').update(inbox).digest('base64url')}`;
}

/** The key of the per-recipient limit of confirmation requests (recipientKey). */
export function heldRecipientKey(email: string): string {
  return recipientKey(heldRecipientKeyPrefix, email);
}
