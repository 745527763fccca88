// POST /api/forms/{kind}: check the origin, read and validate the body, stop robots and floods, then
// spend the challenge, count the rate limits and store the submission with its e-mails in one
// transaction; answer only once it is on disk. The island gets JSON; a plain post (no JavaScript) gets a
// redirect: to the thank-you page, or back to the form's own page (post/redirect/get) where the form is
// shown again, in the visitor's language, with its messages and the values typed (form-returns.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { exportIndexes } from '../../data/export-indexes';
import type { ExportModel } from '../../data/export-model';
import { offerLooksMistyped } from '../../domain/forms/amount-slips';
import { postedTooFast } from '../../domain/forms/fill-time';
import {
  addFormError,
  emptyFormErrors,
  type FieldSpec,
  type FormAnswers,
  type FormErrors,
  type FormKind,
  type FormOutput,
  fileField,
  formFieldSpecs,
  formSpecs,
  isFormFieldName,
  isFormKind,
  validateForm,
} from '../../domain/forms/schemas';
import { slotLabel } from '../../domain/forms/slots';
import { plainName } from '../../domain/forms/visitor-text';
import { waitText } from '../../domain/forms/wait-text';
import { defaultLocaleOf, siteLocales } from '../../domain/language/site-locales';
import { pathFor } from '../../domain/routes/routes';
import { formatPrice, publishedPrice } from '../../domain/values/money';
import { isLocale, type Locale, localeTags } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import { BodyError, type FormHttpRequest, readFormRequest } from '../http/read-form-request';
import { clientAddress, isSameOrigin } from '../http/request-origin';
import { composeFormEmails, composeHeldRequest } from '../mail/compose-form-emails';
import type { Clock } from '../server-clock';
import type { ServerConfig } from '../server-config';
import type {
  FormStore,
  HeldDelivery,
  NewBooking,
  NewEmail,
  NewSubscription,
  RateLimit,
} from '../store/form-store';
import { type CvFileType, checkCvContent, checkCvFile, storeCvFile } from './cv-file';
import { inspectionTurn } from './cv-inspection';
import { translateErrors } from './field-errors';
import { formReturnParameter, keepFormReturn, safeReturnPath } from './form-returns';
import {
  heldLifetimeHours,
  heldLifetimeMs,
  heldLinkPath,
  heldRecipientKey,
  heldRecipientKeyPrefix,
  newHeldToken,
  recipientKey,
} from './held-submissions';
import { type CheckedProofOfWork, checkProofOfWork } from './proof-of-work';

/** What the form handler works with, handed over by its caller (the route, or a test). */
export interface FormDeps {
  readonly config: ServerConfig;
  readonly store: FormStore;
  /** The export the pages were built from, as of this request. */
  readonly model: ExportModel;
  /** The current time in ms: when the form was filled too fast, a slot is past, a link expires. */
  readonly now: Clock;
}

/** The outcome of a form post, for the route to answer: JSON (the island), or a redirect (a plain post). */
export type FormOutcome =
  | {
      readonly type: 'json';
      readonly status: number;
      readonly body: unknown;
      readonly headers?: Record<string, string>;
    }
  | { readonly type: 'redirect'; readonly location: string };

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

/** The path of a same-origin Referer, when it is a page a form may be sent back to. */
function refererPath(request: FormHttpRequest): string | undefined {
  const referer = request.headers.get('referer');
  if (referer === null) return undefined;
  try {
    const url = new URL(referer);
    return url.host === (request.headers.get('host') ?? new URL(request.url).host)
      ? safeReturnPath(url.pathname)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The language of a page path: its first segment when that is an enabled language, else the default. */
function pathLocale(path: string, model: ExportModel, fallback: Locale): Locale {
  const first = path.split('/')[1] ?? '';
  const { enabledLocales } = siteLocales(model.site);
  return isLocale(first) && (enabledLocales as readonly string[]).includes(first) ? first : fallback;
}

function textValues(body: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'altcha' || field === 'website' || field === 'submissionId') continue;
    if (typeof value === 'string') values[field] = value.slice(0, 5000);
    else if (Array.isArray(value)) values[field] = value.filter((item) => typeof item === 'string');
  }
  return values;
}

// The rate-limit key of a send-to-friend recipient, before the hash of the address.
const friendRecipientKey = 'friend-to:';

