// The owner portal's passwords: the forgotten-password request, setting a password through a
// single-use link (a reset or an invitation), and the link itself as staff send it.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  OwnerForgotPasswordSchema,
  OwnerResetPasswordSchema,
  ownerFieldErrors,
} from '../../domain/portal/owner-portal-schemas';
import { passwordProblems } from '../../domain/portal/password-rules';
import type { Locale } from '../../i18n/locales';
import type { Owner } from '../../schemas/owner';
import { clientAddress } from '../http/request-origin';
import {
  activationNotification,
  ownerLocale,
  passwordEmail,
  passwordLink,
} from '../mail/compose-owner-emails';
import { type PasswordTokenPurpose, passwordLinkMs } from '../store/owner-store';
import { busy, fieldError, fieldErrors, json, pickLocale, queryLocale, readOwnerBody, tooMany } from './http';
import { retryAfterSeconds, throttleKeys } from './login-throttle';
import type { OwnerApi } from './owner-api';
import { tokenHash } from './owner-api';
import { clearedSessionCookie, isHttps } from './owner-session-cookie';
import { hashPassword } from './password-hash';
import { PasswordWorkBusy } from './password-work-queue';

/** How many reset e-mails one account may get per hour, so the form cannot flood an owner's inbox. */
const resetMailsPerHour = 5;
/** Forgotten-password and reset requests one address may send in an hour. */
const passwordRequestsPerHour = 20;
const hourMs = 60 * 60 * 1000;

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
