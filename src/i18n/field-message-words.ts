// The words a lead form's messages are phrased with in one language, for the API and the form island.
import type { FieldMessageWords } from '../domain/field-message';
import { fieldLabelKeys } from '../schemas/forms/field-labels';
import { formMessageKeys } from '../schemas/forms/form-message';
import { type Locale, localeTags } from './locales';
import { pickStrings } from './translator';

/** The message keys that have a wording naming the field (validation.named.<key>). */
export const namedMessageKeys = [
  'required',
  'email',
  'phone',
  'number',
  'outOfRange',
  'dateInvalid',
  'tooLong',
  'choice',
  'postcode',
] as const;

/** The message wordings and field labels of one language. */
export function fieldMessageWords(locale: Locale): FieldMessageWords {
  const plain = pickStrings(
    locale,
    formMessageKeys.map((key) => `validation.${key}` as const),
  );
  const named = pickStrings(
    locale,
    namedMessageKeys.map((key) => `validation.named.${key}` as const),
  );
  const labels = pickStrings(locale, Object.values(fieldLabelKeys));
  return {
    messages: Object.fromEntries(formMessageKeys.map((key) => [key, plain[`validation.${key}`]])),
    named: Object.fromEntries(namedMessageKeys.map((key) => [key, named[`validation.named.${key}`]])),
    labels: Object.fromEntries(Object.entries(fieldLabelKeys).map(([field, key]) => [field, labels[key]])),
    tag: localeTags[locale],
  };
}
