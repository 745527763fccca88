// The one error shape of the whole API (forms, owner portal, view counter, slots): messages in the
// request's language by field, the body as a whole under `_form`. The islands read refusals with it and
// the API tests check every refusal against it.
import * as v from 'valibot';

/** The key of the messages about the request as a whole rather than one of its fields. */
export const formErrorField = '_form';

/** A refusal's body: `{ errors: { <field>: [message, ...], _form: [message, ...] } }`. */
export const ApiErrorsSchema = v.object({ errors: v.record(v.string(), v.array(v.string())) });

/** Messages by field (`_form` for the request as a whole), in the request's language. */
export type ApiErrors = v.InferOutput<typeof ApiErrorsSchema>['errors'];

/** The body of a refusal with one message about the request as a whole. */
export function formErrorBody(message: string): { errors: ApiErrors } {
  return { errors: { [formErrorField]: [message] } };
}
