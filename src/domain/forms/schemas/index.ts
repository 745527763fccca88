// The form schemas, shared by the form island (src/islands/forms) and the API (src/pages/api/forms).
//
// Exported names:
// - formKinds, FormKind, isFormKind                      (form-kind.ts)
// - formSpecs (one entry per kind: schema, and the fields and required ones read from it, e-mails, file,
//   owner; form-specs.ts), FormSchema, FormOutput<K>, FormAnswers, hasField, isRequired, fieldControl,
//   ownerShownKinds, pageFields, schemaEntries
// - formFieldSpecs (one entry per field name: labels, words, list, stored, its control; form-fields.ts)
// - formSchema(kind), validateForm(kind, body)
// - SiteContactSchema, ContactMeSchema, ContactAppointmentSchema, ContactConstructionSchema,
//   ContactDemandSchema, DemandRegisterSchema, SendToFriendSchema, SignNewsletterSchema,
//   UnsubscribeSchema, OfferSchema, RentApplicationSchema, TestimonialSchema, CvSchema,
//   DocumentRequestSchema, and cvMaxBytes, cvMimeTypes, splitPostcodes
// - formBody(pairs), FormBody, listFields                 (form-body.ts: FormData/post pairs -> body)
// - formErrors(issues), addFormError, message, FormErrors, FormMessage, FormMessageKey
//   (form-message.ts: messages are keys of locales/<lang>/validation.json with placeholder values)
//
// Field names are those of the form markup; repeatable fields (`types[]`, `regions[]`,
// `contactTimes[]`, `documents[]`) are named without `[]` in bodies and in error objects.
import * as v from 'valibot';
import type { FormKind } from './form-kind';
import { addFormError, emptyFormErrors, type FormErrors, formErrors } from './form-message';
import { type FormOutput, type FormSchema, formSpecs, schemaEntries } from './form-specs';

export * from './contact-schemas';
export * from './form-body';
export * from './form-fields';
export * from './form-kind';
export * from './form-message';
export * from './form-specs';
export * from './people-schemas';
export * from './property-schemas';
export * from './subscription-schemas';

/** The schema of each form kind, as the kind's spec holds it. */
export function formSchema<K extends FormKind>(kind: K): FormSchema<K> {
  return formSpecs[kind].schema;
}

/** A checked body, or the messages per field that stop it. */
export type FormResult<K extends FormKind> =
  | { readonly ok: true; readonly value: FormOutput<K> }
  | { readonly ok: false; readonly errors: FormErrors };

/** The field names a kind takes: the visitor's and the page's. */
export function formFields(kind: FormKind): string[] {
  return Object.keys(schemaEntries(formSchema(kind)));
}

/**
 * The first message of each field: a field's checks run in order, so an empty e-mail reads "required"
 * alone, not also "not valid". (valibot's abortPipeEarly would also stop the form-level checks after
 * the first, hiding the demand register's zone message behind its type message.)
 */
function firstPerField(errors: FormErrors): FormErrors {
  const first = emptyFormErrors();
  for (const [field, list] of Object.entries(errors)) {
    const [message] = list;
    if (message !== undefined) addFormError(first, field, message);
  }
  return first;
}

/**
 * Checks a body against its kind's schema, collecting every field's messages. Own keys the form does
 * not have are refused here too: valibot's strict check looks keys up with `in`, which lets
 * `__proto__` or `constructor` through as if they were fields.
 */
export function validateForm<K extends FormKind>(kind: K, body: unknown): FormResult<K> {
  const result = v.safeParse(formSchema(kind) as v.GenericSchema<unknown, FormOutput<K>>, body);
  const errors = result.success ? emptyFormErrors() : firstPerField(formErrors(result.issues));
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const known = new Set(formFields(kind));
    for (const key of Reflect.ownKeys(body)) {
      if (typeof key === 'string' && !known.has(key)) addFormError(errors, key, { key: 'unknownField' });
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.output };
  return { ok: false, errors };
}