/** The message of the anti-robot check: a too fast post, a missing, false or spent proof of work. */
function robotErrors(): FormErrors {
  const robot = emptyFormErrors();
  addFormError(robot, 'altcha', { key: 'robot' });
  return robot;
}

/** How one post is answered, once its kind and language are known. */
interface Answers {
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

function answersFor(request: FormHttpRequest, kind: FormKind, deps: FormDeps): Answers {
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

/** The body of a post, or the answer to a post that has none we can read (another site, too large, broken). */
async function readPost(
  request: FormHttpRequest,
  answers: Answers,
  model: ExportModel,
  defaultLocale: Locale,
): Promise<
  { readonly parsed: Awaited<ReturnType<typeof readFormRequest>> } | { readonly outcome: FormOutcome }
> {
  const bodyless = async (
    status: number,
    key: 'crossOrigin' | 'bodyTooLarge' | 'bodyUnreadable',
    path?: string,
  ): Promise<{ readonly outcome: FormOutcome }> => {
    const locale = path === undefined ? defaultLocale : pathLocale(path, model, defaultLocale);
    const text = createTranslator(locale)(`validation.${key}`);
    return {
      outcome: answers.wantsJson
        ? answers.json(status, { errors: { _form: [text] } })
        : await answers.sendBack(path ?? answers.home(locale), locale, { _form: [text] }, {}),
    };
  };
  // Another site's page has no form of ours to go back to: its visitor lands on the home page.
  if (!isSameOrigin(request)) return bodyless(403, 'crossOrigin');
  try {
    return { parsed: await readFormRequest(request) };
  } catch (error) {
    if (error instanceof BodyError) {
      const key = error.status === 413 ? 'bodyTooLarge' : 'bodyUnreadable';
      return bodyless(error.status, key, refererPath(request));
    }
    throw error;
  }
}

/** An upload of an allowed type: its bytes and the type its first bytes revealed (its content is checked later). */
interface CheckedFile {
  readonly bytes: Uint8Array;
  readonly type: CvFileType;
}

/** The kind's checked body and its file, or every field's messages. */
async function checkBody<K extends FormKind>(
  kind: K,
  body: Readonly<Record<string, unknown>>,
  files: readonly { readonly field: string; readonly bytes: Uint8Array }[],
): Promise<
  | { readonly ok: true; readonly value: FormOutput<K>; readonly file: CheckedFile | undefined }
  | { readonly ok: false; readonly errors: FormErrors }
> {
  const carriesFile = formSpecs[kind].file;
  const checked = validateForm(kind, body);
  const errors = checked.ok ? emptyFormErrors() : checked.errors;
  const uploads = files.filter((file) => file.field === fileField);
  for (const file of files) {
    if (!carriesFile || file.field !== fileField) addFormError(errors, file.field, { key: 'unknownField' });
  }
  if (carriesFile && uploads.length !== 1) {
    addFormError(errors, fileField, { key: uploads.length === 0 ? 'required' : 'unknownField' });
  }
  const upload = carriesFile ? uploads[0] : undefined;
  const type = upload === undefined ? undefined : await checkCvFile(upload.bytes);
  if (typeof type === 'string') addFormError(errors, fileField, { key: type });
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const file = upload !== undefined && typeof type === 'object' ? { bytes: upload.bytes, type } : undefined;
  return { ok: true, value: checked.value, file };
}

/**
 * The post's proof of work when it is genuine (to spend), `held` when a plain post has none (held
 * until its link is confirmed), or `robot` when the form was sent too fast or the proof is missing
 * or false.
 */
async function checkRobot(
  value: FormAnswers,
  wantsJson: boolean,
  config: ServerConfig,
  now: number,
): Promise<CheckedProofOfWork | 'held' | 'robot'> {
  // The island always says when the form was first touched: a JSON post without it is refused like a
  // too fast one. A plain post (no JavaScript) cannot say it.
  const { startedAt, altcha } = value;
  if (typeof startedAt === 'number' ? postedTooFast(startedAt, now, config.minFillMs) : wantsJson)
    return 'robot';
  // The island always sends a solved challenge; a plain post without JavaScript cannot: it is held
  // until the visitor confirms it through a link mailed to the address typed, so a robot that does
  // not run the page's script reaches nobody without reading that mailbox. A payload that is sent
  // must be genuine and unexpired (the store refuses one spent before).
  if (altcha === undefined || altcha === '') return wantsJson ? 'robot' : 'held';
  return (await checkProofOfWork(altcha, config, new Date(now))) ?? 'robot';
}

/** The rate limits a post counts, in order. */
function rateLimits(
  kind: FormKind,
  value: FormAnswers,
  address: string,
  held: boolean,
  config: ServerConfig,
): RateLimit[] {
  const hour = 60 * 60 * 1000;
  return [
    { key: `form:${address}`, windowMs: 10 * 60 * 1000, limit: config.formRateLimit },
    ...(formSpecs[kind].notifies.includes('friend')
      ? [
          { key: `friend:${address}`, windowMs: hour, limit: config.friendRateLimit },
          // Whoever sends, and from however many addresses, one inbox gets only a few a day. The
          // recipient is counted by a hash, as the friend's address is not kept, and as the inbox it
          // reaches: normalised by the schema, without a "+tag" (jan+1@ and jan+2@ reach jan@).
          {
            key: recipientKey(friendRecipientKey, String(value.friendEmail)),
            windowMs: 24 * hour,
            limit: config.friendRecipientLimit,
          },
        ]
      : []),
    // A held post sends one e-mail to an address anyone may have typed: a few a day per inbox, and
    // per client address, whoever sends them.
    ...(held
      ? [
          { key: `confirm-from:${address}`, windowMs: 24 * hour, limit: config.confirmAddressLimit },
          {
            key: heldRecipientKey(value.email ?? ''),
            windowMs: 24 * hour,
            limit: config.confirmRecipientLimit,
          },
        ]
      : []),
  ];
}

/**
 * Facts the export decides: the property or project exists, an offer is not far below its asking
 * price (a typing slip, src/domain/forms/amount-slips.ts), the slot is one of the property's and still
 * ahead. Their messages, or the booking to make.
 */
function checkFacts(
  value: FormAnswers,
  model: ExportModel,
  now: number,
  locale: Locale,
): {
  readonly facts: FormErrors;
  readonly booking?: { readonly save: NewBooking; readonly start: string; readonly end: string };
} {
  const facts = emptyFormErrors();
  const { propertyId, projectId } = value;
  // The export's indexes, made once per export: a post must not scan 10,000 listings.
  const indexes = exportIndexes(model);
  const property = propertyId === undefined ? undefined : indexes.propertiesById.get(String(propertyId));
  if (propertyId !== undefined && property === undefined) {
    addFormError(facts, 'propertyId', { key: 'choice' });
  }
  const offer = value.offerAmount;
  if (offer !== undefined && property !== undefined && offerLooksMistyped(offer, publishedPrice(property))) {
    addFormError(facts, 'offerAmount', { key: 'offerTooLow', vars: { amount: formatPrice(offer, locale) } });
  }
  if (projectId !== undefined && !model.projects.some((item) => item.ID === projectId)) {
    addFormError(facts, 'projectId', { key: 'choice' });
  }
  if (value.slot === undefined) return { facts };
  const start = Date.parse(value.slot);
  const slot = (propertyId === undefined ? [] : (indexes.slotsByProperty.get(propertyId) ?? [])).find(
    (item) => Date.parse(item.Start) === start,
  );
  if (slot === undefined || start <= now) {
    addFormError(facts, 'slot', { key: 'choice' });
    return { facts };
  }
  return {
    facts,
    booking: {
      save: { propertyId: slot.PropertyID, slotStart: start, capacity: slot.Capacity },
      start: slot.Start,
      end: slot.End,
    },
  };
}

/** The subscription a kind starts, or the unsubscribe request it makes, with their e-mailed links. */
function subscriptionOf(kind: FormKind, linkTo: (path: string) => string) {
  const spec = formSpecs[kind];
  const kindOf = 'subscription' in spec ? spec.subscription : undefined;
  const token = () => randomBytes(24).toString('base64url');
  const subscription: NewSubscription | undefined =
    kindOf === 'newsletter' || kindOf === 'demand'
      ? { kind: kindOf, confirmToken: token(), unsubscribeToken: token() }
      : undefined;
  const unsubscribeToken = kindOf === 'unsubscribe' ? token() : undefined;
  const confirmToken = subscription?.confirmToken ?? unsubscribeToken;
  const links = {
    ...(confirmToken === undefined ? {} : { confirm: linkTo(`/api/forms/confirm?token=${confirmToken}`) }),
    ...(subscription === undefined
      ? {}
      : { unsubscribe: linkTo(`/api/forms/confirm?token=${subscription.unsubscribeToken}`) }),
  };
  return { subscription, unsubscribeToken, links };
}

/** The stored row of a checked body: without the machinery and the friend's address. */
function storedBody(value: FormAnswers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([field]) => !isFormFieldName(field) || (formFieldSpecs[field] as FieldSpec).unstored !== true,
    ),
  );
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
  const { wantsJson, json, sendBack } = answers;
  const defaultLocale = defaultLocaleOf(model.site);

