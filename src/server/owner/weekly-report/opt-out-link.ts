// The weekly report's one-click opt-out link: `/api/owner/report-opt-out?owner=<id>&sig=<signature>`,
// signed with the server's key (ALTCHA_HMAC_KEY, else the key kept in var/: the proof of work's), so the
// link needs no stored token and cannot be made for another owner. The signature names its purpose, so
// no other signature of that key is a valid one here. Several machines share the key through
// ALTCHA_HMAC_KEY, as they must for the proof of work.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../i18n/locales';
import { altchaKey } from '../../forms/proof-of-work';
import type { ServerConfig } from '../../server-config';

/** The endpoint's path. */
export const optOutPath = '/api/owner/report-opt-out';

const signature = (config: ServerConfig, ownerId: number) =>
  createHmac('sha256', altchaKey(config)).update(`owner-report-opt-out:${ownerId}`).digest('base64url');

/** The opt-out link of an owner, on the public site URL, the page in the owner's language. */
export function optOutLink(config: ServerConfig, siteUrl: string, ownerId: number, locale: Locale): string {
  const url = new URL(optOutPath, siteUrl);
  url.searchParams.set('owner', String(ownerId));
  url.searchParams.set('locale', locale);
  url.searchParams.set('sig', signature(config, ownerId));
  return url.href;
}

/** The owner a link's query names, when its signature is right; undefined for a forged or damaged one. */
export function signedOwner(config: ServerConfig, query: URLSearchParams): number | undefined {
  const owner = query.get('owner') ?? '';
  const given = query.get('sig') ?? '';
  if (!/^\d{1,12}$/.test(owner)) return undefined;
  const ownerId = Number(owner);
  const expected = Buffer.from(signature(config, ownerId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? ownerId : undefined;
}
