// The island's answer to a submit: check in place, then post (send-form.ts), a new proof of work after
// a refusal, and the submit button disabled while a post is on its way.
import { type RefObject, useEffect, useState } from 'react';
import type { FormKind } from '../../domain/forms/schemas';
import { alertForm, bringIntoView } from './bring-into-view';
import { check } from './form-check';
import { type ShownErrors, showErrors } from './form-errors-view';
import type { IslandStrings } from './island-strings';
import { sendForm } from './send-form';
import { translateErrors } from './translate-errors';
import type { useRobotCheck } from './use-robot-check';

/** What the submit handler reads of the island. */
export interface SubmitSetting {
  readonly form: HTMLFormElement | null;
  readonly kind: FormKind;
  readonly robot: ReturnType<typeof useRobotCheck>;
  readonly startedAt: string;
  readonly submissionId: RefObject<string>;
  readonly thanks: string;
  readonly strings: IslandStrings;
}

/** Answers the form's submits; whether a post is on its way. */
export function useFormSubmit(setting: SubmitSetting): boolean {
  const { form, kind, robot, startedAt, submissionId, thanks, strings } = setting;
  const { payload, pending, solve } = robot;
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (form === null) return;

    const reveal = (errors: ShownErrors) => {
      const target = showErrors(form, errors, strings.formNotSent);
      if (target !== undefined) bringIntoView(target);
      return target === undefined;
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      if (!reveal(translateErrors(check(kind, form), strings.messages))) return;
      setSending(true);
      const post = { kind, payload, pending: pending.current, startedAt, thanks, strings, reveal };
      sendForm(form, { ...post, submissionId: submissionId.current })
        .then((done) => {
          if (done) return;
          setSending(false);
          solve();
        })
        .catch(() => {
          setSending(false);
          alertForm(form, strings.network);
          solve();
        });
    };
    form.addEventListener('submit', onSubmit);
    // From here the island answers submits; one made while it loaded (interaction-directive.ts) runs now.
    form.dataset.islandReady = '';
    if (form.dataset.submitPending !== undefined) {
      delete form.dataset.submitPending;
      form.requestSubmit();
    }
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, kind, payload, pending, sending, solve, startedAt, strings, submissionId, thanks]);

  useEffect(() => {
    const submit = form?.querySelector<HTMLButtonElement>('[data-submit]');
    if (submit === null || submit === undefined) return;
    submit.disabled = sending;
    submit.setAttribute('aria-busy', String(sending));
  }, [form, sending]);

  return sending;
}
