// The owner portal's request bodies. Messages travel as keys of locales/<lang>/validation.json (with
// placeholder values as `key|name=value`), so the island and the API share the schemas and each
// translates into the reader's language.
import * as v from 'valibot';
import { formErrorField } from '../../schemas/api-errors';
import { normalizedEmail } from '../forms/email-address';
import { passwordMaxLength, passwordMinLength } from './password-rules';

/** The keys of the validation dictionary the owner portal's fields can show. */
export const ownerMessageKeys = [
  'required',
  'email',
  'tooLong',
  'passwordTooShort',
  'passwordTooCommon',
  'passwordsDiffer',
] as const;

/** The owner messages that have a wording naming the field (validation.named.<key>), as the forms' do. */
export const ownerNamedMessageKeys = ['required', 'email', 'tooLong'] as const;

/** A key of the validation dictionary an owner-portal field can show. */
export type OwnerMessageKey = (typeof ownerMessageKeys)[number];

/** One message of a field: its key and placeholder values. */
export interface OwnerMessage {
  readonly key: OwnerMessageKey;
  readonly vars?: Readonly<Record<string, number>>;
}

const required = 'required';
const characters = (value: string) => [...value].length;

/** An optional language code of the request; the API ignores a code it does not know. */
const localeField = v.optional(v.pipe(v.string(), v.maxLength(8)));

/**
 * The e-mail address an owner logs in with, in the one spelling the forms use too (normalizedEmail):
 * invisible characters refused, the rest folded, so that one account has one key in every limit.
 */
const emailField = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.check((value) => normalizedEmail(value) !== undefined, 'email'),
  v.transform((value) => normalizedEmail(value) ?? value),
);

/** POST /api/owner/login. */
export const OwnerLoginSchema = v.object({
  email: emailField,
  // Not trimmed: spaces may be part of a password. The bound only keeps huge bodies from scrypt.
  password: v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.maxLength(1024, `tooLong|max=${passwordMaxLength}`),
  ),
  locale: localeField,
});

/** POST /api/owner/forgot-password. */
export const OwnerForgotPasswordSchema = v.object({ email: emailField, locale: localeField });

/** POST /api/owner/reset-password (the token of a reset or an invitation link). */
export const OwnerResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(200, 'required')),
    password: v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.check((value) => characters(value) >= passwordMinLength, `passwordTooShort|min=${passwordMinLength}`),
      v.check((value) => characters(value) <= passwordMaxLength, `tooLong|max=${passwordMaxLength}`),
    ),
    passwordConfirm: v.pipe(v.string(required), v.nonEmpty(required)),
    locale: localeField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (body) => body.password === body.passwordConfirm,
      'passwordsDiffer',
    ),
    ['passwordConfirm'],
  ),
);

/** A checked reset-password body. */
export type OwnerResetPassword = v.InferOutput<typeof OwnerResetPasswordSchema>;

/** The answer of a password set: the account's e-mail, which the login form then fills in. */
export const OwnerPasswordSetSchema = v.object({ email: v.string() });

const keys: ReadonlySet<string> = new Set(ownerMessageKeys);

function decode(text: string): OwnerMessage {
  const [key = '', ...pairs] = text.split('|');
  const known = (keys.has(key) ? key : 'required') as OwnerMessageKey;
  if (pairs.length === 0) return { key: known };
  return {
    key: known,
    vars: Object.fromEntries(pairs.map((pair) => [pair.split('=')[0] ?? '', Number(pair.split('=')[1])])),
  };
}

/** The messages of valibot issues per field (`_form` for the body as a whole), each message once. */
export function ownerFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, OwnerMessage[]> {
  const errors = new Map<string, OwnerMessage[]>();
  for (const issue of issues) {
    const first = issue.path?.[0];
    const field = first !== undefined && typeof first.key === 'string' ? first.key : formErrorField;
    // A missing key is reported with the object's own message; it means "required".
    const entry =
      issue.type === 'object' && issue.path !== undefined
        ? { key: 'required' as const }
        : decode(issue.message);
    const list = errors.get(field) ?? [];
    if (!list.some((known) => known.key === entry.key)) list.push(entry);
    errors.set(field, list);
  }
  return Object.fromEntries(errors);
}
