// One post of a checked form to the API: JSON (multipart for a CV) with the submission id, the start
// time and the proof of work; then the thank-you page, or the API's refusal shown in the form.

import { visitSourceField, visitSourceKey } from '../../domain/crm/visit-source';
import { fillWaitMs } from '../../domain/forms/fill-time';
import { retryAfterSeconds } from '../../domain/forms/retry-after';
import { type FormKind, formBody, formSpecs } from '../../domain/forms/schemas';
import { waitText } from '../../domain/forms/wait-text';
import { fillTemplate } from '../../i18n/fill-template';
import { alertForm } from './bring-into-view';
import { textPairs } from './form-check';
import type { ShownErrors } from './form-errors-view';
import type { IslandStrings } from './island-strings';
import { onServerClock } from './robot-check';

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

/** What one post of the form needs besides the form itself. */
export interface FormPost {
  readonly kind: FormKind;
  /** The proof of work solved, or '' while it is being solved. */
  readonly payload: string;
  /** The proof of work being solved. */
  readonly pending: Promise<string>;
  /** When the island took the form over (ms since the epoch, as text). */
  readonly startedAt: string;
  readonly submissionId: string;
  readonly thanks: string;
  readonly strings: IslandStrings;
  /** Shows the API's messages in the form. */
  readonly reveal: (errors: ShownErrors) => unknown;
}

/** The visit's source for the CRM: kept only with analytical consent (src/islands/consent/visit-source.ts). */
function visitSource(): string | null {
  try {
    return sessionStorage.getItem(visitSourceKey);
  } catch {
    return null;
  }
}

/** The request body and its headers: a file goes as multipart, the rest as JSON. */
function requestOf(form: HTMLFormElement, post: FormPost, altcha: string, start: string) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const source = visitSource();
  if (formSpecs[post.kind].file) {
    const data = new FormData(form);
    data.delete('returnPath');
    data.set('submissionId', post.submissionId);
    data.set('startedAt', start);
    data.set('altcha', altcha);
    if (source !== null) data.set(visitSourceField, source);
    return { headers, body: data };
  }
  const fields = formBody(textPairs(form));
  fields.submissionId = post.submissionId;
  fields.startedAt = start;
  fields.altcha = altcha;
  if (source !== null) fields[visitSourceField] = source;
  headers['Content-Type'] = 'application/json';
  return { headers, body: JSON.stringify(fields) };
}

/** Posts the form; true once the visitor is on their way to the thank-you page. */
export async function sendForm(form: HTMLFormElement, post: FormPost): Promise<boolean> {
  const { startedAt, strings } = post;
  const altcha = post.payload !== '' ? post.payload : await post.pending;
  // A quick visitor is not refused as a script: the post waits out the shortest fill time.
  const wait = fillWaitMs(Number(startedAt), Date.now());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  // The start goes on the API's clock, which refuses one in its future.
  const start = String(onServerClock(Number(startedAt)));
  const response = await fetch(form.action, { method: 'POST', ...requestOf(form, post, altcha, start) });
  if (response.ok) {
    window.location.assign(post.thanks);
    return true;
  }
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  if (response.status === 429) {
    const wait = waitText(retryAfter ?? 60, document.documentElement.lang);
    alertForm(form, fillTemplate(strings.tooManyRequests, { wait }));
  } else if (response.status === 503 && retryAfter !== undefined) {
    // The database is away for a moment: say that nothing was stored and when to try again, in the
    // page's language (the API's own message follows the browser's, which may differ).
    alertForm(form, fillTemplate(strings.storeUnavailable, { seconds: retryAfter }));
  } else {
    const answer: unknown = await response.json().catch(() => undefined);
    // A refusal with messages (422, or 413/403 with the form-level reason) shows them in place.
    if (response.status < 500 && isErrorBody(answer)) post.reveal(answer.errors);
    else alertForm(form, strings.server);
  }
  return false;
}