  const read = await readPost(request, answers, model, defaultLocale);
  if ('outcome' in read) return read.outcome;
  const { body, files } = read.parsed;
  const requested = body['locale'];
  const locale: Locale = typeof requested === 'string' && isLocale(requested) ? requested : defaultLocale;
  const t = createTranslator(locale);
  // The page a plain post came from, sent as a field by the form itself (the Referer may be cut off).
  const returnPath = safeReturnPath(body['returnPath']) ?? refererPath(request) ?? answers.home(locale);
  delete body['returnPath'];

  const refuse = async (errors: FormErrors, status = 422): Promise<FormOutcome> => {
    const translated = translateErrors(errors, locale);
    if (!wantsJson) return sendBack(returnPath, locale, translated, textValues(body));
    if (!Object.hasOwn(translated, '_form')) translated['_form'] = [t('validation.formNotSent')];
    return json(status, { errors: translated });
  };
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
  const options = siteLocales(model.site);
  const success = (id: string): FormOutcome =>
    wantsJson
      ? json(201, { id })
      : { type: 'redirect', location: pathFor('formThanks', locale, { name: kind }, options) };
  // A held post says to look for the e-mail; the proof of work decides, so a repeat is told the same.
  const checkMailbox: FormOutcome = {
    type: 'redirect',
    location: pathFor('formThanks', locale, { name: 'confirm-by-mail' }, options),
  };

