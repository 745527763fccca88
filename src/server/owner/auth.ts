// The owner portal's sessions and passwords: log in (throttled, every password check queued), log out,
// forgotten password, set a password through a single-use link, and who is logged in (GET me).
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { siteLocales } from '../../domain/language/site-locales';
import { listingTypeLabel } from '../../domain/listing/agency-words';
import { listingCityName } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import {
  OwnerForgotPasswordSchema,
  OwnerResetPasswordSchema,
  ownerFieldErrors,
} from '../../domain/portal/owner-portal-schemas';
import { passwordProblems } from '../../domain/portal/password-rules';
import { pathFor } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import { createTranslator } from '../../i18n/translator';
import type { Owner } from '../../schemas/owner';
import type { MeSchema } from '../../schemas/owner-me';
import { readLimited } from '../http/read-form-request';
import { clientAddress, isSameOrigin } from '../http/request-origin';
import {
  activationNotification,
  loginNotification,
  ownerLocale,
  passwordEmail,
  passwordLink,
} from '../mail/compose-owner-emails';
import { knownAddressMs, type PasswordTokenPurpose, passwordLinkMs } from '../store/owner-store';
import {
  busy,
  empty,
  fieldError,
  fieldErrors,
  formError,
  json,
  ownerBodyLimit,
  pickLocale,
  queryLocale,
  readOwnerBody,
  tooMany,
} from './http';
import { accountThrottle, loginWindowMs, retryAfterSeconds, throttleKeys } from './login-throttle';
import type { OwnerApi } from './owner-api';
import { tokenHash } from './owner-api';
import { clearedSessionCookie, isHttps, readSessionToken, sessionCookie } from './owner-session-cookie';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password-hash';
import { PasswordWorkBusy } from './password-work-queue';

/** How many reset e-mails one account may get per hour, so the form cannot flood an owner's inbox. */
const resetMailsPerHour = 5;
/** Forgotten-password and reset requests one address may send in an hour. */
const passwordRequestsPerHour = 20;
const hourMs = 60 * 60 * 1000;

/** POST /api/owner/login: 204 with the session cookie, 401 with one message for any failure, or 429. */
export async function ownerLogin(
  request: Request,
  socketAddress: string,
  owners: OwnerApi,
): Promise<Response> {
  const { config, store, model } = owners;
  const body = await readOwnerBody(request, pickLocale(model, queryLocale(request)));
  if (body instanceof Response) return body;
  // Never the account's own language: that would tell an unknown address from a known one.
  const locale = pickLocale(model, body['locale']);
  const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  const password = typeof body['password'] === 'string' ? body['password'].slice(0, 1024) : '';
  const address = clientAddress(request, socketAddress, config.trustProxy);
  const keys = throttleKeys(email, address);
  const now = owners.now();
  // A network the account logged in from before: looked up for every e-mail address alike, and found
  // for none that has no account, so it says nothing about which accounts exist.
  const known = await store.knowsLoginAddress(keys.known, now - knownAddressMs);
  const throttle = [
    { keyHash: keys.pair, limit: config.ownerLoginLimit },
    { keyHash: keys.address, limit: config.ownerAddressLoginLimit },
    // The account's growing delay holds back guesses from everywhere else, not the owner at home.
    ...(known ? [] : [accountThrottle(keys.account)]),
  ];
  // A full queue is said at once, before the attempt is written: a flood of refused attempts costs a
  // lookup each, not a synced write (the attempt would be taken back anyway).
  const refused = owners.passwordWork.refusal(address, known);
  if (refused !== undefined) return busy(locale, refused);
  // The attempt is counted before any password work, so attempts sent together cannot all be checked.
  const attempt = await store.reserveLoginAttempt(throttle, now - loginWindowMs, now);
  if ('full' in attempt) {
    return tooMany(locale, retryAfterSeconds(attempt.full, throttle, loginWindowMs, now));
  }
  const owner =
    email === '' ? undefined : model.owners.find((candidate) => candidate.Email.toLowerCase() === email);
  const hash = owner === undefined ? undefined : await store.passwordHash(owner.ID);
  let valid: boolean;
  try {
    // An unknown address, or an owner without a password yet, costs the same scrypt work as a wrong password.
    valid = await owners.passwordWork.run(
      address,
      () => (hash === undefined ? verifyDummyPassword(password) : verifyPassword(password, hash)),
      known,
    );
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    // Nothing was checked: the attempt does not count.
    await store.releaseLoginAttempts(attempt.reserved);
    return busy(locale, error);
  }
  // A failed attempt stays counted; a successful one clears the pair and gives the address its attempt back.
  if (!valid || owner === undefined) return json(401, formError(locale, 'portal.api.loginFailed'));
  await store.clearLoginFailures(keys.pair);
  await store.releaseLoginAttempts(attempt.reserved);
  await store.rememberLoginAddress(keys.known, now);
  const token = randomBytes(32).toString('base64url');
  await store.startSession(
    tokenHash(token),
    owner.ID,
    now,
    loginNotification(owner, now, model.site, owners.siteUrl),
  );
  const https = isHttps(request, config.trustProxy);
  return empty(204, { 'Set-Cookie': sessionCookie(token, https, config.ownerAbsoluteHours * 3600) });
}

