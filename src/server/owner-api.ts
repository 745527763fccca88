// The owner portal's API and the view counter: log in and out, set a password through a single-use
// link, and read one's own properties' figures, rows and documents. Every answer is no-store JSON (or
// a file); a property that is not the logged-in owner's is 404 whatever is asked of it.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import * as v from 'valibot';
import { dataDir } from '../data/data-dir';
import type { ExportModel } from '../data/export-model';
import { listingTypeLabel } from '../domain/agency-words';
import { formatCityName } from '../domain/city';
import { formatDateTime } from '../domain/dates';
import { insideDir } from '../domain/inside-dir.mjs';
import { propertyPathParams } from '../domain/listing-card';
import { formatPrice } from '../domain/money';
import { passwordProblems } from '../domain/password-rules';
import { propertyTypeName } from '../domain/property-type-name';
import { pathFor } from '../domain/routes';
import { dayIn, viewStatistics } from '../domain/view-statistics';
import type { TranslationKey } from '../i18n/keys';
import { isLocale, type Locale } from '../i18n/locales';
import { localized } from '../i18n/localized';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator, type TranslationVars } from '../i18n/translator';
import type { Owner, OwnerRow } from '../schemas/owner';
import {
  OwnerForgotPasswordSchema,
  type OwnerMessage,
  OwnerResetPasswordSchema,
  ownerFieldErrors,
} from '../schemas/owner-portal';
import { loginNotification, ownerLocale, passwordEmail, passwordLink } from './compose-owner-emails';
import { formsApi } from './forms-api';
import { loginWindowMs, retryAfterSeconds, throttleKeys } from './login-throttle';
import { openOwnerStore } from './open-stores';
import {
  clearedSessionCookie,
  clientAddress,
  isHttps,
  readSessionToken,
  sessionCookie,
} from './owner-session-cookie';
import type { OwnerStore, PasswordTokenPurpose } from './owner-store';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password-hash';
import { createPasswordWorkQueue, PasswordWorkBusy, type PasswordWorkQueue } from './password-work-queue';
import { BodyError, readLimited } from './read-form-request';
import { isSameOrigin } from './request-origin';
import { type Clock, serverClock } from './server-clock';
import type { ServerConfig } from './server-config';
import { isStoreUnavailable } from './store-unavailable';

/** What the owner API works with; tests build one with an in-memory store and their own clock. */
export interface OwnerApi {
  readonly config: ServerConfig;
  readonly store: OwnerStore;
  readonly model: ExportModel;
  readonly now: Clock;
  /** Lower-case passwords refused as too common. */
  readonly commonPasswords: ReadonlySet<string>;
  /** The export's media folder, where owners' documents are read from. */
  readonly mediaDir: string;
  /** The public site URL that e-mailed links start with. */
  readonly siteUrl: string;
  /** Where every password hash and check waits its turn, so that they never starve the server. */
  readonly passwordWork: PasswordWorkQueue;
}

/** How long an invitation or reset link works. */
export const passwordTokenMs = 30 * 60 * 1000;
/** The largest JSON body of an owner endpoint, in bytes. */
export const ownerBodyLimit = 8 * 1024;
/** How many reset e-mails one account may get per hour, so the form cannot flood an owner's inbox. */
const resetMailsPerHour = 5;
/**
 * What one address adds to a property's views a day: a few browsers (a family, an office behind one
 * address), not one per user agent a client can make up; a new browser seconds after the last is a burst.
 */
const viewLimits = { perAddress: 3, burstMs: 30_000 } as const;
/** Forgotten-password and reset requests one address may send in an hour. */
const passwordRequestsPerHour = 20;
const hourMs = 60 * 60 * 1000;

/** The form kinds whose submissions name a property, shown to its owner as communications. */
export const enquiryKinds = [
  'contact-me',
  'contact-appointment',
  'document-request',
  'offer',
  'rent-application',
  'send-to-friend',
] as const;

/** The lower-case common-password list of @zxcvbn-ts/language-common. */
export function commonPasswordList(): ReadonlySet<string> {
  return new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
}