  const checked = await checkBody(kind, body, files);
  if (!checked.ok) return refuse(checked.errors);
  const value: FormAnswers = checked.value;
  // A filled honeypot is a robot: it gets the success it expects and nothing is stored or sent.
  if (value.website !== undefined && value.website.trim() !== '') return success(randomUUID());

  const now = deps.now();
  const address = clientAddress(request, socketAddress, config.trustProxy);
  const robot = await checkRobot(value, wantsJson, config, now);
  if (robot === 'robot') return refuse(robotErrors());
  const challenge = robot === 'held' ? undefined : robot;
  const limits = rateLimits(kind, value, address, challenge === undefined, config);
  const id = value.submissionId ?? randomUUID();
  const conflicted = () => {
    const conflict = emptyFormErrors();
    addFormError(conflict, '_form', { key: 'submissionConflict' });
    return refuse(conflict, 409);
  };

  // The refusals keep their order: a spent challenge, then a limit, then the facts, then a full slot.
  const { facts, booking } = checkFacts(value, model, now, locale);
  // A file's content is checked (cv-inspection.ts: up to seconds of a worker thread) only for a post that
  // passed the robot check and its rate limits. Its turn among the process's checks comes first: with
  // none free, the post is told to come back at no cost, before anything is spent or counted. Then the
  // challenge is spent and the limits counted in a transaction of their own, and the save below spends
  // and counts nothing again; a repeat of a stored post is answered as the first, counting nothing.
  const fileFirst = checked.file !== undefined;
  if (checked.file !== undefined) {
    const file = checked.file;
    const turn = await inspectionTurn();
    if (turn === undefined) {
      const message = t('validation.fileCheckBusy');
      if (!wantsJson) return sendBack(returnPath, locale, { [fileField]: [message] }, textValues(body));
      return json(429, { errors: { _form: [message], [fileField]: [message] } }, { 'Retry-After': '10' });
    }
    const refusal = await (async (): Promise<FormOutcome | undefined> => {
      const ahead = await store.attemptSubmission({
        challenge,
        limits,
        now,
        ahead: { id, kind, body: storedBody(value) },
      });
      if (ahead.type === 'repeated') return challenge === undefined ? checkMailbox : success(id);
      if (ahead.type === 'conflict') return conflicted();
      if (ahead.type === 'replayed') return refuse(robotErrors());
      if (ahead.type === 'limited') return tooMany(ahead);
      if (Object.keys(facts).length > 0) return refuse(facts);
      const unsafe = await checkCvContent(file.bytes, file.type, turn);
      if (unsafe === undefined) return undefined;
      return refuse(addFormError(emptyFormErrors(), fileField, { key: unsafe }));
    })().finally(turn.release);
    if (refusal !== undefined) return refusal;
  }

