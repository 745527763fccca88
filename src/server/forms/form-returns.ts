// What a refused plain post (a visitor without JavaScript) needs to show its form again at the form's
// own URL after a redirect (post/redirect/get): the kind, language, messages and typed values, kept in
// the store (the database every API process shares) under the hash of a random token for a few
// minutes and handed out once. Personal data never goes into a URL or a log; the URL carries only the
// token, and the row is deleted as it is read or once expired.
import { createHash, randomBytes } from 'node:crypto';
import type { FormKind } from '../../domain/forms/schemas';
import type { Locale } from '../../i18n/locales';
import type { FormStore } from '../store/form-store';

/** A refused plain post, waiting to be shown again. */
export interface FormReturn {
  readonly kind: FormKind;
  readonly locale: Locale;
  /** Translated messages per field name (without []); `_form` for the form as a whole. */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly values: Readonly<Record<string, string | string[]>>;
  /** The page the form was posted from, where the visitor is sent back. */
  readonly path: string;
}

/** How long a refused post waits for its page to be shown. */
export const formReturnLifetimeMs = 10 * 60 * 1000;
/** The most refused posts kept at once; the oldest go first, so a flood cannot fill the disk. */
export const formReturnLimit = 1000;
/** The query parameter that carries the token on the form's page. */
export const formReturnParameter = 'form-return';
/** The shape of a token: 24 random bytes in base64url. */
export const formReturnTokenPattern = /^[A-Za-z0-9_-]{32}$/;

// Only the hash is stored: whoever reads the database cannot open the pages the tokens open.
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Keeps a refused post and returns its token. */
export async function keepFormReturn(
  store: FormStore,
  record: FormReturn,
  now: number = Date.now(),
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await store.keepFormReturn(
    hashOf(token),
    JSON.stringify(record),
    now + formReturnLifetimeMs,
    now,
    formReturnLimit,
  );
  return token;
}

/** The refused post of a token, removed as it is read; undefined when unknown, used or expired. */
export async function takeFormReturn(
  store: FormStore,
  token: string,
  now: number = Date.now(),
): Promise<FormReturn | undefined> {
  if (!formReturnTokenPattern.test(token)) return undefined;
  const record = await store.takeFormReturn(hashOf(token), now);
  return record === undefined ? undefined : (JSON.parse(record) as FormReturn);
}

/**
 * The path a form may send the visitor back to: one of this site's page paths (not the API, not
 * another host through `//` or `/\`), without query or fragment; undefined otherwise.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!/^\/(?![/\\])[^?#\s\\]*$/.test(value)) return undefined;
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/form-error/')) return undefined;
  return value;
}
