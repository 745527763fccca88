// Turns the schema's message keys into the visitor's words, the same texts the API answers with.
import { type FieldMessageWords, fieldMessageTexts } from '../../domain/forms/field-message';
import type { FormErrors } from '../../domain/forms/schemas';
import type { ShownErrors } from './form-errors-view';

/** The messages of `errors` in the island's language, each naming its field. */
export function translateErrors(errors: FormErrors, words: FieldMessageWords): ShownErrors {
  return fieldMessageTexts(errors, words);
}
