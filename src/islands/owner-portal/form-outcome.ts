// Turns a refused or failed form call into what the form shows: messages per field, messages of the
// form as a whole. Shared by the login, forgotten-password and set-password forms.
import * as v from 'valibot';
import { fieldMessageText } from '../../domain/forms/field-message';
import { waitText } from '../../domain/forms/wait-text';
import { ownerFieldErrors } from '../../domain/portal/owner-portal-schemas';
import { fillTemplate } from '../../i18n/fill-template';
import { type ApiResult, type FieldErrors, UnexpectedAnswerError } from './api';
import { portalMessageWords } from './portal-message-words';
import type { PortalStrings } from './portal-strings';

/** What a form shows after an attempt that did not go through. */
export interface FormProblem {
  /** Messages next to fields, by the form's field name. */
  readonly fields: FieldErrors;
  /** Messages of the whole form (a wrong password, too many attempts, the server or network down). */
  readonly form: readonly string[];
}

/** The problem of a form before its first attempt, or after one that went through: nothing to show. */
export const noProblem: FormProblem = { fields: {}, form: [] };

/** The problem of a refused answer: the API's own messages, placed on the form's fields when it has them. */
export function refusedProblem(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fieldNames: readonly string[],
  s: PortalStrings,
  fallback: string,
): FormProblem {
  const fields: Record<string, readonly string[]> = {};
  const form: string[] = [];
  for (const [field, messages] of Object.entries(result.errors)) {
    if (fieldNames.includes(field)) fields[field] = messages;
    else form.push(...messages);
  }
  if (result.status === 429 && form.length === 0)
    form.push(
      fillTemplate(s['validation.tooManyRequests'], {
        wait: waitText(result.retryAfter ?? 60, pageLanguage()),
      }),
    );
  if (form.length === 0 && Object.keys(fields).length === 0)
    form.push(result.status >= 500 ? s['validation.server'] : fallback);
  return { fields, form };
}

/** The page's language tag (its <html lang>), for Intl; British English outside a page (tests). */
function pageLanguage(): string {
  return typeof document === 'undefined' ? 'en-GB' : document.documentElement.lang || 'en-GB';
}

/** The problem of a call that threw: the network, or an answer the island does not understand. */
export function thrownProblem(error: unknown, s: PortalStrings): FormProblem {
  return {
    fields: {},
    form: [error instanceof UnexpectedAnswerError ? s['validation.server'] : s['errors.network']],
  };
}

/**
 * Checks a body with the API's own schema before sending it; the problem to show, or undefined when
 * the body may go. Each message is worded here as the lead forms word theirs, naming its field by the
 * form's `labels`; a message of a part of the body that is no field of the form (the link's token) is
 * the form's.
 */
export function schemaProblem(
  schema: v.GenericSchema,
  body: unknown,
  fieldNames: readonly string[],
  s: PortalStrings,
  labels: Readonly<Record<string, string>> = {},
): FormProblem | undefined {
  const result = v.safeParse(schema, body);
  if (result.success) return undefined;
  const fields: Record<string, readonly string[]> = {};
  const form: string[] = [];
  for (const [field, messages] of Object.entries(ownerFieldErrors(result.issues))) {
    // The first message of a field is the one to fix first: an empty address is "required", not also
    // "not valid". (Aborting the pipes early would also drop the check that the passwords match.)
    const words = portalMessageWords(s, fieldNames.includes(field) ? labels : {}, pageLanguage());
    const texts = messages.slice(0, 1).map((message) => fieldMessageText(field, message, words));
    if (fieldNames.includes(field)) fields[field] = texts;
    else form.push(...texts);
  }
  return { fields, form };
}

/** Whether a problem has anything to show. */
export function hasProblem(problem: FormProblem): boolean {
  return problem.form.length > 0 || Object.values(problem.fields).some((list) => list.length > 0);
}
