// The frame of the portal's forms: the error summary of the last attempt on top, the fields, then the
// submit button, which says it is busy (and shows a spinner) while the post is on its way.
import type { ReactNode, SubmitEvent } from 'react';
import { FormProblemView } from './FormProblemView';
import type { PortalStrings } from './portal-strings';
import type { PortalFormState } from './use-portal-form';

interface Props {
  readonly form: Pick<PortalFormState<string>, 'ids' | 'problem' | 'attempt' | 'busy'>;
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The id of the card's title, which names the form. */
  readonly labelledBy: string;
  readonly submitLabel: string;
  readonly strings: PortalStrings;
  /** A paragraph that introduces the form, above the error summary. */
  readonly intro?: string | undefined;
  /** The fields, and anything else between the summary and the buttons. */
  readonly children?: ReactNode;
  /** Buttons after the submit button. */
  readonly actions?: ReactNode;
}

export function PortalForm({
  form,
  onSubmit,
  labelledBy,
  submitLabel,
  strings: s,
  intro,
  children,
  actions,
}: Props) {
  return (
    <form className="portal-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {intro === undefined ? null : <p className="portal-card__intro">{intro}</p>}
      <FormProblemView
        problem={form.problem}
        attempt={form.attempt}
        ids={form.ids}
        title={s['validation.formNotSent']}
      />
      {children}
      <div className="portal-form__actions">
        <button className="button portal-button" type="submit" aria-disabled={form.busy ? true : undefined}>
          {form.busy ? <span className="portal-spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
