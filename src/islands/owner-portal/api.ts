// The owner API as the island calls it (docs/OWNER-API.md): JSON in and out, the session in a cookie.
// Every answer is checked against the shape the island relies on, so a changed API shows an error
// instead of a half-drawn dashboard.
import * as v from 'valibot';
import { retryAfterSeconds } from '../../domain/forms/retry-after';
import { OwnerPasswordSetSchema } from '../../domain/portal/owner-portal-schemas';
import { ApiErrorsSchema } from '../../schemas/api-errors';
import { type ListKind, RowsSchema, StatisticsSchema } from '../../schemas/owner-answers';
import { MeSchema } from '../../schemas/owner-me';

/** A list's rows as the API sends them. */
export type ApiRows = v.InferOutput<typeof RowsSchema>['rows'];

/** Field messages in the request's language, by field (`_form` for the form as a whole). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** What a call gives: the data, or the refusal with its status and messages. */
export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly errors: FieldErrors;
      /** Seconds to wait, from Retry-After on a 429. */
      readonly retryAfter?: number;
    };

/** Thrown when an answer is not the shape the contract promises: shown as the server's fault. */
export class UnexpectedAnswerError extends Error {
  override name = 'UnexpectedAnswerError';
}

async function refusal(response: Response): Promise<ApiResult<never>> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(ApiErrorsSchema, body);
  const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    errors: parsed.success ? parsed.output.errors : {},
    ...(seconds === undefined ? {} : { retryAfter: seconds }),
  };
}

/** A JSON answer checked against the shape the contract promises, or the refusal. */
async function answerOf<S extends v.GenericSchema>(
  path: string,
  response: Response,
  schema: S,
): Promise<ApiResult<v.InferOutput<S>>> {
  if (!response.ok) return refusal(response);
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new UnexpectedAnswerError(`${path}: ${v.summarize(parsed.issues)}`);
  return { ok: true, data: parsed.output };
}

// Network failures (fetch's TypeError) and aborts propagate: the caller words them.
async function getJson<S extends v.GenericSchema>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<ApiResult<v.InferOutput<S>>> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(signal === undefined ? {} : { signal }),
  });
  return answerOf(path, response, schema);
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function postJson(path: string, body: unknown): Promise<ApiResult<undefined>> {
  const response = await post(path, body);
  return response.ok ? { ok: true, data: undefined } : refusal(response);
}

async function postForJson<S extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: S,
): Promise<ApiResult<v.InferOutput<S>>> {
  const response = await post(path, body);
  return answerOf(path, response, schema);
}

/** Starts a session: 204 and a cookie, else 401 with one generic message, or 429. */
export const logIn = (body: { email: string; password: string; locale: string }) =>
  postJson('/api/owner/login', body);

/** Ends the session on the server. */
export const logOut = () => postJson('/api/owner/logout', {});

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export const requestReset = (body: { email: string; locale: string }) =>
  postJson('/api/owner/forgot-password', body);

/** Sets a password with the single-use token of a reset or invitation link; answers the account's e-mail. */
export const setPassword = (body: {
  token: string;
  password: string;
  passwordConfirm: string;
  locale: string;
}) => postForJson('/api/owner/reset-password', body, OwnerPasswordSetSchema);

/** Who is logged in, with their properties; 401 when nobody is. */
export const fetchMe = (locale: string, signal?: AbortSignal) =>
  getJson(`/api/owner/me?locale=${encodeURIComponent(locale)}`, MeSchema, signal);

function propertyPath(id: number, part: string, locale: string): string {
  return `/api/owner/properties/${encodeURIComponent(String(id))}/${part}?locale=${encodeURIComponent(locale)}`;
}

/** A property's counters and last 30 days. */
export const fetchStatistics = (id: number, locale: string, signal: AbortSignal) =>
  getJson(propertyPath(id, 'statistics', locale), StatisticsSchema, signal);

/** One list of a property. */
export async function fetchRows(
  id: number,
  kind: ListKind,
  locale: string,
  signal: AbortSignal,
): Promise<ApiResult<ApiRows>> {
  const result = await getJson(propertyPath(id, kind, locale), RowsSchema, signal);
  return result.ok ? { ok: true, data: result.data.rows } : result;
}
