// The forgotten-password form: an e-mail address, then the same answer whether or not it has an account
// (the API never tells which addresses exist).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { OwnerForgotPasswordSchema } from '../../schemas/owner-portal';
import { showLogin } from '../../stores/owner-portal';
import { requestReset } from './api';
import { Field } from './Field';
import { FormProblemView } from './FormProblemView';
import { type FormProblem, refusedProblem, schemaProblem, thrownProblem } from './form-outcome';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
}

const ids = { email: 'portal-forgot-email' } as const;
const noProblem: FormProblem = { fields: {}, form: [] };

export function ForgotPasswordForm({ locale, strings: s }: Props) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // This view always replaces another one: the focus follows to its title.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const fail = (next: FormProblem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = { email, locale };
    const invalid = schemaProblem(OwnerForgotPasswordSchema, body, ['email'], s);
    if (invalid !== undefined) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      const result = await requestReset(body);
      if (result.ok) {
        setProblem(noProblem);
        setSent(true);
      } else fail(refusedProblem(result, ['email'], s, s['validation.server']));
    } catch (error) {
      fail(thrownProblem(error, s));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-card">
      <h2 className="portal-card__title" id="portal-forgot-title" ref={headingRef} tabIndex={-1}>
        {s['portal.forgot.title']}
      </h2>
      {sent ? (
        <div className="portal-alert portal-alert--success" role="status" ref={sentRef} tabIndex={-1}>
          <p>{s['portal.forgot.sent']}</p>
        </div>
      ) : (
        <form className="portal-form" noValidate onSubmit={onSubmit} aria-labelledby="portal-forgot-title">
          <p className="portal-card__intro">{s['pages.login.forgotIntro']}</p>
          <FormProblemView
            problem={problem}
            attempt={attempt}
            ids={ids}
            title={s['validation.formNotSent']}
          />
          <Field
            id={ids.email}
            label={s['forms.fields.email']}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            errors={problem.fields.email}
          />
          <div className="portal-form__actions">
            <button className="portal-button" type="submit" aria-disabled={busy ? true : undefined}>
              {busy ? <span className="portal-spinner" aria-hidden="true" /> : null}
              {s['portal.forgot.submit']}
            </button>
          </div>
        </form>
      )}
      <p className="portal-card__back">
        <button className="portal-link" type="button" onClick={() => showLogin()}>
          {s['portal.backToLogin']}
        </button>
      </p>
    </div>
  );
}
