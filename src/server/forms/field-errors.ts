// Field messages (dictionary keys with their values) put into the words of the request's language:
// the one translation of the API's field errors, for the forms API and the owner API alike.
import type { FieldMessage, FieldMessageWords } from '../../domain/forms/field-message';
import { fieldMessageTexts } from '../../domain/forms/field-message';
import { fieldMessageWords } from '../../domain/forms/field-message-words';
import type { Locale } from '../../i18n/locales';

/**
 * Translates field messages into a language, one list per field. `words` gives a language's wordings:
 * by default the lead forms', whose messages name their field ("First name is a required field.").
 */
export function translateErrors(
  errors: Readonly<Record<string, readonly FieldMessage[]>>,
  locale: Locale,
  words: (locale: Locale) => FieldMessageWords = fieldMessageWords,
): Record<string, string[]> {
  return fieldMessageTexts(errors, words(locale));
}