/** POST /api/owner/logout: ends the session on the server and clears the cookie; 204 even without one. */
export async function ownerLogout(request: Request, owners: OwnerApi): Promise<Response> {
  const locale = pickLocale(owners.model, queryLocale(request));
  if (!isSameOrigin(request)) return json(403, formError(locale, 'portal.api.crossOrigin'));
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json') return json(415, formError(locale, 'portal.api.jsonOnly'));
  try {
    await readLimited(request, ownerBodyLimit);
  } catch {
    return json(413, formError(locale, 'portal.api.tooLarge'));
  }
  const https = isHttps(request, owners.config.trustProxy);
  const token = readSessionToken(request, https);
  if (token !== undefined) await owners.store.endSession(tokenHash(token));
  return empty(204, { 'Set-Cookie': clearedSessionCookie(https) });
}

/**
 * Stores a single-use password token for an owner and queues the e-mail with its link, together; returns
 * the link (a staff command on a developer's machine prints it).
 */
export async function sendPasswordLink(
  owners: Pick<OwnerApi, 'store' | 'model' | 'now' | 'siteUrl'>,
  owner: Owner,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const now = owners.now();
  const token = randomBytes(32).toString('base64url');
  const link = passwordLink(
    purpose,
    token,
    ownerLocale(owner, owners.model.site),
    owners.model.site,
    owners.siteUrl,
  );
  await owners.store.issuePasswordToken(
    { tokenHash: tokenHash(token), ownerId: owner.ID, purpose, expiresAt: now + passwordLinkMs[purpose] },
    passwordEmail(purpose, owner, link, owners.model.site, owners.siteUrl),
    now,
  );
  return link;
}

/** The work of a forgotten-password request, the same for known and unknown addresses up to the e-mail. */
async function forgotPassword(owners: OwnerApi, email: string, now: number): Promise<void> {
  const mails = [{ keyHash: tokenHash(`password-mail\n${email}`), limit: resetMailsPerHour }];
  const attempt = await owners.store.reserveLoginAttempt(mails, now - hourMs, now);
  const owner = owners.model.owners.find((candidate) => candidate.Email.toLowerCase() === email);
  if (owner === undefined || 'full' in attempt) return;
  await sendPasswordLink(owners, owner, 'reset');
}

/**
 * Counts a request of a password endpoint against its address's hourly limit; the 429 to answer when
 * the address has used it up. Every state-changing endpoint has such a limit, so none grows a table
 * without bound.
 */
async function addressLimit(
  owners: OwnerApi,
  endpoint: string,
  address: string,
  locale: Locale,
): Promise<Response | undefined> {
  const now = owners.now();
  const key = [{ keyHash: tokenHash(`${endpoint}-address\n${address}`), limit: passwordRequestsPerHour }];
  const attempt = await owners.store.reserveLoginAttempt(key, now - hourMs, now);
  if (!('full' in attempt)) return undefined;
  return tooMany(locale, retryAfterSeconds(attempt.full, key, hourMs, now));
}

/**
 * POST /api/owner/forgot-password: 202 {}, or 429 once the address has asked too often. The token work
 * runs after the answer, for known and unknown addresses alike, so neither the answer nor its time says
 * whether an account exists.
 */
export async function ownerForgotPassword(
  request: Request,
  socketAddress: string,
  owners: OwnerApi,
): Promise<Response> {
  const locale = pickLocale(owners.model, queryLocale(request));
  const body = await readOwnerBody(request, locale);
  if (body instanceof Response) return body;
  const address = clientAddress(request, socketAddress, owners.config.trustProxy);
  const limited = await addressLimit(
    owners,
    'forgot-password',
    address,
    pickLocale(owners.model, body['locale']),
  );
  if (limited !== undefined) return limited;
  const parsed = v.safeParse(OwnerForgotPasswordSchema, body);
  const email = parsed.success ? parsed.output.email : '';
  if (email !== '') {
    forgotPassword(owners, email, owners.now()).catch((error: unknown) =>
      console.error('Could not send a reset link:', error),
    );
  }
  return json(202, {});
}

