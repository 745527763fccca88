// What every owner endpoint answers with: no-store JSON (or nothing), in the language the request
// picked, and the refusals of a state-changing request's body, all in the API's one error shape.
import type { ExportModel } from '../../data/export-model';
import type { FieldMessage, FieldMessageWords } from '../../domain/forms/field-message';
import { waitText } from '../../domain/forms/wait-text';
import { siteLocales } from '../../domain/language/site-locales';
import { ownerMessageKeys, ownerNamedMessageKeys } from '../../domain/portal/owner-portal-schemas';
import type { TranslationKey } from '../../i18n/keys';
import { isLocale, type Locale, localeTags } from '../../i18n/locales';
import { createTranslator, pickStrings, type TranslationVars } from '../../i18n/translator';
import { type ApiErrors, formErrorBody } from '../../schemas/api-errors';
import { translateErrors } from '../forms/field-errors';
import { BodyError, readLimited } from '../http/read-form-request';
import { isSameOrigin } from '../http/request-origin';
import type { PasswordWorkBusy } from './password-work-queue';

/** The largest JSON body of an owner endpoint, in bytes. */
export const ownerBodyLimit = 8 * 1024;

/** Answers of the owner API are never cached: they are one owner's, or say something of now. */
export const noStore = { 'Cache-Control': 'no-store' } as const;

/** A no-store JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });
}

/** A no-store answer without a body. */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...noStore, ...headers } });
}

/** The first candidate that is a language the site has switched on, else the site's default. */
export function pickLocale(model: ExportModel, ...candidates: unknown[]): Locale {
  const { enabledLocales, defaultLocale } = siteLocales(model.site);
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && isLocale(candidate) && enabledLocales.includes(candidate)) {
      return candidate;
    }
  }
  return defaultLocale;
}

/** The `?locale=` of a request (a GET's, or a body's refusal before the body is read). */
export const queryLocale = (request: Request) => new URL(request.url).searchParams.get('locale');

/** A refusal with one message about the request as a whole (`_form`), in `locale`. */
export function formError(
  locale: Locale,
  key: TranslationKey,
  vars?: TranslationVars,
): { errors: ApiErrors } {
  return formErrorBody(createTranslator(locale)(key, vars));
}

/** A refusal with one message about one field (the link's `token`, the `path`), in `locale`. */
export function fieldError(locale: Locale, field: string, key: TranslationKey): { errors: ApiErrors } {
  return { errors: { [field]: [createTranslator(locale)(key)] } };
}

// The portal's messages name their field as the lead forms' do ("Password is a required field."), with
// the label the portal's forms give it; the island's own check before posting words them alike.
const ownerLabels = {
  email: 'forms.fields.email',
  password: 'forms.fields.password',
  passwordConfirm: 'forms.fields.repeatPassword',
} as const satisfies Record<string, TranslationKey>;
const ownerWords = (locale: Locale): FieldMessageWords => {
  const plain = pickStrings(locale, [
    ...ownerMessageKeys.map((key) => `validation.${key}` as const),
    ...ownerNamedMessageKeys.map((key) => `validation.named.${key}` as const),
    ...Object.values(ownerLabels),
  ]);
  return {
    messages: Object.fromEntries(ownerMessageKeys.map((key) => [key, plain[`validation.${key}`]])),
    named: Object.fromEntries(ownerNamedMessageKeys.map((key) => [key, plain[`validation.named.${key}`]])),
    labels: Object.fromEntries(Object.entries(ownerLabels).map(([field, key]) => [field, plain[key]])),
    tag: localeTags[locale],
  };
};

/** A refusal with the messages of the fields in `locale`. */
export function fieldErrors(
  locale: Locale,
  errors: Readonly<Record<string, readonly FieldMessage[]>>,
): { errors: ApiErrors } {
  return { errors: translateErrors(errors, locale, ownerWords) };
}

/**
 * The JSON object of a state-changing owner request, or the refusal to answer: 403 cross-origin, 415
 * not JSON, 413 too large, 400 malformed. `locale` is the language of those refusals.
 */
export async function readOwnerBody(
  request: Request,
  locale: Locale,
): Promise<Record<string, unknown> | Response> {
  if (!isSameOrigin(request)) return json(403, formError(locale, 'portal.api.crossOrigin'));
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json(415, formError(locale, 'portal.api.jsonOnly'));
  let parsed: unknown;
  try {
    const bytes = await readLimited(request, ownerBodyLimit);
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) {
      return json(413, formError(locale, 'portal.api.tooLarge'));
    }
    return json(400, formError(locale, 'portal.api.malformed'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return json(400, formError(locale, 'portal.api.malformed'));
  }
  return parsed as Record<string, unknown>;
}

/** 503 with Retry-After: the password work queue turned the request away (too many at once). */
export const busy = (locale: Locale, error: PasswordWorkBusy) =>
  json(503, formError(locale, 'portal.api.busy', { seconds: error.retryAfterSeconds }), {
    'Retry-After': String(error.retryAfterSeconds),
  });

/** 429 with Retry-After: too many attempts. */
export const tooMany = (locale: Locale, seconds: number) =>
  json(
    429,
    formError(locale, 'validation.tooManyRequests', { wait: waitText(seconds, localeTags[locale]) }),
    {
      'Retry-After': String(seconds),
    },
  );
