// Turns a refused or failed form call into what the form shows: messages per field, messages of the
// form as a whole. Shared by the login, forgotten-password and set-password forms.
import { fillTemplate } from '../../i18n/fill-template';
import { type ApiResult, type FieldErrors, UnexpectedAnswerError } from './api';
import type { PortalStrings } from './portal-strings';

/** What a form shows after an attempt that did not go through. */
export interface FormProblem {
  /** Messages next to fields, by the form's field name. */
  readonly fields: FieldErrors;
  /** Messages of the whole form (a wrong password, too many attempts, the server or network down). */
  readonly form: readonly string[];
}

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
    form.push(fillTemplate(s['validation.tooManyRequests'], { seconds: result.retryAfter ?? 60 }));
  if (form.length === 0 && Object.keys(fields).length === 0)
    form.push(result.status >= 500 ? s['validation.server'] : fallback);
  return { fields, form };
}

/** The problem of a call that threw: the network, or an answer the island does not understand. */
export function thrownProblem(error: unknown, s: PortalStrings): FormProblem {
  return {
    fields: {},
    form: [error instanceof UnexpectedAnswerError ? s['validation.server'] : s['errors.network']],
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The browser-side check of an e-mail field: filled in and shaped like an address. */
export function emailErrors(value: string, s: PortalStrings): readonly string[] {
  if (value.trim() === '') return [s['validation.required']];
  return emailPattern.test(value.trim()) ? [] : [s['validation.email']];
}

/** Whether a problem has anything to show. */
export function hasProblem(problem: FormProblem): boolean {
  return problem.form.length > 0 || Object.values(problem.fields).some((list) => list.length > 0);
}
