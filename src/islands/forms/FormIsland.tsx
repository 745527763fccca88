// The form island: takes over a server-rendered lead form. It checks the fields with the kind's
// schema (the API's own), shows each message next to its field, solves the anti-robot proof of work,
// sends JSON (multipart for a CV) with a client-made submission id, and goes to the thank-you page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { offerDeposit } from '../../domain/forms/deposit';
import { fillWaitMs } from '../../domain/forms/fill-time';
import { retryAfterSeconds } from '../../domain/forms/retry-after';
import {
  cvMaxBytes,
  type FormErrors,
  type FormKind,
  formBody,
  formSpecs,
  hasField,
  validateForm,
} from '../../domain/forms/schemas';
import { typedWholeNumber } from '../../domain/forms/typed-whole-number';
import { waitText } from '../../domain/forms/wait-text';
import { formatPrice } from '../../domain/values/money';
import { fillTemplate } from '../../i18n/fill-template';
import type { Locale } from '../../i18n/locales';
import { type ShownErrors, showErrors, showFormMessage } from './form-errors-view';
import type { IslandStrings } from './island-strings';
import { onServerClock, solveRobotCheck } from './robot-check';
import { translateErrors } from './translate-errors';

interface Props {
  kind: FormKind;
  /** The form's language: how the offer's deposit is written. */
  locale: Locale;
  /** The localised thank-you page of the kind. */
  thanks: string;
  strings: IslandStrings;
}

type RobotState = 'idle' | 'verifying' | 'verified' | 'failed';

const cvExtensions = /\.(pdf|docx?)$/i;

function fileErrors(form: HTMLFormElement): FormErrors {
  const input = form.elements.namedItem('file');
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return {};
  const file = input.files?.[0];
  if (file === undefined) return { file: [{ key: 'required' }] };
  if (!cvExtensions.test(file.name)) return { file: [{ key: 'fileType' }] };
  if (file.size > cvMaxBytes) return { file: [{ key: 'fileTooLarge' }] };
  return {};
}

// returnPath only tells the server where a plain post goes back to; the island answers in place.
function textPairs(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].flatMap(([name, value]) =>
    typeof value === 'string' && name !== 'returnPath' ? [[name, value] as [string, string]] : [],
  );
}

/** Every message of the form as it stands: the kind's schema, and the CV file's type and size. */
function check(kind: FormKind, form: HTMLFormElement): FormErrors {
  const result = validateForm(kind, formBody(textPairs(form)));
  return { ...(result.ok ? {} : result.errors), ...fileErrors(form) };
}

/** The heading that titles a form on its page (the element just before its island), if it has one. */
function formHeading(element: HTMLElement): HTMLElement | null {
  const before = element.closest('form')?.parentElement?.previousElementSibling;
  return before instanceof HTMLHeadingElement ? before : null;
}

/**
 * Focuses a field at fault or the form's alert and scrolls it clear of the sticky header: a field to the
 * middle of the screen; the alert to the top, with the form's heading above it when the form has one
 * (the page's scroll padding keeps both below the header: global.css), so that no heading shows half
 * under the header.
 */
function bringIntoView(target: HTMLElement | null): void {
  if (target === null) return;
  target.focus({ preventScroll: true });
  if (!target.hasAttribute('data-form-alert')) {
    target.scrollIntoView({ block: 'center' });
    return;
  }
  (formHeading(target) ?? target).scrollIntoView({ block: 'start' });
}

