// Turns the schema's message keys into the visitor's words, the same texts the API answers with.
import { fillTemplate } from '../../i18n/fill-template';
import type { FormErrors, FormMessageKey } from '../../schemas/forms';
import type { ShownErrors } from './form-errors-view';

/** The messages of `errors` in the island's language; placeholders filled from each message's values. */
export function translateErrors(
  errors: FormErrors,
  messages: Readonly<Record<FormMessageKey, string>>,
): ShownErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((entry) => fillTemplate(messages[entry.key], entry.vars ?? {})),
    ]),
  );
}
