// What an owner's new password must be: long enough (OWASP: at least 8 characters, at least 64
// allowed), not absurdly long (scrypt hashes whatever it gets), and not one of the passwords
// attackers try first. The common list is passed in, so the rule stays pure and testable.

/** The fewest characters a password may have. */
export const passwordMinLength = 8;
/** The most characters a password may have (OWASP asks that at least 64 be accepted). */
export const passwordMaxLength = 128;

/** Why a password is refused, as keys of the validation dictionary. */
export type PasswordProblem =
  | { readonly key: 'required' }
  | { readonly key: 'passwordTooShort'; readonly vars: { readonly min: number } }
  | { readonly key: 'tooLong'; readonly vars: { readonly max: number } }
  | { readonly key: 'passwordTooCommon' };

/**
 * The problems of a password (none: it may be used). Length counts characters (code points), not
 * UTF-16 units; `common` holds lower-case passwords, compared without regard to case.
 */
export function passwordProblems(password: string, common: ReadonlySet<string>): PasswordProblem[] {
  if (password === '') return [{ key: 'required' }];
  const length = [...password].length;
  if (length < passwordMinLength) return [{ key: 'passwordTooShort', vars: { min: passwordMinLength } }];
  if (length > passwordMaxLength) return [{ key: 'tooLong', vars: { max: passwordMaxLength } }];
  if (common.has(password.toLowerCase())) return [{ key: 'passwordTooCommon' }];
  return [];
}
