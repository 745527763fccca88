// The words a lead form's messages are phrased with in one language, for the API and the form island.

import { type Locale, localeTags } from '../../i18n/locales';
import { pickStrings } from '../../i18n/translator';
import type { FieldMessageWords } from './field-message';
import { fieldLabelKeys } from './schemas/field-labels';
import { formMessageKeys } from './schemas/form-message';

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
