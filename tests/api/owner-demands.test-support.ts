// What the owner report and owner matching tests share: the sample's first owner and property, demands of
// the register posted and confirmed as a visitor does, the e-mails the server and the commands wrote
// (.eml files of its var/ folder), and an owner logged in through the real invitation.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import owners from '../../data/owners.json';
import properties from '../../data/properties.json';
import { type ApiServer, decodeMessage, eventually, runScript, solvedAltcha } from './api-server';

export const [owner, otherOwner] = owners as [(typeof owners)[number], (typeof owners)[number]];
const byId = new Map(
  (properties as { ID: number; Goal: number; WebID: number; Zip: string }[]).map((p) => [p.ID, p]),
);
/** The owner's first property: a house for sale in Ghent. */
export const property = byId.get(owner.PropertyIDs[0] ?? 0) ?? { ID: 0, Goal: 0, WebID: 0, Zip: '' };

/** What a demand looking for exactly that property posts. */
export const matchingWants = {
  goal: property.Goal === 1 ? 'rent' : 'sale',
  types: [String(property.WebID)],
  postcodes: property.Zip,
};

/** The text of every .eml file the server or a command wrote to `address`, decoded. */
export function mailsTo(api: ApiServer, address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(api.varDir, 'mail')).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeMessage(readFileSync(join(api.varDir, 'mail', file), 'utf8')))
    .filter((text) => text.split(/\r?\n/).includes(`To: ${address}`));
}

async function postForm(api: ApiServer, kind: string, body: Record<string, unknown>) {
  return fetch(`${api.base}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      startedAt: Date.now() - 60_000,
      submissionId: randomUUID(),
      altcha: await solvedAltcha(api.base),
      privacyConsent: true,
      ...body,
    }),
  });
}

/**
 * Registers a demand with `wants` ("keep me informed") under a new address and, unless `confirm` is
 * false, confirms it by pressing the button of its e-mailed link. Returns the address and the name.
 */
export async function registerDemand(
  api: ApiServer,
  wants: Record<string, unknown>,
  confirm = true,
): Promise<{ email: string; lastName: string }> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.be`;
  const lastName = `Zoeker${randomUUID().slice(0, 4)}`;
  const answer = await postForm(api, 'demand-register', {
    firstName: 'Saar',
    lastName,
    email,
    locale: 'nl',
    ...wants,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  if (!confirm) return { email, lastName };
  await eventually(() => mailsTo(api, email).length > 0);
  const link = /\/api\/forms\/confirm\?token=[\w-]+/.exec(mailsTo(api, email)[0] ?? '')?.[0] ?? '';
  const pressed = await fetch(`${api.base}${link}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: api.base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(pressed.headers.get('location')).toMatch(/demand-confirmed/);
  return { email, lastName };
}

/** A visitor's information request about `propertyId`, as the contact form posts it. */
export async function askAbout(api: ApiServer, propertyId: number): Promise<void> {
  const answer = await postForm(api, 'contact-me', {
    title: 'ms',
    firstName: 'Camille',
    lastName: 'Dubois',
    email: `visitor-${randomUUID().slice(0, 8)}@example.be`,
    phone: '+32 470 12 34 56',
    privacyConsent: 'yes',
    propertyId,
    locale: 'fr',
  });
  expect(answer.status).toBe(201);
}

/** Invites the owner with the staff command, sets a password by the link and logs in: the session cookie. */
export async function ownerSession(api: ApiServer, env: Record<string, string>): Promise<string> {
  const run = await runScript('scripts/ops/owners-invite.ts', ['--email', owner.Email], {
    ...env,
    VAR_DIR: api.varDir,
  });
  expect(run.status, run.stderr).toBe(0);
  const token = /#invite=([\w-]+)/.exec(mailsTo(api, owner.Email).at(-1) ?? '')?.[1] ?? '';
  const password = 'report-Kiwi-lantaarn-7';
  const post = (path: string, body: unknown) =>
    fetch(`${api.base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.base },
      body: JSON.stringify(body),
    });
  expect(
    (await post('/api/owner/reset-password', { token, password, passwordConfirm: password })).status,
  ).toBe(200);
  const login = await post('/api/owner/login', { email: owner.Email, password });
  expect(login.status).toBe(204);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
