import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodies, sample } from '../mail/form-email-samples';
import { serverConfig } from '../server-config';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import { isStoreUnavailable, StoreUnavailable } from '../store/store-unavailable';
import { type FormDeps, handleFormPost } from './forms-api';
import { newChallenge } from './proof-of-work';

const dir = mkdtempSync(join(tmpdir(), 'forms-api-'));
const config = serverConfig({
  ALTCHA_HMAC_KEY: 'c'.repeat(64),
  ALTCHA_MAX_NUMBER: '200',
  FORM_MIN_FILL_MS: '3000',
  UPLOAD_DIR: join(dir, 'uploads'),
});

let time = 0;
let databasePath = '';
let deps: FormDeps;

beforeEach(() => {
  // The test clock: a moment of real time (the proof of work is signed with real expiry), moved by hand.
  time = Date.now();
  databasePath = join(mkdtempSync(join(dir, 'db-')), 'site.db');
  deps = { config, store: openSqliteFormStore(databasePath), model: sample, now: () => time };
});
afterEach(() => deps.store.close());

async function altcha(): Promise<string> {
  const challenge = await newChallenge(config, new Date(time));
  const solution = await solveChallenge({ challenge, deriveKey });
  return JSON.stringify({ challenge, solution });
}

/** The island's post of a kind's sample body, started 10 seconds ago by the test clock. */
async function islandPost(fields: Record<string, unknown>, kind: 'contact-me' | 'offer' = 'contact-me') {
  const request = new Request(`http://localhost/api/forms/${kind}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ startedAt: time - 10_000, altcha: await altcha(), ...fields }),
  });
  return handleFormPost(deps, kind, request, '203.0.113.7');
}

/** What the database holds: submissions and queued e-mails. */
function rows() {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const result = { submissions: count('submissions'), emails: count('outbox') };
  db.close();
  return result;
}

const good = { ...bodies['contact-me'], locale: 'nl', submissionId: '5d2c8e0a-5d0b-4c57-9f60-3c1c2f1e7a10' };

describe('the form handler', () => {
  it('stores a good post once, with the agency lead and the visitor confirmation', async () => {
    const outcome = await islandPost(good);
    expect(outcome).toEqual({ type: 'json', status: 201, body: { id: good.submissionId } });
    expect(rows()).toEqual({ submissions: 1, emails: 2 });
  });

  it('stores the same submission id twice as one row', async () => {
    expect(await islandPost(good)).toMatchObject({ status: 201 });
    time += 60_000;
    expect(await islandPost(good)).toEqual({ type: 'json', status: 201, body: { id: good.submissionId } });
    expect(rows()).toEqual({ submissions: 1, emails: 2 });
  });

  it('names the field at fault in the visitor language, and stores nothing', async () => {
    const outcome = await islandPost({ ...good, locale: 'fr', email: '' });
    expect(outcome.type === 'json' && outcome.status).toBe(422);
    const errors =
      outcome.type === 'json' ? (outcome.body as { errors: Record<string, string[]> }).errors : {};
    expect(errors['email']?.[0]).toMatch(/E-mail/);
    expect(errors['email']?.[0]).toMatch(/obligatoire/);
    expect(rows()).toEqual({ submissions: 0, emails: 0 });
  });

  it('refuses an offer typed in thousands, naming its amount in the visitor language, and stores nothing', async () => {
    // An accepted offer binds the buyer: "350" for 350 000 € must not reach the seller.
    const offer = { ...bodies.offer, locale: 'fr', submissionId: '0b6f1c52-3f0e-4a39-9a55-54a1f2d9c001' };
    const outcome = await islandPost({ ...offer, offerAmount: '350' }, 'offer');
    expect(outcome.type === 'json' && outcome.status).toBe(422);
    const errors =
      outcome.type === 'json' ? (outcome.body as { errors: Record<string, string[]> }).errors : {};
    expect(errors['offerAmount']?.[0]).toMatch(/montant complet en euros/);
    expect(errors['offerAmount']?.[0]).toContain('350\u00a0€');
    expect(rows()).toEqual({ submissions: 0, emails: 0 });
    time += 60_000;
    expect(await islandPost(offer, 'offer')).toMatchObject({ status: 201 });
  });

  it('refuses a post sent sooner after the form was first touched than a person can fill it', async () => {
    const outcome = await islandPost({ ...good, startedAt: time - 1000 });
    expect(outcome).toMatchObject({ type: 'json', status: 422 });
    expect(Object.keys((outcome as { body: { errors: object } }).body.errors)).toContain('altcha');
    expect(rows()).toEqual({ submissions: 0, emails: 0 });
  });

  it('refuses a post that says it started in the server’s future, as the island states its start on the server’s clock', async () => {
    const outcome = await islandPost({ ...good, startedAt: time + 120_000 });
    expect(outcome).toMatchObject({ type: 'json', status: 422 });
    expect(Object.keys((outcome as { body: { errors: object } }).body.errors)).toContain('altcha');
    expect(rows()).toEqual({ submissions: 0, emails: 0 });
  });

  it('refuses a proof of work spent by an earlier post', async () => {
    const spent = await altcha();
    expect(await islandPost({ ...good, altcha: spent })).toMatchObject({ status: 201 });
    const again = await islandPost({ ...good, altcha: spent, submissionId: crypto.randomUUID() });
    expect(again).toMatchObject({ type: 'json', status: 422 });
    expect(Object.keys((again as { body: { errors: object } }).body.errors)).toContain('altcha');
    expect(rows()).toEqual({ submissions: 1, emails: 2 });
  });

  it('refuses a proof of work past its expiry by the clock it is given', async () => {
    const old = await altcha();
    time += 21 * 60 * 1000;
    expect(await islandPost({ ...good, altcha: old })).toMatchObject({ type: 'json', status: 422 });
    expect(rows()).toEqual({ submissions: 0, emails: 0 });
  });
});

describe('a CV post while the database is away', () => {
  it('keeps no file of it: the post is refused 503 with nothing stored', async () => {
    const uploads = join(mkdtempSync(join(dir, 'cv-')), 'uploads');
    const away: FormDeps = {
      ...deps,
      config: { ...config, uploadDir: uploads },
      store: {
        ...deps.store,
        // The checks made before the file's inspection pass; the save, after the file is kept, fails.
        attemptSubmission: async (attempt) => {
          if (attempt.save === undefined) return { type: 'checked' };
          throw new StoreUnavailable(new Error('database or disk is full'));
        },
      },
    };
    const data = new FormData();
    const fields = { ...bodies.cv, locale: 'en', submissionId: '9a1b2c3d-0000-4000-8000-000000000001' };
    for (const [field, value] of Object.entries(fields)) data.set(field, String(value));
    data.set('startedAt', String(time - 10_000));
    data.set('altcha', await altcha());
    const pdf = readFileSync(new URL('../../../tests/fixtures/cv/chromium-cv.pdf', import.meta.url));
    data.set('file', new Blob([pdf]), 'cv.pdf');
    const request = new Request('http://localhost/api/forms/cv', {
      method: 'POST',
      headers: { accept: 'application/json', origin: 'http://localhost' },
      body: data,
    });
    const refusal = await handleFormPost(away, 'cv', request, '203.0.113.7').catch((error: unknown) => error);
    expect(isStoreUnavailable(refusal)).toBe(true);
    expect(readdirSync(uploads)).toEqual([]);
  });
});
