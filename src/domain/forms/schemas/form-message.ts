// Form messages travel as keys of the validation dictionary, so one schema serves the island and the
// API and each side translates into the visitor's language.
import type * as v from 'valibot';

/** The keys of locales/<lang>/validation.json a form field can show. */
export const formMessageKeys = [
  'required',
  'email',
  'phone',
  'datesIncomplete',
  'dateInvalid',
  'endBeforeStart',
  'dateInPast',
  'propertyTypeRequired',
  'zoneRequired',
  'postcode',
  'number',
  'outOfRange',
  'budgetOrder',
  'budgetTooLow',
  'tooLong',
  'fileTooLarge',
  'fileType',
  'fileUnsafe',
  'fileUnchecked',
  'fileCheckBusy',
  'consentRequired',
  'robot',
  'slotFull',
  'offerTooLow',
  'unknownField',
  'choice',
  'submissionConflict',
  'noLinks',
] as const;

/** A key of locales/<lang>/validation.json a form field can show. */
export type FormMessageKey = (typeof formMessageKeys)[number];

/** One message for a field: its dictionary key and the values of its placeholders. */
export interface FormMessage {
  readonly key: FormMessageKey;
  /** Numbers from a schema's message; the API may also pass text it made itself (the slot taken). */
  readonly vars?: Readonly<Record<string, number | string>>;
}

/** Messages per field name (repeatable fields without their `[]`); `_form` for the whole body. */
export type FormErrors = Record<string, FormMessage[]>;

/**
 * Encodes a message key with its placeholder values in the string valibot carries, e.g.
 * `outOfRange|min=1|max=5`; `formErrors` decodes it.
 */
export function message(key: FormMessageKey, vars: Readonly<Record<string, number>> = {}): string {
  return [key, ...Object.entries(vars).map(([name, value]) => `${name}=${value}`)].join('|');
}

const messageKeys: ReadonlySet<string> = new Set(formMessageKeys);

function isMessageKey(value: string): value is FormMessageKey {
  return messageKeys.has(value);
}

function decode(text: string): FormMessage {
  const [key = '', ...pairs] = text.split('|');
  if (!isMessageKey(key)) return { key: 'required' };
  if (pairs.length === 0) return { key };
  const vars: Record<string, number> = {};
  for (const pair of pairs) {
    const [name = '', value = ''] = pair.split('=');
    vars[name] = Number(value);
  }
  return { key, vars };
}

/** An empty set of messages, without a prototype so any field name is safe as a key. */
export function emptyFormErrors(): FormErrors {
  return Object.create(null) as FormErrors;
}

/** Adds one message to a field, once: the same message twice on one field says nothing more. */
export function addFormError(errors: FormErrors, field: string, entry: FormMessage): FormErrors {
  // Own-property access and defineProperty: a field named __proto__ or constructor is just a name.
  const list = Object.hasOwn(errors, field) ? (errors[field] ?? []) : [];
  if (!list.some((known) => known.key === entry.key)) list.push(entry);
  Object.defineProperty(errors, field, { value: list, enumerable: true, writable: true, configurable: true });
  return errors;
}

// An unticked checkbox is absent from a form post, so its own message must stand for "missing".
const missingMessages: Readonly<Record<string, FormMessageKey>> = { privacyConsent: 'consentRequired' };

/**
 * The messages of valibot issues per field. A missing key reads "required" and a key the form does
 * not have reads "unknownField" (valibot gives both the object's message, so they are told apart by
 * the issue's expectation).
 */
export function formErrors(issues: readonly v.BaseIssue<unknown>[]): FormErrors {
  const errors = emptyFormErrors();
  for (const issue of issues) {
    const first = issue.path?.[0];
    const field = first !== undefined && typeof first.key === 'string' ? first.key : '_form';
    if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.path !== undefined) {
      const missing = Object.hasOwn(missingMessages, field) ? missingMessages[field] : undefined;
      addFormError(errors, field, {
        key: issue.expected === 'never' ? 'unknownField' : (missing ?? 'required'),
      });
      continue;
    }
    addFormError(errors, field, decode(issue.message));
  }
  return errors;
}
