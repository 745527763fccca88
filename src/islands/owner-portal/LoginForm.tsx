// The login form: e-mail and password, checked in the browser first with the API's own schema, then posted as JSON. A refused
// login shows the API's one generic message on top of the form, which takes the focus.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { OwnerLoginSchema } from '../../schemas/owner-portal';
import { openDashboard, type PortalNotice, showForgot } from '../../stores/owner-portal';
import { fetchMe, logIn } from './api';
import { Field } from './Field';
import { FormProblemView } from './FormProblemView';
import { type FormProblem, refusedProblem, schemaProblem, thrownProblem } from './form-outcome';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
  readonly notice: PortalNotice | undefined;
  /** Whether the form takes the focus when it appears (it replaced another view). */
  readonly focusOnMount: boolean;
}

const ids = { email: 'portal-login-email', password: 'portal-login-password' } as const;
const noProblem: FormProblem = { fields: {}, form: [] };

export function LoginForm({ locale, strings: s, notice, focusOnMount }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) (noticeRef.current ?? headingRef.current)?.focus();
  }, [focusOnMount]);

  const fail = (next: FormProblem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = { email, password, locale };
    const invalid = schemaProblem(OwnerLoginSchema, body, ['email', 'password'], s);
    if (invalid !== undefined) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      const result = await logIn(body);
      if (!result.ok) {
        fail(refusedProblem(result, ['email', 'password'], s, s['portal.login.failed']));
        return;
      }
      const me = await fetchMe(locale);
      if (!me.ok) {
        fail(refusedProblem(me, [], s, s['validation.server']));
        return;
      }
      openDashboard(me.data, true);
    } catch (error) {
      fail(thrownProblem(error, s));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-card">
      <h2 className="portal-card__title" id="portal-login-title" ref={headingRef} tabIndex={-1}>
        {s['portal.login.title']}
      </h2>
      {notice === undefined ? null : (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={`portal-alert portal-alert--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{notice.text}</p>
        </div>
      )}
      <form className="portal-form" noValidate onSubmit={onSubmit} aria-labelledby="portal-login-title">
        <FormProblemView problem={problem} attempt={attempt} ids={ids} title={s['validation.formNotSent']} />
        <Field
          id={ids.email}
          label={s['forms.fields.email']}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errors={problem.fields.email}
        />
        <Field
          id={ids.password}
          label={s['forms.fields.password']}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errors={problem.fields.password}
        />
        <div className="portal-form__actions">
          <button className="portal-button" type="submit" aria-disabled={busy ? true : undefined}>
            {busy ? <span className="portal-spinner" aria-hidden="true" /> : null}
            {s['portal.login.submit']}
          </button>
          <button className="portal-link" type="button" onClick={showForgot}>
            {s['portal.login.forgotPassword']}
          </button>
        </div>
      </form>
    </div>
  );
}