let api: Omit<OwnerApi, 'model' | 'mediaDir'> | undefined;

/**
 * The process's owner API, on the forms API's database, settings and export (and its outbox worker),
 * with the request's export and its media folder (src/data/data-dir.ts): take it once per request.
 */
export function ownerApi(): OwnerApi {
  const { config, model } = formsApi();
  const live = { model, mediaDir: join(dataDir(), 'media') };
  if (api !== undefined) return { ...api, ...live };
  api = {
    config,
    store: openOwnerStore(config),
    now: serverClock(config.testClockFile),
    commonPasswords: commonPasswordList(),
    siteUrl: config.siteUrl ?? model.site.SiteUrl,
    passwordWork: createPasswordWorkQueue(),
  };
  const owners = { ...api, ...live };
  forgetPastViewDays(owners);
  return owners;
}

/**
 * Deletes the previous days' view salts and visitor hashes now and every 10 minutes: a day without any
 * view would otherwise keep yesterday's salt until the next view comes.
 */
function forgetPastViewDays(owners: OwnerApi): void {
  const forget = () =>
    owners.store
      .forgetViewDaysBefore(dayIn(owners.now()))
      .catch((error: unknown) => console.error('Could not forget past view days:', error));
  void forget();
  // The timer must not keep a finished process (a test, a staff command) alive.
  setInterval(forget, 10 * 60 * 1000).unref();
}

/** SHA-256 (hex) of a token: only this is stored, so a database leak gives no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const noStore = { 'Cache-Control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });
}

function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...noStore, ...headers } });
}

/** The first candidate that is a language the site has switched on, else the site's default. */
function pickLocale(model: ExportModel, ...candidates: unknown[]): Locale {
  const { enabledLocales, defaultLocale } = siteLocales(model.site);
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && isLocale(candidate) && enabledLocales.includes(candidate)) {
      return candidate;
    }
  }
  return defaultLocale;
}

function errorsIn(locale: Locale, errors: Record<string, readonly OwnerMessage[]>): Record<string, string[]> {
  const t = createTranslator(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((entry) => t(`validation.${entry.key}` as TranslationKey, entry.vars as TranslationVars)),
    ]),
  );
}

const formError = (locale: Locale, key: TranslationKey, vars?: TranslationVars) => ({
  errors: { form: [createTranslator(locale)(key, vars)] },
});

/**
 * The JSON object of a state-changing owner request, or the refusal to answer: 403 cross-origin, 415
 * not JSON, 413 too large, 400 malformed. `locale` is the language of those refusals.
 */
