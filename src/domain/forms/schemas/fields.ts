// The field schemas the form bodies are made of. Every value arrives as text from a form post (the
// island sends the same shape as JSON), so each field parses text; an empty text is an absent value.
import * as v from 'valibot';
import { locales } from '../../../i18n/locales';
import { normalizedEmail } from '../email-address';
import { typedWholeNumber } from '../typed-whole-number';
import { message } from './form-message';

const required = message('required');
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * An optional text of a given form: trimmed, an empty one is left out, any other must pass `schema`; every
 * refusal (not text, or not of the form) says `refusal`.
 */
function blankOr<TSchema extends v.GenericSchema<string, unknown>>(refusal: string, schema: TSchema) {
  return v.optional(
    v.pipe(
      v.string(refusal),
      v.trim(),
      v.transform(emptyToUndefined),
      v.union([v.undefined(), schema], refusal),
    ),
  );
}

/** A required line or paragraph of text, trimmed, at most `max` characters. */
export function requiredText(max: number) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, message('tooLong', { max })),
  );
}

/** An optional text, trimmed, at most `max` characters; an empty one is left out. */
export function optionalText(max: number) {
  return v.optional(
    v.pipe(
      v.string(message('choice')),
      v.trim(),
      v.maxLength(max, message('tooLong', { max })),
      v.transform(emptyToUndefined),
    ),
  );
}

/**
 * The visitor's e-mail address (or a friend's), in its one normalised spelling (normalizedEmail): every
 * consumer (the per-inbox limits, the store, the outbox) sees the same address however it was typed.
 */
export const emailField = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  // What mail systems accept (RFC 5321 lengths, apostrophes, UTF-8, IDN domains), not valibot's stricter
  // pattern; never an invisible or formatting character, which respells an inbox.
  v.check((value) => normalizedEmail(value) !== undefined, message('email')),
  v.transform((value) => normalizedEmail(value) ?? value),
);

// Digits with the usual separators and an optional leading +; between 6 and 20 digits.
const phonePattern = /^\+?[\d\s()./-]{6,30}$/;
const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
};

/** A required phone number. */
export const phoneField = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.regex(phonePattern, message('phone')),
  v.check(phoneDigits, message('phone')),
);

/** An optional phone number. */
export const optionalPhoneField = blankOr(
  message('phone'),
  v.pipe(v.string(), v.regex(phonePattern, message('phone')), v.check(phoneDigits, message('phone'))),
);

/** How the visitor wants to be addressed (Mr, Ms, Miss); empty when not chosen. */
export const titleField = v.optional(
  v.pipe(
    v.picklist(['', 'mr', 'ms', 'miss'], message('choice')),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);

/** The privacy-policy consent checkbox: a form post sends "yes" (or "on"), JSON may send true. */
export const consentField = v.pipe(
  v.union([v.literal(true), v.picklist(['yes', 'on', 'true'])], message('consentRequired')),
  v.transform(() => true as const),
);

/** An optional yes/no checkbox (the newsletter opt-in): checked when present. */
export const optInField = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['yes', 'on', 'true', ''])], message('choice')),
    v.transform((value) => value === true || (typeof value === 'string' && value !== '')),
  ),
  false,
);

/** A record ID of the export (a property, a project), as text or number. */
export const idField = v.pipe(
  v.union([v.string(), v.number()], required),
  v.transform(String),
  v.trim(),
  v.nonEmpty(required),
  v.regex(/^[1-9]\d{0,9}$/, message('number')),
  v.transform(Number),
);

/** An optional whole number between `min` and `max` (a budget, rooms, occupants, a rating). */
export function optionalNumber(min: number, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], message('number')),
      v.transform((value) => typedWholeNumber(String(value))),
      v.transform(emptyToUndefined),
      v.union(
        [
          v.undefined(),
          v.pipe(
            v.string(),
            v.regex(/^\d{1,12}$/, message('number')),
            v.transform(Number),
            v.minValue(min, message('outOfRange', { min, max })),
            v.maxValue(max, message('outOfRange', { min, max })),
          ),
        ],
        message('number'),
      ),
    ),
  );
}

