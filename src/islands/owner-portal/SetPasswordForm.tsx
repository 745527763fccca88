// Choosing a password from an e-mail link: a forgotten password (reset) or an invitation (invite).
// The API's password rules answer next to the fields; a used or expired link offers a new one.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { passwordMinLength } from '../../domain/password-rules';
import { fillTemplate } from '../../i18n/fill-template';
import { OwnerResetPasswordSchema } from '../../schemas/owner-portal';
import { showForgot, showLogin } from '../../stores/owner-portal';
import { setPassword } from './api';
import { Field } from './Field';
import { FormProblemView } from './FormProblemView';
import { type FormProblem, refusedProblem, schemaProblem, thrownProblem } from './form-outcome';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
  readonly mode: 'reset' | 'invite';
  readonly token: string;
}

const ids = { password: 'portal-new-password', passwordConfirm: 'portal-new-password-confirm' } as const;
const noProblem: FormProblem = { fields: {}, form: [] };

export function SetPasswordForm({ locale, strings: s, mode, token }: Props) {
  const [password, setValue] = useState('');
  const [passwordConfirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The owner arrives from an e-mail: the title says where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const fail = (next: FormProblem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = { token, password, passwordConfirm, locale };
    // The length and the match are checked here; only the server knows the common-password list.
    const invalid = schemaProblem(OwnerResetPasswordSchema, body, ['password', 'passwordConfirm'], s);
    if (invalid !== undefined) {
      // A message that is no field's is the token's: the link itself is broken, and a new one will help.
      const brokenLink = invalid.form.length > 0;
      setLinkRefused(brokenLink);
      fail(brokenLink ? { ...invalid, form: [s['portal.reset.expired']] } : invalid);
      return;
    }
    setBusy(true);
    try {
      const result = await setPassword(body);
      if (result.ok) {
        showLogin({ text: s['portal.reset.done'], tone: 'success' });
        return;
      }
      const refused = refusedProblem(result, ['password', 'passwordConfirm'], s, s['validation.server']);
      // A token message means the link itself is spent: a new password will not help, a new link will.
      setLinkRefused('token' in result.errors);
      fail(
        'token' in result.errors && refused.form.length === 0
          ? { ...refused, form: [s['portal.reset.expired']] }
          : refused,
      );
    } catch (error) {
      fail(thrownProblem(error, s));
    } finally {
      setBusy(false);
    }
  };

  const invite = mode === 'invite';
  return (
    <div className="portal-card">
      <h2 className="portal-card__title" id="portal-password-title" ref={headingRef} tabIndex={-1}>
        {invite ? s['portal.invitation.title'] : s['portal.reset.title']}
      </h2>
      <form className="portal-form" noValidate onSubmit={onSubmit} aria-labelledby="portal-password-title">
        {invite ? <p className="portal-card__intro">{s['portal.invitation.intro']}</p> : null}
        <FormProblemView problem={problem} attempt={attempt} ids={ids} title={s['validation.formNotSent']} />
        {linkRefused ? (
          <p>
            <button className="portal-link" type="button" onClick={showForgot}>
              {s['portal.login.forgotPassword']}
            </button>
          </p>
        ) : null}
        <Field
          id={ids.password}
          label={s['forms.fields.newPassword']}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setValue}
          errors={problem.fields.password}
          hint={fillTemplate(s['portal.reset.passwordHint'], { min: passwordMinLength })}
        />
        <Field
          id={ids.passwordConfirm}
          label={s['forms.fields.repeatPassword']}
          type="password"
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={setConfirm}
          errors={problem.fields.passwordConfirm}
        />
        <div className="portal-form__actions">
          <button className="portal-button" type="submit" aria-disabled={busy ? true : undefined}>
            {busy ? <span className="portal-spinner" aria-hidden="true" /> : null}
            {invite ? s['portal.invitation.submit'] : s['portal.reset.submit']}
          </button>
        </div>
      </form>
      <p className="portal-card__back">
        <button className="portal-link" type="button" onClick={() => showLogin()}>
          {s['portal.backToLogin']}
        </button>
      </p>
    </div>
  );
}
