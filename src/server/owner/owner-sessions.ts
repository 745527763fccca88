// The owner portal's sessions: log in (throttled, every password check queued), log out, and the owner
// of a request's live session.
import { randomBytes } from 'node:crypto';
import type { Owner } from '../../schemas/owner';
import { readLimited } from '../http/read-form-request';
import { clientAddress, isSameOrigin } from '../http/request-origin';
import { loginNotification } from '../mail/compose-owner-emails';
import { knownAddressMs } from '../store/owner-store';
import {
  busy,
  empty,
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
import { verifyDummyPassword, verifyPassword } from './password-hash';
import { PasswordWorkBusy } from './password-work-queue';

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
