// POST /api/forms/{kind}: check the origin, read and validate the body, stop robots and floods, then
// spend the challenge, count the rate limits and store the submission with its e-mails in one
// transaction; answer only once it is on disk. The island gets JSON; a plain post (no JavaScript) gets a
// redirect: to the thank-you page, or back to the form's own page (post/redirect/get) where the form is
// shown again, in the visitor's language, with its messages and the values typed (form-returns.ts).
//
// The steps, each in its file: read (form-post-read.ts), check (form-post-checks.ts, form-rate-limits.ts),
// a file's content (form-post-file.ts), store (form-post-save.ts), answer (form-post-replies.ts).
import { randomUUID } from 'node:crypto';
import { readVisitSource, visitSourceField } from '../../domain/crm/visit-source';
import { type FormAnswers, isFormKind } from '../../domain/forms/schemas';
import { defaultLocaleOf } from '../../domain/language/site-locales';
import { isLocale, type Locale } from '../../i18n/locales';
import type { FormHttpRequest } from '../http/read-form-request';
import { clientAddress } from '../http/request-origin';
import { type CheckedPost, checkBody, checkFacts, checkRobot } from './form-post-checks';
import { checkFileFirst } from './form-post-file';
import { readPost, refererPath } from './form-post-read';
import { answersFor, postReplies } from './form-post-replies';
import { saveSubmission } from './form-post-save';
import type { FormDeps, FormOutcome } from './form-post-types';
import { rateLimits } from './form-rate-limits';
import { safeReturnPath } from './form-returns';

export type { FormDeps, FormOutcome } from './form-post-types';

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * The HTTP answer of an outcome, the same from Astro's route and the direct route: JSON for the island
 * (201, or 4xx with field messages), 303 for a plain post (to the thank-you page, or back to its form).
 */
export function formAnswer(outcome: FormOutcome): {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string | null;
} {
  if (outcome.type === 'json') {
    return {
      status: outcome.status,
      headers: { ...jsonHeaders, ...outcome.headers },
      body: JSON.stringify(outcome.body),
    };
  }
  return { status: 303, headers: { Location: outcome.location, 'Cache-Control': 'no-store' }, body: null };
}

/**
 * Handles one form post with the services given. `socketAddress` is the connection's peer: the client,
 * or behind our proxy (TRUST_PROXY) the proxy, whose X-Forwarded-For then names the visitor the rate
 * limits count.
 */
export async function handleFormPost(
  deps: FormDeps,
  kindParam: string,
  request: FormHttpRequest,
  socketAddress: string,
): Promise<FormOutcome> {
  if (!isFormKind(kindParam)) {
    return { type: 'json', status: 404, body: { errors: { kind: ['Unknown form'] } } };
  }
  const kind = kindParam;
  const { config, store, model } = deps;
  const answers = answersFor(request, kind, deps);
  const defaultLocale = defaultLocaleOf(model.site);

  const read = await readPost(request, answers, model, defaultLocale);
  if ('outcome' in read) return read.outcome;
  const { body, files } = read.parsed;
  const requested = body['locale'];
  const locale: Locale = typeof requested === 'string' && isLocale(requested) ? requested : defaultLocale;
  // The page a plain post came from, sent as a field by the form itself (the Referer may be cut off).
  const sentFrom = safeReturnPath(body['returnPath']) ?? refererPath(request);
  const returnPath = sentFrom ?? answers.home(locale);
  delete body['returnPath'];
  // The visit's source, which the browser sends only with analytical consent: for the CRM's lead.
  const visit = readVisitSource(body[visitSourceField]);
  delete body[visitSourceField];
  const replies = postReplies(answers, { kind, locale, returnPath, body }, deps);

  const checked = await checkBody(kind, body, files);
  if (!checked.ok) return replies.refuse(checked.errors);
  const value: FormAnswers = checked.value;
  // A filled honeypot is a robot: it gets the success it expects and nothing is stored or sent.
  if (value.website !== undefined && value.website.trim() !== '') return replies.success(randomUUID());

  const now = deps.now();
  const address = clientAddress(request, socketAddress, config.trustProxy);
  const robot = await checkRobot(value, answers.wantsJson, config, now);
  if (robot === 'robot') return replies.robot();
  const challenge = robot === 'held' ? undefined : robot;
  const post: CheckedPost = {
    kind,
    locale,
    value,
    now,
    challenge,
    limits: rateLimits(kind, value, address, challenge === undefined, config),
    id: value.submissionId ?? randomUUID(),
    file: checked.file,
    source: { page: sentFrom === undefined ? undefined : new URL(sentFrom, model.site.SiteUrl).href, visit },
    // The refusals keep their order: a spent challenge, then a limit, then the facts, then a full slot.
    ...checkFacts(value, model, now, locale),
  };

  // A file's content is checked, and the challenge spent and the limits counted, before it is saved.
  if (post.file !== undefined) {
    const refusal = await checkFileFirst(post, post.file, store, replies);
    if (refusal !== undefined) return refusal;
  }
  // Otherwise the challenge is spent and the rate limits counted with the save, or without it here when
  // the facts refuse the post.
  if (Object.keys(post.facts).length > 0) {
    const attempt = await store.attemptSubmission({ challenge, limits: post.limits, now });
    return replies.stopped(attempt, post.id, challenge === undefined) ?? replies.refuse(post.facts);
  }
  return saveSubmission(post, deps, replies);
}
