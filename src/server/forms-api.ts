// POST /api/forms/{kind}: check the origin, read and validate the body, stop robots and floods, then
// spend the challenge, count the rate limits and store the submission with its e-mails in one
// transaction; answer only once it is on disk. The island gets JSON; a plain post (no JavaScript) gets a
// redirect: to the thank-you page, or back to the form's own page (post/redirect/get) where the form is
// shown again, in the visitor's language, with its messages and the values typed (form-returns.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { ExportModel } from '../data/export-model';
import { pathFor } from '../domain/routes';
import { slotLabel } from '../domain/slots';
import { plainName } from '../domain/visitor-text';
import { isLocale, type Locale, localeTags } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator } from '../i18n/translator';
import { addFormError, emptyFormErrors, type FormErrors, isFormKind, validateForm } from '../schemas/forms';
import { composeFormEmails, composeHeldRequest } from './compose-form-emails';
import { checkCvFile, storeCvFile } from './cv-file';
import { translateErrors } from './field-errors';
import { formReturnParameter, keepFormReturn, safeReturnPath } from './form-returns';
import type { HeldDelivery, NewBooking, NewEmail, NewSubscription } from './form-store';
import {
  heldLifetimeHours,
  heldLifetimeMs,
  heldLinkPath,
  heldRecipientKey,
  heldRecipientKeyPrefix,
  newHeldToken,
} from './held-submissions';
import { checkProofOfWork } from './proof-of-work';
import { BodyError, readFormRequest } from './read-form-request';
import { isSameOrigin } from './request-origin';
import { formsApi } from './services';

/** The outcome of a form post, for the route to answer: JSON (the island), or a redirect (a plain post). */
export type FormOutcome =
  | {
      readonly type: 'json';
      readonly status: number;
      readonly body: unknown;
      readonly headers?: Record<string, string>;
    }
  | { readonly type: 'redirect'; readonly location: string };

