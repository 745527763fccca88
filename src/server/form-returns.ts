// What a refused plain post (a visitor without JavaScript) needs to show its form again at the form's
// own URL after a redirect (post/redirect/get): the kind, language, messages and typed values, kept in
// this process's memory under a random token for a few minutes and handed out once. Personal data never
// goes into a URL, a log or the database; the URL carries only the token.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../i18n/locales';
import type { FormKind } from '../schemas/forms';

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
/** The most refused posts kept at once; the oldest go first, so a flood cannot fill the memory. */
export const formReturnLimit = 1000;
/** The query parameter that carries the token on the form's page. */
export const formReturnParameter = 'form-return';
/** The shape of a token: 24 random bytes in base64url. */
export const formReturnTokenPattern = /^[A-Za-z0-9_-]{32}$/;

interface Kept {
  readonly record: FormReturn;
  readonly expires: number;
}

// One store per process, shared by the API route and the page that shows the form again (the server
// bundle may load this module from more than one chunk).
const storeKey = Symbol.for('site.formReturns');
const shared = globalThis as Record<symbol, Map<string, Kept> | undefined>;
const kept: Map<string, Kept> = shared[storeKey] ?? new Map();
shared[storeKey] = kept;

function sweep(now: number): void {
  for (const [token, entry] of kept) if (entry.expires <= now) kept.delete(token);
  // A Map iterates in insertion order: the first entries are the oldest.
  for (const token of kept.keys()) {
    if (kept.size <= formReturnLimit) break;
    kept.delete(token);
  }
}

/** Keeps a refused post and returns its token. */
export function keepFormReturn(record: FormReturn, now: number = Date.now()): string {
  const token = randomBytes(24).toString('base64url');
  kept.set(token, { record, expires: now + formReturnLifetimeMs });
  sweep(now);
  return token;
}

/** The refused post of a token, removed as it is read; undefined when unknown, used or expired. */
export function takeFormReturn(token: string, now: number = Date.now()): FormReturn | undefined {
  const entry = kept.get(token);
  if (entry === undefined) return undefined;
  kept.delete(token);
  return entry.expires > now ? entry.record : undefined;
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