/**
 * POST /api/owner/reset-password: sets the password with a reset or invitation token; 200 `{ email }`, 400,
 * 429 or 503.
 */
export async function ownerResetPassword(
  request: Request,
  socketAddress: string,
  owners: OwnerApi,
): Promise<Response> {
  const body = await readOwnerBody(request, pickLocale(owners.model, queryLocale(request)));
  if (body instanceof Response) return body;
  const locale = pickLocale(owners.model, body['locale']);
  const address = clientAddress(request, socketAddress, owners.config.trustProxy);
  const limited = await addressLimit(owners, 'reset-password', address, locale);
  if (limited !== undefined) return limited;
  const parsed = v.safeParse(OwnerResetPasswordSchema, body);
  if (!parsed.success) return json(400, fieldErrors(locale, ownerFieldErrors(parsed.issues)));
  const problems = passwordProblems(parsed.output.password, owners.commonPasswords);
  if (problems.length > 0) return json(400, fieldErrors(locale, { password: problems }));
  let hash: string;
  try {
    const password = parsed.output.password;
    hash = await owners.passwordWork.run(address, () => hashPassword(password));
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    return busy(locale, error);
  }
  const now = owners.now();
  // An invitation taken up is the owner's first way in: the agency is told, as of every login.
  const notify = (id: number, purpose: PasswordTokenPurpose) => {
    const owner = owners.model.owners.find((candidate) => candidate.ID === id);
    return purpose === 'invite' && owner !== undefined
      ? activationNotification(owner, now, owners.model.site, owners.siteUrl)
      : undefined;
  };
  const ownerId = await owners.store.redeemPasswordToken(tokenHash(parsed.output.token), hash, now, notify);
  if (ownerId === undefined) return json(400, fieldError(locale, 'token', 'portal.api.tokenExpired'));
  // Every session of the owner has ended, this browser's too. The answer names the account, which the
  // link's holder has just shown they read the mail of: the login form fills it in, so the owner types
  // the new password alone (and a password manager stores it with its e-mail).
  const email = owners.model.owners.find((owner) => owner.ID === ownerId)?.Email ?? '';
  // This network has just shown it reads the account's mail: its logins go ahead of a flood too.
  await owners.store.rememberLoginAddress(throttleKeys(email, address).known, now);
  return json(
    200,
    { email },
    { 'Set-Cookie': clearedSessionCookie(isHttps(request, owners.config.trustProxy)) },
  );
}

/** The owner of the request's live session, or undefined. */
export async function sessionOwner(request: Request, owners: OwnerApi): Promise<Owner | undefined> {
  const token = readSessionToken(request, isHttps(request, owners.config.trustProxy));
  if (token === undefined) return undefined;
  const ownerId = await owners.store.sessionOwner(tokenHash(token), owners.now(), {
    idleMs: owners.config.ownerIdleMinutes * 60 * 1000,
    absoluteMs: owners.config.ownerAbsoluteHours * 60 * 60 * 1000,
  });
  return owners.model.owners.find((owner) => owner.ID === ownerId);
}

/** 401: no live session, in the request's language. */
export const notLoggedIn = (owners: OwnerApi, request: Request) =>
  json(401, formError(pickLocale(owners.model, queryLocale(request)), 'portal.api.notLoggedIn'));

/** GET /api/owner/me: who is logged in and their properties, in the requested language. */
export async function ownerMe(request: Request, owners: OwnerApi): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const { model } = owners;
  const locale = pickLocale(model, queryLocale(request), owner.Language);
  const options = siteLocales(model.site);
  const t = createTranslator(locale);
  const properties = owner.PropertyIDs.flatMap((id) => {
    const property = model.properties.find((candidate) => candidate.ID === id);
    if (property === undefined) return [];
    const typeName =
      propertyTypeName(model.propertyTypes, property.WebID, locale, options.defaultLocale) ??
      t('property.fields.WebID');
    const city = listingCityName(property, locale);
    const picture = property.Pictures[0];
    return [
      {
        id: property.ID,
        reference: property.Reference ?? String(property.ID),
        title:
          localized(property.Title, locale, options.defaultLocale) ||
          t('detail.typeInCity', { type: listingTypeLabel(property, locale, typeName), city }),
        city,
        picture:
          picture === undefined ? null : { url: picture.Url, width: picture.Width, height: picture.Height },
        detailUrl: pathFor('property', locale, propertyPathParams(property, typeName, locale), options),
      },
    ];
  });
  const me: v.InferInput<typeof MeSchema> = {
    firstName: owner.FirstName ?? '',
    lastName: owner.LastName ?? '',
    email: owner.Email,
    language: owner.Language,
    properties,
  };
  return json(200, me);
}
