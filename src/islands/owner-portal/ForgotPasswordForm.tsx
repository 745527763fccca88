// The forgotten-password form: an e-mail address, then the same answer whether or not it has an account
// (the API never tells which addresses exist).
import { useEffect, useRef, useState } from 'react';
import { OwnerForgotPasswordSchema } from '../../domain/portal/owner-portal-schemas';
import { requestReset } from './api';
import { BackToLogin } from './BackToLogin';
import { Field } from './Field';
import { refusedProblem, schemaProblem } from './form-outcome';
import { PortalForm } from './PortalForm';
import type { PortalStrings } from './portal-strings';
import { usePortalForm } from './use-portal-form';

interface Props {
  readonly locale: string;
  readonly strings: PortalStrings;
}

const fields = { email: { id: 'portal-forgot-email', label: 'forms.fields.email' } } as const;
const fieldNames = ['email'] as const;

export function ForgotPasswordForm({ locale, strings: s }: Props) {
  const form = usePortalForm(fields, s);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // This view always replaces another one: the focus follows to its title.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const body = { ...form.values, locale };
  const onSubmit = form.submitWith({
    check: () => schemaProblem(OwnerForgotPasswordSchema, body, fieldNames, s, form.labels),
    send: async () => {
      const result = await requestReset(body);
      if (!result.ok) return refusedProblem(result, fieldNames, s, s['validation.server']);
      setSent(true);
      return undefined;
    },
  });

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
        <PortalForm
          form={form}
          onSubmit={onSubmit}
          labelledBy="portal-forgot-title"
          submitLabel={s['portal.forgot.submit']}
          strings={s}
          intro={s['pages.login.forgotIntro']}
        >
          <Field {...form.field('email')} type="email" autoComplete="email" />
        </PortalForm>
      )}
      <BackToLogin label={s['portal.backToLogin']} />
    </div>
  );
}
