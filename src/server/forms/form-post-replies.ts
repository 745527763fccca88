// How one form post is answered: JSON for the island, or for a plain post (no JavaScript) a redirect, to
// the thank-you page or back to the form's own page with its messages and the values typed
// (form-returns.ts), in the visitor's language.
import {
  addFormError,
  emptyFormErrors,
  type FormErrors,
  type FormKind,
  fileField,
} from '../../domain/forms/schemas';
import { waitText } from '../../domain/forms/wait-text';
import { siteLocales } from '../../domain/language/site-locales';
import { pathFor } from '../../domain/routes/routes';
import { type Locale, localeTags } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { FormHttpRequest } from '../http/read-form-request';
import type { AttemptOutcome } from '../store/form-store';
import { translateErrors } from './field-errors';
import type { FormDeps, FormOutcome } from './form-post-types';
import { friendRecipientKey } from './form-rate-limits';
import { formReturnParameter, keepFormReturn } from './form-returns';
import { heldRecipientKeyPrefix } from './held-submissions';

/** How one post is answered, once its kind is known. */
export interface Answers {
  readonly wantsJson: boolean;
  readonly json: (status: number, body: unknown, headers?: Record<string, string>) => FormOutcome;
  /** A plain post goes back to its form's page with a token; the page shows the form again from it. */
  readonly sendBack: (
    path: string,
    locale: Locale,
    errors: Record<string, string[]>,
    values: Record<string, string | string[]>,
  ) => Promise<FormOutcome>;
  readonly home: (locale: Locale) => string;
}

export function answersFor(request: FormHttpRequest, kind: FormKind, deps: FormDeps): Answers {
  const wantsJson =
    (request.headers.get('accept') ?? '').includes('application/json') ||
    (request.headers.get('content-type') ?? '').includes('application/json');
  const options = siteLocales(deps.model.site);
  return {
    wantsJson,
    json: (status, body, headers) =>
      headers === undefined ? { type: 'json', status, body } : { type: 'json', status, body, headers },
    sendBack: async (path, locale, errors, values) => {
      const token = await keepFormReturn(deps.store, { kind, locale, errors, values, path });
      return { type: 'redirect', location: `${path}?${formReturnParameter}=${token}#${kind}-alert` };
    },
    home: (locale) => pathFor('home', locale, {}, options),
  };
}

/** The values typed, as a plain post's form shows them again: text only, without the machinery. */
function textValues(body: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'altcha' || field === 'website' || field === 'submissionId') continue;
    if (typeof value === 'string') values[field] = value.slice(0, 5000);
    else if (Array.isArray(value)) values[field] = value.filter((item) => typeof item === 'string');
  }
  return values;
}

/** The answers of one post whose body was read: its kind, language, page and values are known. */
export interface PostReplies {
  /** Field messages: 422 (or `status`), or the form's page again. */
  readonly refuse: (errors: FormErrors, status?: number) => Promise<FormOutcome>;
  /** The anti-robot check's message: a too fast post, a missing, false or spent proof of work. */
  readonly robot: () => Promise<FormOutcome>;
  /** A rate limit reached: 429 with Retry-After, saying which limit when it is a recipient's. */
  readonly tooMany: (limited: { retryAfterMs: number; key: string }) => Promise<FormOutcome>;
  /** The submission's id was used by another post (409). */
  readonly conflicted: () => Promise<FormOutcome>;
  /** No turn free to check the post's file: come back in a few seconds. */
  readonly fileCheckBusy: () => Promise<FormOutcome>;
  /** 201 with the submission's id, or the kind's thank-you page. */
  readonly success: (id: string) => FormOutcome;
  /** A held post says to look for the e-mail; the proof of work decides, so a repeat is told the same. */
  readonly checkMailbox: FormOutcome;
  /**
   * The answer to an attempt the store stopped: a repeat of a stored post answered as the first was
   * (`held`: without the proof of work), an id used by another post, a spent challenge, a limit;
   * undefined when it went through.
   */
  readonly stopped: (
    attempt: AttemptOutcome,
    id: string,
    held: boolean,
  ) => FormOutcome | Promise<FormOutcome> | undefined;
}

export function postReplies(
  answers: Answers,
  post: {
    readonly kind: FormKind;
    readonly locale: Locale;
    readonly returnPath: string;
    readonly body: Record<string, unknown>;
  },
  deps: FormDeps,
): PostReplies {
  const { wantsJson, json, sendBack } = answers;
  const { kind, locale, returnPath, body } = post;
  const t = createTranslator(locale);
  const refuse = async (errors: FormErrors, status = 422): Promise<FormOutcome> => {
    const translated = translateErrors(errors, locale);
    if (!wantsJson) return sendBack(returnPath, locale, translated, textValues(body));
    if (!Object.hasOwn(translated, '_form')) translated['_form'] = [t('validation.formNotSent')];
    return json(status, { errors: translated });
  };
  const options = siteLocales(deps.model.site);
  const robot = () => refuse(addFormError(emptyFormErrors(), 'altcha', { key: 'robot' }));
  const tooMany = async (limited: { retryAfterMs: number; key: string }): Promise<FormOutcome> => {
    const seconds = Math.ceil(limited.retryAfterMs / 1000);
    const message = limited.key.startsWith(friendRecipientKey)
      ? t('validation.friendRecipientLimit')
      : limited.key.startsWith(heldRecipientKeyPrefix)
        ? t('validation.confirmRecipientLimit')
        : t('validation.tooManyRequests', { wait: waitText(seconds, localeTags[locale]) });
    if (!wantsJson) return sendBack(returnPath, locale, { _form: [message] }, textValues(body));
    return json(429, { errors: { _form: [message] } }, { 'Retry-After': String(seconds) });
  };
  const conflicted = () =>
    refuse(addFormError(emptyFormErrors(), '_form', { key: 'submissionConflict' }), 409);
  const success = (id: string): FormOutcome =>
    wantsJson
      ? json(201, { id })
      : { type: 'redirect', location: pathFor('formThanks', locale, { name: kind }, options) };
  const checkMailbox: FormOutcome = {
    type: 'redirect',
    location: pathFor('formThanks', locale, { name: 'confirm-by-mail' }, options),
  };
  return {
    refuse,
    robot,
    tooMany,
    conflicted,
    fileCheckBusy: async () => {
      const message = t('validation.fileCheckBusy');
      if (!wantsJson) return sendBack(returnPath, locale, { [fileField]: [message] }, textValues(body));
      return json(429, { errors: { _form: [message], [fileField]: [message] } }, { 'Retry-After': '10' });
    },
    success,
    checkMailbox,
    stopped: (attempt, id, held) => {
      if (attempt.type === 'repeated') return held ? checkMailbox : success(id);
      if (attempt.type === 'conflict') return conflicted();
      if (attempt.type === 'replayed') return robot();
      if (attempt.type === 'limited') return tooMany(attempt);
      return undefined;
    },
  };
}