/** The path of a same-origin Referer, when it is a page a form may be sent back to. */
function refererPath(request: Request): string | undefined {
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

// Machinery and the friend's address ("we have not kept it") stay out of the stored row.
const unstoredFields = new Set(['altcha', 'website', 'startedAt', 'submissionId', 'friendEmail']);

/** Handles one form post. `address` is the client's IP, for the rate limits. */
export async function handleFormPost(
  kindParam: string,
  request: Request,
  address: string,
): Promise<FormOutcome> {
  const wantsJson =
    (request.headers.get('accept') ?? '').includes('application/json') ||
    (request.headers.get('content-type') ?? '').includes('application/json');
  const json = (status: number, body: unknown, headers?: Record<string, string>): FormOutcome =>
    headers === undefined ? { type: 'json', status, body } : { type: 'json', status, body, headers };
  if (!isFormKind(kindParam)) return json(404, { errors: { kind: ['Unknown form'] } });
  const kind = kindParam;

  const { config, store, model } = formsApi();
  const defaultLocale: Locale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : 'en';
  const options = siteLocales(model.site);
  const home = (locale: Locale) => pathFor('home', locale, {}, options);
  // A plain post goes back to its form's page with a token; the page shows the form again from it.
  const sendBack = async (
    path: string,
    locale: Locale,
    errors: Record<string, string[]>,
    values: Record<string, string | string[]>,
  ): Promise<FormOutcome> => {
    const token = await keepFormReturn(store, { kind, locale, errors, values, path });
    return { type: 'redirect', location: `${path}?${formReturnParameter}=${token}#${kind}-alert` };
  };
  const cameFrom = refererPath(request);
  const bodyless = (
    status: number,
    key: 'crossOrigin' | 'bodyTooLarge' | 'bodyUnreadable',
    path?: string,
  ) => {
    const locale = path === undefined ? defaultLocale : pathLocale(path, model, defaultLocale);
    const text = createTranslator(locale)(`validation.${key}`);
    return wantsJson
      ? json(status, { errors: { _form: [text] } })
      : sendBack(path ?? home(locale), locale, { _form: [text] }, {});
  };
  // Another site's page has no form of ours to go back to: its visitor lands on the home page.
  if (!isSameOrigin(request)) return bodyless(403, 'crossOrigin');

  let parsed: Awaited<ReturnType<typeof readFormRequest>>;
  try {
    parsed = await readFormRequest(request);
  } catch (error) {
    if (error instanceof BodyError) {
      return bodyless(error.status, error.status === 413 ? 'bodyTooLarge' : 'bodyUnreadable', cameFrom);
    }
    throw error;
  }
  const { body, files } = parsed;
  const requested = body['locale'];
  const locale: Locale = typeof requested === 'string' && isLocale(requested) ? requested : defaultLocale;
  // The page a plain post came from, sent as a field by the form itself (the Referer may be cut off).
  const returnPath = safeReturnPath(body['returnPath']) ?? cameFrom ?? home(locale);
  delete body['returnPath'];

  const refuse = async (errors: FormErrors, status = 422): Promise<FormOutcome> => {
    const translated = translateErrors(errors, locale);
    if (!wantsJson) return sendBack(returnPath, locale, translated, textValues(body));
    if (!Object.hasOwn(translated, '_form')) {
      translated['_form'] = [createTranslator(locale)('validation.formNotSent')];
    }
    return json(status, { errors: translated });
  };

  const checked = validateForm(kind, body);
  const errors = checked.ok ? emptyFormErrors() : checked.errors;
  const fileFields = files.filter((file) => file.field === 'file');
  for (const file of files)
    if (kind !== 'cv' || file.field !== 'file') addFormError(errors, file.field, { key: 'unknownField' });
  if (kind === 'cv' && fileFields.length !== 1)
    addFormError(errors, 'file', { key: fileFields.length === 0 ? 'required' : 'unknownField' });
  const cvType =
    kind === 'cv' && fileFields[0] !== undefined ? await checkCvFile(fileFields[0].bytes) : undefined;
  if (typeof cvType === 'string') addFormError(errors, 'file', { key: cvType });
  if (!checked.ok || Object.keys(errors).length > 0) return refuse(errors);
  const value = checked.value as Record<string, unknown>;

  // A filled honeypot is a robot: it gets the success it expects and nothing is stored or sent.
  const thanks = pathFor('formThanks', locale, { name: kind }, siteLocales(model.site));
  const success = (id: string): FormOutcome =>
    wantsJson ? json(201, { id }) : { type: 'redirect', location: thanks };
  if (typeof value['website'] === 'string' && value['website'].trim() !== '') return success(randomUUID());

  const tooMany = async (limited: { retryAfterMs: number; key: string }): Promise<FormOutcome> => {
    const seconds = Math.ceil(limited.retryAfterMs / 1000);
    const message = limited.key.startsWith(friendRecipientKey)
      ? createTranslator(locale)('validation.friendRecipientLimit')
      : limited.key.startsWith(heldRecipientKeyPrefix)
        ? createTranslator(locale)('validation.confirmRecipientLimit')
        : createTranslator(locale)('validation.tooManyRequests', { seconds });
    if (!wantsJson) return sendBack(returnPath, locale, { _form: [message] }, textValues(body));
    return json(429, { errors: { _form: [message] } }, { 'Retry-After': String(seconds) });
  };
  const now = Date.now();
  const robot = emptyFormErrors();
  addFormError(robot, 'altcha', { key: 'robot' });
  const startedAt = value['startedAt'];
  // The island always says when the form was first touched: a JSON post without it is refused like a
  // too fast one. A plain post (no JavaScript) cannot say it.
  if (typeof startedAt === 'number' ? now - startedAt < config.minFillMs : wantsJson) return refuse(robot);
  const altcha = value['altcha'];
  // The island always sends a solved challenge; a plain post without JavaScript cannot: it is held
  // until the visitor confirms it through a link mailed to the address typed (see `held` below), so a
  // robot that does not run the page's script reaches nobody without reading that mailbox. A payload
  // that is sent must be genuine and unused.
  if (wantsJson && (typeof altcha !== 'string' || altcha === '')) return refuse(robot);
  const challenge =
    typeof altcha === 'string' && altcha !== '' ? await checkProofOfWork(altcha, config) : undefined;
  if (typeof altcha === 'string' && altcha !== '' && challenge === undefined) return refuse(robot);
  const limits = [
    { key: `form:${address}`, windowMs: 10 * 60 * 1000, limit: config.formRateLimit },
    ...(kind === 'send-to-friend'
      ? [
          { key: `friend:${address}`, windowMs: 60 * 60 * 1000, limit: config.friendRateLimit },
          // Whoever sends, and from however many addresses, one inbox gets only a few a day. The
          // recipient is counted by a hash, as the friend's address is not kept, and without a "+tag"
          // (jan+1@ and jan+2@ reach the same inbox).
          {
            key: `${friendRecipientKey}${createHash('sha256')
              .update(String(value['friendEmail']).replace(/\+[^@]*@/, '@'))
              .digest('base64url')}`,
            windowMs: 24 * 60 * 60 * 1000,
            limit: config.friendRecipientLimit,
          },
        ]
      : []),
    // A held post sends one e-mail to an address anyone may have typed: a few a day per inbox, and
    // per client address, whoever sends them.
    ...(challenge === undefined
      ? [
          {
            key: `confirm-from:${address}`,
            windowMs: 24 * 60 * 60 * 1000,
            limit: config.confirmAddressLimit,
          },
          {
            key: heldRecipientKey(String(value['email'] ?? '')),
            windowMs: 24 * 60 * 60 * 1000,
            limit: config.confirmRecipientLimit,
          },
        ]
      : []),
  ];

  // The challenge is spent, the rate limits counted and the submission saved in one transaction
  // (store.attemptSubmission), so everything the answer depends on is worked out before it. The
  // refusals keep their order: a spent challenge, then a limit, then the facts, then a full slot.
  // Facts the export decides: the property or project exists, the slot is one of the property's.
  const facts = emptyFormErrors();
  const propertyId = value['propertyId'];
  if (typeof propertyId === 'number' && !model.properties.some((item) => item.ID === propertyId)) {
    addFormError(facts, 'propertyId', { key: 'choice' });
  }
  const projectId = value['projectId'];
  if (typeof projectId === 'number' && !model.projects.some((item) => item.ID === projectId)) {
    addFormError(facts, 'projectId', { key: 'choice' });
  }
  let booking: NewBooking | undefined;
  let bookedSlot: { start: string; end: string } | undefined;
  if (kind === 'contact-appointment' && typeof value['slot'] === 'string') {
    const start = Date.parse(value['slot']);
    const slot = model.owners
      .flatMap((owner) => owner.Slots)
      .find((item) => item.PropertyID === propertyId && Date.parse(item.Start) === start);
    if (slot === undefined || start <= now) addFormError(facts, 'slot', { key: 'choice' });
    else {
      booking = { propertyId: slot.PropertyID, slotStart: start, capacity: slot.Capacity };
      bookedSlot = { start: slot.Start, end: slot.End };
    }
  }
  if (Object.keys(facts).length > 0) {
    const checked = await store.attemptSubmission({ challenge, limits, now });
    return checked.type === 'replayed'
      ? refuse(robot)
      : checked.type === 'limited'
        ? tooMany(checked)
        : refuse(facts);
  }

  const id = typeof value['submissionId'] === 'string' ? value['submissionId'] : randomUUID();
  const token = () => randomBytes(24).toString('base64url');
  const linkTo = (path: string) => new URL(path, model.site.SiteUrl).href;
  let subscription: NewSubscription | undefined;
  let unsubscribeToken: string | undefined;
  if (kind === 'sign-newsletter' || kind === 'demand-register') {
    subscription = {
      kind: kind === 'sign-newsletter' ? 'newsletter' : 'demand',
      confirmToken: token(),
      unsubscribeToken: token(),
    };
  }
  if (kind === 'unsubscribe') unsubscribeToken = token();
  const confirmToken = subscription?.confirmToken ?? unsubscribeToken;
  const links = {
    ...(confirmToken === undefined ? {} : { confirm: linkTo(`/api/forms/confirm?token=${confirmToken}`) }),
    ...(subscription === undefined
      ? {}
      : { unsubscribe: linkTo(`/api/forms/confirm?token=${subscription.unsubscribeToken}`) }),
  };

  let filePath: string | undefined;
  const cvFile = fileFields[0];
  if (kind === 'cv' && cvFile !== undefined && typeof cvType === 'object') {
    filePath = await storeCvFile(config.uploadDir, cvFile.bytes, cvType);
  }
  const stored = Object.fromEntries(Object.entries(value).filter(([field]) => !unstoredFields.has(field)));
  const emails = composeFormEmails({
    kind,
    locale,
    value,
    model,
    links,
    attachment:
      filePath === undefined
        ? undefined
        : {
            path: filePath,
            // A plain name: no path, quote or line break of the visitor's reaches a header.
            filename: `cv-${plainName(String(value['lastName'] ?? '')).replace(/\s+/g, '-') || 'applicant'}.${typeof cvType === 'object' ? cvType.ext : 'pdf'}`,
          },
  });
  // Without the proof of work, only the request to confirm goes now; the submission's own e-mails wait
  // in the store until its link is confirmed, and are dropped with it if it never is.
  let held: HeldDelivery | undefined;
  let queued: readonly NewEmail[] = emails;
  if (challenge === undefined) {
    const { token: heldToken, tokenHash } = newHeldToken();
    held = { tokenHash, expiresAt: now + heldLifetimeMs, emails };
    queued = [
      composeHeldRequest({
        kind,
        locale,
        value,
        model,
        url: linkTo(heldLinkPath(heldToken)),
        hours: heldLifetimeHours,
      }),
    ];
  }
  const attempt = await store.attemptSubmission({
    challenge,
    limits,
    now,
    save: {
      submission: {
        id,
        kind,
        locale,
        email: String(value['email'] ?? ''),
        body: stored,
        filePath,
        createdAt: now,
      },
      emails: queued,
      extras: {
        held,
        booking,
        subscription,
        unsubscribe: unsubscribeToken === undefined ? undefined : { token: unsubscribeToken },
      },
    },
  });
  const outcome = attempt.type === 'saved' ? attempt.outcome : undefined;
  if (outcome !== 'stored' && filePath !== undefined) await unlink(filePath).catch(() => undefined);
  // A held post says to look for the e-mail; the proof of work decides, so a repeat is told the same.
  const checkMailbox: FormOutcome = {
    type: 'redirect',
    location: pathFor('formThanks', locale, { name: 'confirm-by-mail' }, siteLocales(model.site)),
  };
  if (attempt.type === 'repeated') return held === undefined ? success(id) : checkMailbox;
  if (attempt.type === 'conflict') {
    const conflict = emptyFormErrors();
    addFormError(conflict, '_form', { key: 'submissionConflict' });
    return refuse(conflict, 409);
  }
  if (attempt.type === 'replayed') return refuse(robot);
  if (attempt.type === 'limited') return tooMany(attempt);
  if (outcome === 'slotFull') {
    const full = emptyFormErrors();
    // The message names the slot in the visitor's language, so it is clear which one was taken.
    const slot = bookedSlot === undefined ? '' : slotLabel(bookedSlot, localeTags[locale]);
    addFormError(full, 'slot', { key: 'slotFull', vars: { slot } });
    return refuse(full);
  }
  if (held === undefined) return success(id);
  // Held posts never confirmed leave once their links have expired, with their files.
  const purged = await store.purgeUnconfirmed(now);
  await Promise.all(purged.files.map((file) => unlink(file).catch(() => undefined)));
  return checkMailbox;
}
