// The login form: e-mail and password, checked in the browser first with the API's own schema, then posted as JSON. A refused
// login shows the API's one generic message on top of the form, which takes the focus.
import { useEffect, useRef } from 'react';
import { OwnerLoginSchema } from '../../domain/portal/owner-portal-schemas';
import { openDashboard, type PortalNotice, showForgot } from '../../stores/owner-portal';
import { fetchMe, logIn } from './api';
import { Field } from './Field';
import { refusedProblem, schemaProblem } from './form-outcome';
import { PortalForm } from './PortalForm';
import type { PortalStrings } from './portal-strings';
import { usePortalForm } from './use-portal-form';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
  readonly notice: PortalNotice | undefined;
  /** Whether the form takes the focus when it appears (it replaced another view). */
  readonly focusOnMount: boolean;
  /** The e-mail to fill in (the account whose password was just set). */
  readonly email?: string | undefined;
}

const fields = {
  email: { id: 'portal-login-email', label: 'forms.fields.email' },
  password: { id: 'portal-login-password', label: 'forms.fields.password' },
} as const;
const fieldNames = ['email', 'password'] as const;

export function LoginForm({ locale, strings: s, notice, focusOnMount, email }: Props) {
  const form = usePortalForm(fields, s, { email: email ?? '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) (noticeRef.current ?? headingRef.current)?.focus();
  }, [focusOnMount]);

  const body = { ...form.values, locale };
  const onSubmit = form.submitWith({
    check: () => schemaProblem(OwnerLoginSchema, body, fieldNames, s, form.labels),
    send: async () => {
      const result = await logIn(body);
      if (!result.ok) return refusedProblem(result, fieldNames, s, s['portal.login.failed']);
      const me = await fetchMe(locale);
      if (!me.ok) return refusedProblem(me, [], s, s['validation.server']);
      openDashboard(me.data, true);
      return undefined;
    },
  });

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
      <PortalForm
        form={form}
        onSubmit={onSubmit}
        labelledBy="portal-login-title"
        submitLabel={s['portal.login.submit']}
        strings={s}
        actions={
          <button className="link-button portal-link" type="button" onClick={showForgot}>
            {s['portal.login.forgotPassword']}
          </button>
        }
      >
        <Field {...form.field('email')} type="email" autoComplete="username" />
        <Field {...form.field('password')} type="password" autoComplete="current-password" />
      </PortalForm>
    </div>
  );
}