async function readOwnerBody(request: Request, locale: Locale): Promise<Record<string, unknown> | Response> {
  if (!isSameOrigin(request)) return json(403, formError(locale, 'portal.api.crossOrigin'));
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json(415, formError(locale, 'portal.api.jsonOnly'));
  let parsed: unknown;
  try {
    const bytes = await readLimited(request, ownerBodyLimit);
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) {
      return json(413, formError(locale, 'portal.api.tooLarge'));
    }
    return json(400, formError(locale, 'portal.api.malformed'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return json(400, formError(locale, 'portal.api.malformed'));
  }
  return parsed as Record<string, unknown>;
}

const queryLocale = (request: Request) => new URL(request.url).searchParams.get('locale');

/** 503 with Retry-After: the password work queue turned the request away (too many at once). */
const busy = (locale: Locale, error: PasswordWorkBusy) =>
  json(503, formError(locale, 'portal.api.busy', { seconds: error.retryAfterSeconds }), {
    'Retry-After': String(error.retryAfterSeconds),
  });

/** POST /api/owner/login: 204 with the session cookie, 401 with one message for any failure, or 429. */
export async function ownerLogin(
  request: Request,
  socketAddress: string,
  owners = ownerApi(),
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
  const throttle = [
    { keyHash: keys.pair, limit: config.ownerLoginLimit },
    { keyHash: keys.address, limit: config.ownerAddressLoginLimit },
  ];
  const now = owners.now();
  // The attempt is counted before any password work, so attempts sent together cannot all be checked.
  const attempt = await store.reserveLoginAttempt(throttle, now - loginWindowMs, now);
  if ('full' in attempt) {
    const seconds = retryAfterSeconds(attempt.full, throttle, loginWindowMs, now);
    return json(429, formError(locale, 'validation.tooManyRequests', { seconds }), {
      'Retry-After': String(seconds),
    });
  }
  const owner =
    email === '' ? undefined : model.owners.find((candidate) => candidate.Email.toLowerCase() === email);
  const hash = owner === undefined ? undefined : await store.passwordHash(owner.ID);
  let valid: boolean;
  try {
    // An unknown address, or an owner without a password yet, costs the same scrypt work as a wrong password.
    valid = await owners.passwordWork.run(address, () =>
      hash === undefined ? verifyDummyPassword(password) : verifyPassword(password, hash),
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
export async function ownerLogout(request: Request, owners = ownerApi()): Promise<Response> {
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

/** Stores a single-use password token for an owner and queues the e-mail with its link, together. */
export async function sendPasswordLink(
  owners: Pick<OwnerApi, 'store' | 'model' | 'now' | 'siteUrl'>,
  owner: Owner,
  purpose: PasswordTokenPurpose,
): Promise<void> {
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
    { tokenHash: tokenHash(token), ownerId: owner.ID, purpose, expiresAt: now + passwordTokenMs },
    passwordEmail(purpose, owner, link, owners.model.site, owners.siteUrl),
    now,
  );
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
  const seconds = retryAfterSeconds(attempt.full, key, hourMs, now);
  return json(429, formError(locale, 'validation.tooManyRequests', { seconds }), {
    'Retry-After': String(seconds),
  });
}

/**
 * POST /api/owner/forgot-password: 202 {}, or 429 once the address has asked too often. The token work
 * runs after the answer, for known and unknown addresses alike, so neither the answer nor its time says
 * whether an account exists.
 */
export async function ownerForgotPassword(
  request: Request,
  socketAddress: string,
  owners = ownerApi(),
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

/** POST /api/owner/reset-password: sets the password with a reset or invitation token; 204, 400, 429 or 503. */
export async function ownerResetPassword(
  request: Request,
  socketAddress: string,
  owners = ownerApi(),
): Promise<Response> {
  const body = await readOwnerBody(request, pickLocale(owners.model, queryLocale(request)));
  if (body instanceof Response) return body;
  const locale = pickLocale(owners.model, body['locale']);
  const address = clientAddress(request, socketAddress, owners.config.trustProxy);
  const limited = await addressLimit(owners, 'reset-password', address, locale);
  if (limited !== undefined) return limited;
  const parsed = v.safeParse(OwnerResetPasswordSchema, body);
  if (!parsed.success) return json(400, { errors: errorsIn(locale, ownerFieldErrors(parsed.issues)) });
  const problems = passwordProblems(parsed.output.password, owners.commonPasswords);
  if (problems.length > 0) return json(400, { errors: errorsIn(locale, { password: problems }) });
  let hash: string;
  try {
    const password = parsed.output.password;
    hash = await owners.passwordWork.run(address, () => hashPassword(password));
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    return busy(locale, error);
  }
  const ownerId = await owners.store.redeemPasswordToken(tokenHash(parsed.output.token), hash, owners.now());
  if (ownerId === undefined) {
    return json(400, { errors: { token: [createTranslator(locale)('portal.api.tokenExpired')] } });
  }
  // Every session of the owner has ended, this browser's too.
  return empty(204, { 'Set-Cookie': clearedSessionCookie(isHttps(request, owners.config.trustProxy)) });
}

/** The owner of the request's live session, or undefined. */
async function sessionOwner(request: Request, owners: OwnerApi): Promise<Owner | undefined> {
  const token = readSessionToken(request, isHttps(request, owners.config.trustProxy));
  if (token === undefined) return undefined;
  const ownerId = await owners.store.sessionOwner(tokenHash(token), owners.now(), {
    idleMs: owners.config.ownerIdleMinutes * 60 * 1000,
    absoluteMs: owners.config.ownerAbsoluteHours * 60 * 60 * 1000,
  });
  return owners.model.owners.find((owner) => owner.ID === ownerId);
}

const notLoggedIn = (owners: OwnerApi, request: Request) =>
  json(401, formError(pickLocale(owners.model, queryLocale(request)), 'portal.api.notLoggedIn'));

/** GET /api/owner/me: who is logged in and their properties, in the requested language. */
export async function ownerMe(request: Request, owners = ownerApi()): Promise<Response> {
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
    const city = formatCityName(property.City);
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
        detailUrl: pathFor('property', locale, propertyPathParams(property, typeName), options),
      },
    ];
  });
  return json(200, {
    firstName: owner.FirstName ?? '',
    lastName: owner.LastName ?? '',
    email: owner.Email,
    language: owner.Language,
    properties,
  });
}

/** One row of a portal table; a field the export left out is ''. */
interface PortalRow {
  readonly date: string;
  readonly type: string;
  readonly contact: string;
  readonly subject: string;
  readonly comment: string;
  readonly status: string;
}

const portalRow = (row: OwnerRow): PortalRow => ({
  date: row.Date,
  type: row.Type ?? '',
  contact: row.Contact ?? '',
  subject: row.Subject ?? '',
  comment: row.Comment ?? '',
  status: row.Status ?? '',
});

const newestFirst = <T extends { readonly date: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Camille D.": the visitor's first name and the initial of the last name, nothing that reaches them. */
export function visitorShortName(body: Readonly<Record<string, unknown>>): string {
  const initial = [...text(body['lastName'])][0];
  return [text(body['firstName']), initial === undefined ? '' : `${initial.toUpperCase()}.`]
    .filter(Boolean)
    .join(' ');
}

async function enquiryRows(owners: OwnerApi, propertyId: number, locale: Locale): Promise<PortalRow[]> {
  const t = createTranslator(locale);
  const enquiries = await owners.store.enquiries(propertyId, enquiryKinds);
  return enquiries.map(({ kind, createdAt, body }) => ({
    date: new Date(createdAt).toISOString(),
    type: t(`portal.api.enquiry.${kind as (typeof enquiryKinds)[number]}`),
    contact: visitorShortName(body),
    // The visitor's free text stays out: it may hold their phone number or address.
    subject:
      kind === 'offer' && typeof body['offerAmount'] === 'number'
        ? formatPrice(body['offerAmount'])
        : kind === 'contact-appointment' && typeof body['slot'] === 'string'
          ? formatDateTime(body['slot'])
          : '',
    comment: '',
    status: '',
  }));
}

const documentTypes: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};

async function documentDownload(owners: OwnerApi, row: OwnerRow | undefined): Promise<Response | undefined> {
  const url = row?.DocumentUrl;
  if (url === undefined || !url.startsWith('/media/')) return undefined;
  const root = resolve(owners.mediaDir);
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/media/'.length));
  } catch {
    return undefined;
  }
  const file = resolve(root, relative);
  // Refuse anything that climbs out of the media folder.
  if (!insideDir(root, file)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  const name = basename(file);
  const ascii = name.replace(/[^\w.-]/g, '_');
  return new Response(new Uint8Array(await readFile(file)), {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': documentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * GET /api/owner/properties/{id}/{part}[/{n}]: statistics, visits, communications, media, documents,
 * or one document's file. 401 without a session; 404 for another owner's property or an unknown part.
 */
export async function ownerPropertyPart(
  request: Request,
  idParam: string,
  part: string,
  item: string | undefined,
  owners = ownerApi(),
): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const locale = pickLocale(owners.model, queryLocale(request), owner.Language);
  const notFound = () => json(404, { errors: { path: [createTranslator(locale)('portal.api.notFound')] } });
  const id = /^\d{1,12}$/.test(idParam) ? Number(idParam) : Number.NaN;
  if (!owner.PropertyIDs.includes(id) || !owners.model.properties.some((property) => property.ID === id)) {
    return notFound();
  }
  const rows = (kind: OwnerRow['Kind']) =>
    owner.Rows.filter((row) => row.PropertyID === id && row.Kind === kind);
  if (part === 'documents') {
    const documents = rows('document');
    if (item !== undefined) {
      const index = /^\d{1,6}$/.test(item) ? Number(item) - 1 : -1;
      return (await documentDownload(owners, documents[index])) ?? notFound();
    }
    return json(200, {
      rows: newestFirst(
        documents.map((row, index) => ({
          ...portalRow(row),
          name: row.DocumentUrl === undefined ? '' : basename(row.DocumentUrl),
          downloadUrl:
            row.DocumentUrl === undefined ? '' : `/api/owner/properties/${id}/documents/${index + 1}`,
        })),
      ),
    });
  }
  if (item !== undefined) return notFound();
  if (part === 'statistics') {
    const exported = (owner.Views ?? [])
      .filter((view) => view.PropertyID === id)
      .map((view) => ({ date: view.Date, views: view.Count }));
    const counted = await owners.store.viewCounts(id);
    return json(200, viewStatistics([...exported, ...counted], dayIn(owners.now())));
  }
  if (part === 'visits') return json(200, { rows: newestFirst(rows('visit').map(portalRow)) });
  if (part === 'media') return json(200, { rows: newestFirst(rows('media').map(portalRow)) });
  if (part === 'communications') {
    const own = rows('communication').map(portalRow);
    return json(200, { rows: newestFirst([...own, ...(await enquiryRows(owners, id, locale))]) });
  }
  return notFound();
}

/** Any other path under /api/owner/: 401 without a session, else 404. */
export async function ownerUnknownPath(request: Request, owners = ownerApi()): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const locale = pickLocale(owners.model, queryLocale(request), owner.Language);
  return json(404, { errors: { path: [createTranslator(locale)('portal.api.notFound')] } });
}

// Crawlers, link unfurlers, headless browsers and audits that say what they are.
const robots = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pingdom|monitor/i;

/**
 * POST /api/views/{propertyId}: counts a page view once per visitor, property and Brussels day. The
 * visitor is a hash of the day's random salt, the address, the user agent and the property: no cookie,
 * and once the day's salt is deleted nothing links a hash to anyone. 204 for a property of the export
 * (counted or not), 404 for an unknown one; never a 5xx, as a beacon has nobody to show an error to.
 */
export async function countPropertyView(
  request: Request,
  idParam: string,
  socketAddress: string,
  owners?: OwnerApi,
): Promise<Response> {
  try {
    const views = owners ?? ownerApi();
    if (!isSameOrigin(request)) return json(403, { errors: { form: ['Cross-origin requests are refused'] } });
    if (Number(request.headers.get('content-length') ?? '0') > 1024) {
      return json(413, { errors: { form: ['Body too large'] } });
    }
    const id = /^\d{1,12}$/.test(idParam) ? Number(idParam) : Number.NaN;
    if (!views.model.properties.some((property) => property.ID === id)) {
      return json(404, { errors: { path: ['Unknown property'] } });
    }
    const agent = request.headers.get('user-agent') ?? '';
    // A browser's speculative prefetch or prerender is not a view.
    const purpose = `${request.headers.get('sec-purpose') ?? ''}${request.headers.get('purpose') ?? ''}`;
    if (agent === '' || robots.test(agent) || /prefetch|prerender/i.test(purpose)) return empty(204);
    const now = views.now();
    const day = dayIn(now);
    const salt = await views.store.daySalt(day);
    const address = clientAddress(request, socketAddress, views.config.trustProxy);
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    await views.store.countView(
      id,
      day,
      {
        visitorHash: hash(`${salt}\n${address}\n${agent}\n${id}`),
        addressHash: hash(`${salt}\n${address}\n${id}`),
      },
      now,
      viewLimits,
    );
    return empty(204);
  } catch (error) {
    // The database being away is said as such (503, Retry-After), like every other route's.
    if (isStoreUnavailable(error)) throw error;
    console.error('Could not count a view:', error);
    return empty(204);
  }
}