/**
 * A required whole number between `min` and `max` (an offer, an income, occupants). Its message states
 * `shownMin` as the lower bound when a later check refuses more than `min` with its own words (an
 * offer far below the asking price is a typing slip): the message gives the real bounds.
 */
export function requiredNumber(min: number, max: number, shownMin = min) {
  const range = message('outOfRange', { min: shownMin, max });
  return v.pipe(
    v.union([v.string(), v.number()], required),
    v.transform((value) => typedWholeNumber(String(value))),
    v.nonEmpty(required),
    v.regex(/^\d{1,12}$/, message('number')),
    v.transform(Number),
    v.minValue(min, range),
    v.maxValue(max, range),
  );
}

/** A list of choices from `values` (checkboxes sent as `name[]`); absent means none. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T) {
  return v.optional(
    v.pipe(
      v.array(v.picklist(values, message('choice')), message('choice')),
      v.maxLength(values.length, message('choice')),
    ),
    [],
  );
}

/** A list of record IDs (property types by WebID), at most `max` of them. */
export function idList(max: number) {
  return v.optional(v.pipe(v.array(idField, message('choice')), v.maxLength(max, message('choice'))), []);
}

// Date.parse rolls 2026-02-30 over to March, so the day is checked against the month's length.
function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, YYYY-MM-DD, that exists; empty when not given. */
export const optionalDate = blankOr(
  message('dateInvalid'),
  v.pipe(v.string(), v.isoDate(message('dateInvalid')), v.check(isCalendarDate, message('dateInvalid'))),
);

/**
 * What every form carries besides its own fields: the client-made `submissionId` (a UUID; a plain post
 * without JavaScript has none and gets one from the server), the page's `locale`, the honeypot
 * `website` (people never see it, so it must stay empty), `startedAt` (when the island showed the
 * form, in ms) and the `altcha` proof-of-work payload.
 */
export const metaEntries = {
  submissionId: blankOr(message('choice'), v.pipe(v.string(), v.uuid(message('choice')))),
  locale: v.optional(v.picklist(locales, message('choice'))),
  website: v.optional(v.pipe(v.string(message('choice')), v.maxLength(2000, message('choice')))),
  startedAt: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], message('choice')),
      v.transform(String),
      v.regex(/^\d{1,15}$/, message('choice')),
      v.transform(Number),
    ),
  ),
  altcha: v.optional(v.pipe(v.string(message('robot')), v.maxLength(8000, message('robot')))),
} as const;

/**
 * The visitor's own details, in the form's order: title, names, e-mail, phone. A kind's schema spreads
 * them where its form asks them (its entry order is the form's order, see form-specs.ts).
 */
export const personEntries = {
  title: titleField,
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: optionalPhoneField,
} as const;

/** The newsletter opt-in and the privacy-policy consent, the last fields of most forms. */
export const consentEntries = {
  newsletter: optInField,
  privacyConsent: consentField,
} as const;

/**
 * A field the form marks required although its schema lets it be absent, because a check of the whole
 * body words the refusal (the demand register's property types) or the server checks it outside the
 * body (the CV's file). form-specs.ts reads the mark; valibot keeps it as metadata, checking nothing.
 */
export function markedRequired<const S extends v.GenericSchema>(schema: S) {
  return v.pipe(schema, v.metadata({ markedRequired: true }));
}

/** Whether a field's schema is marked required by `markedRequired`. */
export function isMarkedRequired(schema: v.GenericSchema): boolean {
  const metadata: { readonly markedRequired?: unknown } = v.getMetadata(schema);
  return metadata.markedRequired === true;
}

/**
 * The uploaded file's place in a kind that carries one (the CV): the file itself is posted as multipart
 * and checked by its content on the server (src/server/forms/forms-api.ts), never in the body, so a body
 * that names it is refused. Its entry places it on the form and marks it required.
 */
export const uploadField = markedRequired(v.optional(v.never(message('unknownField'))));

/** The times of day the visitor prefers to be called. */
export const contactTimesField = choiceList(['morning', 'afternoon', 'evening'] as const);

/** The visitor's free remark. */
export const remarkField = optionalText(5000);
