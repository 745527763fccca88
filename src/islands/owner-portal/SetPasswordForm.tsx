// Choosing a password from an e-mail link: a forgotten password (reset) or an invitation (invite).
// The API's password rules answer next to the fields; a used or expired link offers a new one.
import { useEffect, useRef, useState } from 'react';
import { OwnerResetPasswordSchema } from '../../domain/portal/owner-portal-schemas';
import { passwordMinLength } from '../../domain/portal/password-rules';
import { fillTemplate } from '../../i18n/fill-template';
import { showForgot, showLoginAs } from '../../stores/owner-portal';
import { setPassword } from './api';
import { BackToLogin } from './BackToLogin';
import { Field } from './Field';
import { refusedProblem, schemaProblem } from './form-outcome';
import { PortalForm } from './PortalForm';
import type { PortalStrings } from './portal-strings';
import { usePortalForm } from './use-portal-form';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
  readonly mode: 'reset' | 'invite';
  readonly token: string;
}

const fields = {
  password: { id: 'portal-new-password', label: 'forms.fields.newPassword' },
  passwordConfirm: { id: 'portal-new-password-confirm', label: 'forms.fields.repeatPassword' },
} as const;
const fieldNames = ['password', 'passwordConfirm'] as const;

export function SetPasswordForm({ locale, strings: s, mode, token }: Props) {
  const form = usePortalForm(fields, s);
  const [linkRefused, setLinkRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The owner arrives from an e-mail: the title says where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const body = { token, ...form.values, locale };
  const onSubmit = form.submitWith({
    check: () => {
      // The length and the match are checked here; only the server knows the common-password list.
      const invalid = schemaProblem(OwnerResetPasswordSchema, body, fieldNames, s, form.labels);
      if (invalid === undefined) return undefined;
      // A message that is no field's is the token's: the link itself is broken, and a new one will help.
      const brokenLink = invalid.form.length > 0;
      setLinkRefused(brokenLink);
      return brokenLink ? { ...invalid, form: [s['portal.reset.expired']] } : invalid;
    },
    send: async () => {
      const result = await setPassword(body);
      if (result.ok) {
        showLoginAs(result.data.email, { text: s['portal.reset.done'], tone: 'success' });
        return undefined;
      }
      const refused = refusedProblem(result, fieldNames, s, s['validation.server']);
      // A token message means the link itself is spent: a new password will not help, a new link will.
      setLinkRefused('token' in result.errors);
      return 'token' in result.errors && refused.form.length === 0
        ? { ...refused, form: [s['portal.reset.expired']] }
        : refused;
    },
  });

  const invite = mode === 'invite';
  return (
    <div className="portal-card">
      <h2 className="portal-card__title" id="portal-password-title" ref={headingRef} tabIndex={-1}>
        {invite ? s['portal.invitation.title'] : s['portal.reset.title']}
      </h2>
      <PortalForm
        form={form}
        onSubmit={onSubmit}
        labelledBy="portal-password-title"
        submitLabel={invite ? s['portal.invitation.submit'] : s['portal.reset.submit']}
        strings={s}
        intro={invite ? s['portal.invitation.intro'] : undefined}
      >
        {linkRefused ? (
          <p>
            <button className="link-button portal-link" type="button" onClick={showForgot}>
              {s['portal.login.forgotPassword']}
            </button>
          </p>
        ) : null}
        <Field
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          hint={fillTemplate(s['portal.reset.passwordHint'], { min: passwordMinLength })}
        />
        <Field {...form.field('passwordConfirm')} type="password" autoComplete="new-password" />
      </PortalForm>
      <BackToLogin label={s['portal.backToLogin']} />
    </div>
  );
}