  // Otherwise the challenge is spent, the rate limits counted and the submission saved in one
  // transaction (store.attemptSubmission), so everything the answer depends on is worked out before it.
  if (Object.keys(facts).length > 0) {
    const attempt = await store.attemptSubmission({ challenge, limits, now });
    return attempt.type === 'replayed'
      ? refuse(robotErrors())
      : attempt.type === 'limited'
        ? tooMany(attempt)
        : refuse(facts);
  }

  const linkTo = (path: string) => new URL(path, model.site.SiteUrl).href;
  const { subscription, unsubscribeToken, links } = subscriptionOf(kind, linkTo);
  const filePath =
    checked.file === undefined
      ? undefined
      : await storeCvFile(config.uploadDir, checked.file.bytes, checked.file.type);
  const emails = composeFormEmails({
    kind,
    locale,
    value,
    model,
    links,
    slot: booking,
    id,
    now: new Date(now),
    attachment:
      filePath === undefined
        ? undefined
        : {
            path: filePath,
            // A plain name: no path, quote or line break of the visitor's reaches a header.
            filename: `cv-${plainName(value.lastName ?? '').replace(/\s+/g, '-') || 'applicant'}.${checked.file?.type.ext ?? 'pdf'}`,
          },
  });
  // Without the proof of work, only the request to confirm goes now; the submission's own e-mails wait
  // in the store until its link is confirmed, and are dropped with it if it never is.
  let held: HeldDelivery | undefined;
  let queued: readonly NewEmail[] = emails;
  if (challenge === undefined) {
    const { token: heldToken, tokenHash } = newHeldToken();
    held = { tokenHash, expiresAt: now + heldLifetimeMs, emails };
    const url = linkTo(heldLinkPath(heldToken));
    queued = [
      composeHeldRequest({ kind, locale, value, model, url, hours: heldLifetimeHours, slot: booking }),
    ];
  }
  // The database away: nothing was stored, so neither is the file (the error goes on to its 503).
  const forgetFile = async (error: unknown): Promise<never> => {
    if (filePath !== undefined) await unlink(filePath).catch(() => undefined);
    throw error;
  };
  const attempt = await store
    .attemptSubmission({
      challenge: fileFirst ? undefined : challenge,
      limits: fileFirst ? [] : limits,
      now,
      save: {
        submission: {
          id,
          kind,
          locale,
          email: value.email ?? '',
          body: storedBody(value),
          filePath,
          createdAt: now,
        },
        emails: queued,
        extras: {
          held,
          booking: booking?.save,
          subscription,
          unsubscribe: unsubscribeToken === undefined ? undefined : { token: unsubscribeToken },
        },
      },
    })
    .catch(forgetFile);
  const outcome = attempt.type === 'saved' ? attempt.outcome : undefined;
  if (outcome !== 'stored' && filePath !== undefined) await unlink(filePath).catch(() => undefined);
  if (attempt.type === 'repeated') return held === undefined ? success(id) : checkMailbox;
  if (attempt.type === 'conflict') return conflicted();
  if (attempt.type === 'replayed') return refuse(robotErrors());
  if (attempt.type === 'limited') return tooMany(attempt);
  if (outcome === 'slotFull') {
    const full = emptyFormErrors();
    // The message names the slot in the visitor's language, so it is clear which one was taken.
    const slot = booking === undefined ? '' : slotLabel(booking, localeTags[locale]);
    addFormError(full, 'slot', { key: 'slotFull', vars: { slot } });
    return refuse(full);
  }
  if (held === undefined) return success(id);
  // Held posts never confirmed leave once their links have expired, with their files.
  const purged = await store.purgeUnconfirmed(now);
  await Promise.all(purged.files.map((file) => unlink(file).catch(() => undefined)));
  return checkMailbox;
}
