// The form island: takes over a server-rendered lead form. It checks the fields with the kind's
// schema (the API's own), shows each message next to its field, solves the anti-robot proof of work,
// sends JSON (multipart for a CV) with a client-made submission id, and goes to the thank-you page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { offerDeposit } from '../../domain/deposit';
import { formatPrice } from '../../domain/money';
import { fillTemplate } from '../../i18n/fill-template';
import { cvMaxBytes, type FormErrors, type FormKind, formBody, validateForm } from '../../schemas/forms';
import { type ShownErrors, showErrors, showFormMessage } from './form-errors-view';
import type { IslandStrings } from './island-strings';
import { solveRobotCheck } from './robot-check';
import { translateErrors } from './translate-errors';

interface Props {
  kind: FormKind;
  /** The localised thank-you page of the kind. */
  thanks: string;
  strings: IslandStrings;
  /** document-request: the visitor's details first, then the documents. */
  stepped: boolean;
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

function textPairs(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
}

/** Every message of the form as it stands: the kind's schema, and the CV file's type and size. */
function check(kind: FormKind, form: HTMLFormElement): FormErrors {
  const result = validateForm(kind, formBody(textPairs(form)));
  return { ...(result.ok ? {} : result.errors), ...fileErrors(form) };
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

export default function FormIsland({ kind, thanks, strings, stepped }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [startedAt] = useState(() => String(Date.now()));
  const [sending, setSending] = useState(false);
  const [step, setStep] = useState<'details' | 'documents'>(stepped ? 'details' : 'documents');
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

  // document-request: the documents and the send button wait until the details are complete.
  useEffect(() => {
    if (form === null || !stepped) return;
    const documents = form.querySelector<HTMLElement>('[data-step="documents"]');
    const submit = form.querySelector<HTMLElement>('[data-submit]');
    if (documents !== null) documents.hidden = step === 'details';
    if (submit !== null) submit.hidden = step === 'details';
  }, [form, step, stepped]);

  // offer: the 10% deposit follows the amount typed.
  useEffect(() => {
    if (form === null || kind !== 'offer') return;
    const amount = form.querySelector<HTMLInputElement>('[name="offerAmount"]');
    const line = form.querySelector<HTMLElement>('[data-deposit]');
    if (amount === null || line === null) return;
    const update = () => {
      const deposit =
        amount.value.trim() === '' ? undefined : offerDeposit(Number(amount.value.replace(/[\s.]/g, '')));
      line.hidden = deposit === undefined;
      line.textContent =
        deposit === undefined ? '' : fillTemplate(strings.deposit, { amount: formatPrice(deposit) });
    };
    // The visitor may have typed before the island took over.
    update();
    amount.addEventListener('input', update);
    return () => amount.removeEventListener('input', update);
  }, [form, kind, strings.deposit]);

  useEffect(() => {
    if (form === null) return;

    const reveal = (errors: ShownErrors) => {
      const target = showErrors(form, errors, strings.formNotSent);
      target?.focus();
      return target === undefined;
    };

    const send = async () => {
      const altcha = robot.payload !== '' ? robot.payload : await robot.pending.current;
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: BodyInit;
      if (kind === 'cv') {
        const data = new FormData(form);
        data.set('submissionId', submissionId.current);
        data.set('altcha', altcha);
        body = data;
      } else {
        const fields = formBody(textPairs(form));
        fields.submissionId = submissionId.current;
        fields.altcha = altcha;
        body = JSON.stringify(fields);
        headers['Content-Type'] = 'application/json';
      }
      const response = await fetch(form.action, { method: 'POST', headers, body });
      if (response.ok) {
        window.location.assign(thanks);
        return true;
      }
      if (response.status === 429) {
        const seconds = Number(response.headers.get('Retry-After') ?? '60');
        showFormMessage(
          form,
          fillTemplate(strings.tooManyRequests, { seconds: Number.isFinite(seconds) ? seconds : 60 }),
        );
        form.querySelector<HTMLElement>('[data-form-alert]')?.focus();
      } else {
        const answer: unknown = await response.json().catch(() => undefined);
        if (response.status === 422 && isErrorBody(answer)) reveal(answer.errors);
        else {
          showFormMessage(form, strings.server);
          form.querySelector<HTMLElement>('[data-form-alert]')?.focus();
        }
      }
      return false;
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sending || (stepped && step === 'details')) return;
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
          solve();
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, kind, robot.payload, robot.pending, sending, solve, step, stepped, strings, thanks]);

  useEffect(() => {
    const submit = form?.querySelector<HTMLButtonElement>('[data-submit]');
    if (submit === null || submit === undefined) return;
    submit.disabled = sending;
    submit.setAttribute('aria-busy', String(sending));
  }, [form, sending]);

  const next = () => {
    if (form === null) return;
    const errors = { ...check(kind, form), documents: [] };
    const target = showErrors(form, translateErrors(errors, strings.messages), strings.formNotSent);
    if (target !== undefined) {
      target.focus();
      return;
    }
    setStep('documents');
    // The documents appear after the button: take the visitor there.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[data-step="documents"] input')?.focus());
  };

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
          {stepped && step === 'details' && (
            <button type="button" className="button button--accent" onClick={next}>
              {strings.next}
            </button>
          )}
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