function isErrorBody(value: unknown): value is { errors: Record<string, string[]> } {
  if (typeof value !== 'object' || value === null || !('errors' in value)) return false;
  const { errors } = value;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

/** Fetches and solves a fresh challenge into `setPayload`; a challenge is single-use. */
function useRobotCheck() {
  const [state, setState] = useState<RobotState>('idle');
  const [payload, setPayload] = useState('');
  const pending = useRef<Promise<string>>(Promise.resolve(''));
  const solve = useCallback(() => {
    const controller = new AbortController();
    setState('verifying');
    setPayload('');
    pending.current = solveRobotCheck(controller).then(
      (value) => {
        setPayload(value);
        setState('verified');
        return value;
      },
      () => {
        setState('failed');
        return '';
      },
    );
    return controller;
  }, []);
  return { state, payload, pending, solve };
}

export default function FormIsland({ kind, locale, thanks, strings }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [startedAt] = useState(() => String(Date.now()));
  const [sending, setSending] = useState(false);
  const submissionId = useRef('');
  const robot = useRobotCheck();
  const { solve } = robot;

  useEffect(() => {
    const element = root.current?.closest('form') ?? null;
    // The island shows its own messages next to the fields instead of the browser's bubbles.
    if (element !== null) element.noValidate = true;
    submissionId.current = crypto.randomUUID();
    setForm(element);
    const controller = solve();
    return () => controller.abort();
  }, [solve]);

  // An offer: the 10% deposit follows the amount typed.
  useEffect(() => {
    if (form === null || !hasField(kind, 'offerAmount')) return;
    const amount = form.querySelector<HTMLInputElement>('[name="offerAmount"]');
    const line = form.querySelector<HTMLElement>('[data-deposit]');
    if (amount === null || line === null) return;
    const update = () => {
      const deposit =
        amount.value.trim() === '' ? undefined : offerDeposit(Number(typedWholeNumber(amount.value)));
      line.hidden = deposit === undefined;
      line.textContent =
        deposit === undefined ? '' : fillTemplate(strings.deposit, { amount: formatPrice(deposit, locale) });
    };
    // The visitor may have typed before the island took over.
    update();
    amount.addEventListener('input', update);
    return () => amount.removeEventListener('input', update);
  }, [form, kind, locale, strings.deposit]);

  useEffect(() => {
    if (form === null) return;

    const reveal = (errors: ShownErrors) => {
      const target = showErrors(form, errors, strings.formNotSent);
      if (target !== undefined) bringIntoView(target);
      return target === undefined;
    };

    const send = async () => {
      const altcha = robot.payload !== '' ? robot.payload : await robot.pending.current;
      // A quick visitor is not refused as a script: the post waits out the shortest fill time.
      const wait = fillWaitMs(Number(startedAt), Date.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: BodyInit;
      // The start goes on the API's clock, which refuses one in its future.
      const start = String(onServerClock(Number(startedAt)));
      // A file goes as multipart, the rest as JSON.
      if (formSpecs[kind].file) {
        const data = new FormData(form);
        data.delete('returnPath');
        data.set('submissionId', submissionId.current);
        data.set('startedAt', start);
        data.set('altcha', altcha);
        body = data;
      } else {
        const fields = formBody(textPairs(form));
        fields.submissionId = submissionId.current;
        fields.startedAt = start;
        fields.altcha = altcha;
        body = JSON.stringify(fields);
        headers['Content-Type'] = 'application/json';
      }
      const response = await fetch(form.action, { method: 'POST', headers, body });
      if (response.ok) {
        window.location.assign(thanks);
        return true;
      }
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      if (response.status === 429) {
        const wait = waitText(retryAfter ?? 60, document.documentElement.lang);
        showFormMessage(form, fillTemplate(strings.tooManyRequests, { wait }));
        bringIntoView(form.querySelector<HTMLElement>('[data-form-alert]'));
      } else if (response.status === 503 && retryAfter !== undefined) {
        // The database is away for a moment: say that nothing was stored and when to try again, in the
        // page's language (the API's own message follows the browser's, which may differ).
        showFormMessage(form, fillTemplate(strings.storeUnavailable, { seconds: retryAfter }));
        bringIntoView(form.querySelector<HTMLElement>('[data-form-alert]'));
      } else {
        const answer: unknown = await response.json().catch(() => undefined);
        // A refusal with messages (422, or 413/403 with the form-level reason) shows them in place.
        if (response.status < 500 && isErrorBody(answer)) reveal(answer.errors);
        else {
          showFormMessage(form, strings.server);
          bringIntoView(form.querySelector<HTMLElement>('[data-form-alert]'));
        }
      }
      return false;
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      if (!reveal(translateErrors(check(kind, form), strings.messages))) return;
      setSending(true);
      send()
        .then((done) => {
          if (done) return;
          setSending(false);
          solve();
        })
        .catch(() => {
          setSending(false);
          showFormMessage(form, strings.network);
          bringIntoView(form.querySelector<HTMLElement>('[data-form-alert]'));
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
  }, [form, kind, robot.payload, robot.pending, sending, solve, startedAt, strings, thanks]);

  useEffect(() => {
    const submit = form?.querySelector<HTMLButtonElement>('[data-submit]');
    if (submit === null || submit === undefined) return;
    submit.disabled = sending;
    submit.setAttribute('aria-busy', String(sending));
  }, [form, sending]);

  return (
    <div className="lead-island" ref={root}>
      {form !== null && (
        <>
          <input type="hidden" name="startedAt" value={startedAt} />
          <input type="hidden" name="altcha" value={robot.payload} />
          <p className={`robot robot--${robot.state}`} role="status">
            <span className="robot__box" aria-hidden="true">
              {robot.state === 'verified' ? '✓' : ''}
            </span>
            <span>
              {strings.robotLabel}
              {robot.state === 'verifying' && (
                <span className="robot__state"> · {strings.robotVerifying}</span>
              )}
              {robot.state === 'verified' && (
                <span className="visually-hidden"> · {strings.robotVerified}</span>
              )}
            </span>
          </p>
          {sending && (
            <p className="lead-island__sending" role="status">
              {strings.sending}
            </p>
          )}
        </>
      )}
    </div>
  );
}
