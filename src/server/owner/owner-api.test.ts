import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { ApiErrorsSchema } from '../../schemas/api-errors';
import { listKinds, RowsSchema, StatisticsSchema } from '../../schemas/owner-answers';
import { MeSchema } from '../../schemas/owner-me';
import { serverConfig } from '../server-config';
import type { NewEmail } from '../store/form-store';
import type { OwnerStore } from '../store/owner-store';
import { openSqliteOwnerStore } from '../store/sqlite-owner-store';
import { commonPasswordList, type OwnerApi } from './owner-api';
import { ownerMe } from './owner-me';
import { ownerForgotPassword, ownerResetPassword, sendPasswordLink } from './owner-passwords';
import { ownerLogin } from './owner-sessions';
import { createPasswordWorkQueue } from './password-work-queue';
import { ownerPropertyPart, ownerUnknownPath, visitorShortName } from './properties';
import { countPropertyView } from './view-counting';

const minute = 60 * 1000;
const model = loadExport();
const [an] = model.owners;
if (an === undefined) throw new Error('The sample has owners');

/** An API on an in-memory store whose clock the test sets, keeping the e-mails it queues. */
function testApi(passwordWork = createPasswordWorkQueue()) {
  const clock = { now: Date.parse('2026-11-21T09:00:00Z') };
  const mails: NewEmail[] = [];
  const base = openSqliteOwnerStore(':memory:');
  const store: OwnerStore = {
    ...base,
    issuePasswordToken: async (token, email, now) => {
      mails.push(email);
      await base.issuePasswordToken(token, email, now);
    },
    startSession: async (token, owner, now, notification) => {
      mails.push(notification);
      await base.startSession(token, owner, now, notification);
    },
    redeemPasswordToken: (token, hash, now, notify) =>
      base.redeemPasswordToken(token, hash, now, (ownerId, purpose) => {
        const notice = notify?.(ownerId, purpose);
        if (notice !== undefined) mails.push(notice);
        return notice;
      }),
  };
  const api: OwnerApi = {
    config: serverConfig({ SITE_URL: 'https://configured.example' }),
    store,
    model,
    now: () => clock.now,
    commonPasswords: commonPasswordList(),
    mediaDir: 'data/media',
    siteUrl: 'https://configured.example',
    passwordWork,
  };
  return { api, clock, mails };
}

const origin = 'http://portal.test';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: JSON.stringify(body),
  });
/**
 * The body of an answer, checked against the schema the island parses it with (a refusal: the API's one
 * error shape); throws, failing the test, when the answer is not what the contract promises.
 */
async function answer<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(schema, await response.json());
}
const refusal = (response: Response) => answer(response, ApiErrorsSchema);
const tokenIn = (email: NewEmail | undefined) =>
  /#(?:invite|reset)=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
const reset = (token: string, password: string) =>
  post('/api/owner/reset-password', { token, password, passwordConfirm: password });

describe('password links (clock injected)', () => {
  it("start with the configured site URL and the login path of the owner's language", async () => {
    const { api, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    expect(mails[0]?.to).toBe(an.Email);
    expect(mails[0]?.text).toMatch(/https:\/\/configured\.example\/nl\/login\/#invite=[\w-]{43}\n/);
  });

  it('work until 30 minutes have passed, and once', async () => {
    const { api, clock, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    await sendPasswordLink(api, an, 'reset');
    const [invite, resetMail] = mails;
    clock.now += 30 * minute - 1;
    const set = await ownerResetPassword(reset(tokenIn(invite), 'kiwi-Tram-lantaarn-47'), '203.0.113.5', api);
    expect(set.status).toBe(200);
    // The account's e-mail, which the login form fills in.
    expect(await set.json()).toEqual({ email: an.Email });
    expect(
      (await ownerResetPassword(reset(tokenIn(invite), 'kiwi-Tram-lantaarn-48'), '203.0.113.5', api)).status,
    ).toBe(400);
    clock.now += 1;
    const late = await ownerResetPassword(
      reset(tokenIn(resetMail), 'kiwi-Tram-lantaarn-49'),
      '203.0.113.5',
      api,
    );
    expect(late.status).toBe(400);
    expect(await refusal(late)).toEqual({
      errors: { token: ['This link has expired or has already been used. Request a new one.'] },
    });
  });
});

describe('activation from an invitation (clock injected)', () => {
  it('notifies the agency, as a login does; a reset link does not', async () => {
    const { api, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    await ownerResetPassword(reset(tokenIn(mails[0]), 'kiwi-Tram-lantaarn-47'), '203.0.113.5', api);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      to: model.site.Agency.Email,
      subject: 'Owner portal: An Verhoeven accepted the invitation',
    });
    expect(mails[1]?.text).toContain(`An Verhoeven (${an.Email}) chose a password with the invitation on`);
    await sendPasswordLink(api, an, 'reset');
    await ownerResetPassword(reset(tokenIn(mails[2]), 'kiwi-Tram-lantaarn-48'), '203.0.113.5', api);
    expect(mails).toHaveLength(3);
  });
});

describe('login and me (clock injected)', () => {
  it('logs in with the password set, notifies the agency, and ends the session after 30 idle minutes', async () => {
    const { api, clock, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    expect(
      (await ownerResetPassword(reset(tokenIn(mails[0]), 'kiwi-Tram-lantaarn-47'), '203.0.113.5', api))
        .status,
    ).toBe(200);
    const login = await ownerLogin(
      post('/api/owner/login', { email: ` ${an.Email.toUpperCase()} `, password: 'kiwi-Tram-lantaarn-47' }),
      '203.0.113.5',
      api,
    );
    expect(login.status).toBe(204);
    expect(mails.at(-1)).toMatchObject({
      to: model.site.Agency.Email,
      subject: 'Owner portal: An Verhoeven logged in',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = () => ownerMe(new Request(`${origin}/api/owner/me`, { headers: { Cookie: cookie } }), api);
    const body = await answer(await me(), MeSchema);
    // Without ?locale the owner's own language (Dutch) is used.
    expect(body.properties.map((property) => property.detailUrl?.slice(0, 4))).toEqual(['/nl/', '/nl/']);
    clock.now += 30 * minute + 1;
    expect((await me()).status).toBe(401);
  });

  it('refuses an owner who has no password yet like any wrong password', async () => {
    const { api } = testApi();
    const answer = await ownerLogin(
      post('/api/owner/login', { email: an.Email, password: 'anything-at-all' }),
      '203.0.113.6',
      api,
    );
    expect(answer.status).toBe(401);
  });
});

describe("a property's parts (every answer checked against the island's schemas)", () => {
  const loggedIn = async () => {
    const { api, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    await ownerResetPassword(reset(tokenIn(mails[0]), 'kiwi-Tram-lantaarn-47'), '203.0.113.5', api);
    const login = await ownerLogin(
      post('/api/owner/login', { email: an.Email, password: 'kiwi-Tram-lantaarn-47' }),
      '203.0.113.5',
      api,
    );
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const get = (path: string, locale = 'en') =>
      new Request(`${origin}${path}?locale=${locale}`, { headers: { Cookie: cookie } });
    return { api, get };
  };

  it("answers each part of the owner's properties in the shape the island parses", async () => {
    const { api, get } = await loggedIn();
    let rows = 0;
    for (const id of an.PropertyIDs) {
      const path = (part: string) => get(`/api/owner/properties/${id}/${part}`);
      const statistics = await ownerPropertyPart(
        path('statistics'),
        String(id),
        'statistics',
        undefined,
        api,
      );
      expect(statistics.status).toBe(200);
      await answer(statistics, StatisticsSchema);
      for (const kind of listKinds) {
        const list = await ownerPropertyPart(path(kind), String(id), kind, undefined, api);
        expect(list.status).toBe(200);
        rows += (await answer(list, RowsSchema)).rows.length;
      }
    }
    // The sample owner's export has rows: the lists were checked with something in them.
    expect(rows).toBeGreaterThan(0);
  });

  it('refuses in the one error shape, in the language asked for: 404 for another property or part, 401 without a session', async () => {
    const { api, get } = await loggedIn();
    const other = model.properties.find((property) => !an.PropertyIDs.includes(property.ID));
    if (other === undefined) throw new Error('The sample has properties of no owner');
    const refused = await ownerPropertyPart(
      get(`/api/owner/properties/${other.ID}/visits`, 'fr'),
      String(other.ID),
      'visits',
      undefined,
      api,
    );
    expect(refused.status).toBe(404);
    expect(Object.keys((await refusal(refused)).errors)).toEqual(['path']);
    const unknown = await ownerUnknownPath(get('/api/owner/nothing'), api);
    expect(unknown.status).toBe(404);
    await refusal(unknown);
    const anonymous = await ownerMe(new Request(`${origin}/api/owner/me?locale=de`), api);
    expect(anonymous.status).toBe(401);
    const { errors } = await refusal(anonymous);
    expect(Object.keys(errors)).toEqual(['_form']);
    expect(errors['_form']?.[0]).not.toBe(
      (await refusal(await ownerMe(new Request(`${origin}/api/owner/me?locale=en`), api))).errors[
        '_form'
      ]?.[0],
    );
  });
});

describe('login throttle and password work under concurrent requests', () => {
  const password = 'kiwi-Tram-lantaarn-47';
  const login = (api: OwnerApi, email: string, guess: string, address = '198.51.100.66') =>
    ownerLogin(post('/api/owner/login', { email, password: guess }), address, api);

  it('checks at most 5 of 40 guesses sent at once for one account, so the right one among them is refused', async () => {
    const { api, mails } = testApi();
    await sendPasswordLink(api, an, 'invite');
    await ownerResetPassword(reset(tokenIn(mails[0]), password), '203.0.113.5', api);
    const guesses = Array.from({ length: 40 }, (_, index) => (index === 39 ? password : `wrong-${index}`));
    const statuses = (await Promise.all(guesses.map((guess) => login(api, an.Email, guess)))).map(
      (answer) => answer.status,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // The five counted attempts were checked (401), or turned away by the password queue, which lets
    // one address keep only two waiting (503): either way the right password was never accepted.
    expect(statuses.filter((status) => status === 401 || status === 503)).toHaveLength(5);
    expect(statuses).not.toContain(204);
  });

  it('delays guesses at an account from networks it never used, but not the owner from the network that set the password', async () => {
    const { api, mails, clock } = testApi();
    await sendPasswordLink(api, an, 'invite');
    // The password is set from home (an IPv6 address): that network is the account's from now on.
    await ownerResetPassword(reset(tokenIn(mails[0]), password), '2001:db8:a1:1::5', api);
    const guesses: number[] = [];
    for (let n = 0; n < 12; n++)
      guesses.push((await login(api, an.Email, `wrong-${n}`, `198.51.100.${n}`)).status);
    // Ten failures from ten addresses wait for nothing, the next waits its delay (a second) with Retry-After.
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const delayed = await login(api, an.Email, 'wrong', '198.51.100.99');
    expect(delayed.headers.get('retry-after')).toBe('1');
    // An unknown account is delayed exactly alike: a 429 says nothing about whether an account exists.
    const ghost: number[] = [];
    for (let n = 0; n < 11; n++)
      ghost.push((await login(api, 'nobody@example.be', 'x', `192.0.2.${n}`)).status);
    expect(ghost).toEqual([...Array<number>(10).fill(401), 429]);
    // The owner, from another address of the home /64, is not delayed.
    expect((await login(api, an.Email, password, '2001:db8:a1:1::77')).status).toBe(204);
    // From a new network the owner waits the delay out, then logs in: a wait, never a lock.
    expect((await login(api, an.Email, password, '203.0.113.200')).status).toBe(429);
    clock.now += 1000;
    expect((await login(api, an.Email, password, '203.0.113.200')).status).toBe(204);
  });

  it('answers 503 with Retry-After when the password queue is full, without counting the attempt', async () => {
    const queue = createPasswordWorkQueue({
      concurrency: 1,
      maxWaiting: 1,
      maxWaitingPerClient: 1,
      maxWaitMs: 10_000,
      priorityConcurrency: 0,
      maxWaitingPriority: 1,
    });
    const { api } = testApi(queue);
    const answers = await Promise.all([1, 2, 3].map((n) => login(api, `nobody${n}@example.be`, 'guess')));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 503]);
    expect(answers[2]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refusal(answers[2] as Response)).toEqual({
      errors: { _form: [expect.stringContaining('Too many logins are being checked right now')] },
    });
    // 4 more failures fit under the pair limit of 5 for the refused account: the 503 did not count.
    const later = await Promise.all([1, 2, 3, 4].map(() => login(api, 'nobody3@example.be', 'guess')));
    expect(later.map((answer) => answer.status)).not.toContain(429);
  });

  it('limits forgotten-password requests per address (429), whatever the addresses asked for', async () => {
    const { api } = testApi();
    const ask = (n: number) =>
      ownerForgotPassword(
        post('/api/owner/forgot-password', { email: `x${n}@example.be` }),
        '198.51.100.9',
        api,
      );
    const statuses = [];
    for (let n = 0; n < 21; n++) statuses.push((await ask(n)).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = ownerForgotPassword(
      post('/api/owner/forgot-password', { email: 'x@example.be' }),
      '203.0.113.1',
      api,
    );
    expect((await other).status).toBe(202);
  });
});

describe('countPropertyView', () => {
  it('answers 204 even when storage fails, as a beacon has nobody to show an error to', async () => {
    const { api } = testApi();
    const broken: OwnerApi = {
      ...api,
      store: {
        ...api.store,
        daySalt: () => Promise.reject(new Error('disk full')),
      },
    };
    const request = new Request(`${origin}/api/views/1001`, {
      method: 'POST',
      headers: { Origin: origin, 'User-Agent': 'Mozilla/5.0' },
    });
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect((await countPropertyView(request, '1001', '203.0.113.5', broken)).status).toBe(204);
    } finally {
      console.error = errors;
    }
  });
});

describe('countPropertyView answers', () => {
  it('with a status alone (its caller, sendBeacon, reads no answer): 404 unknown, 403 from another site', async () => {
    const { api } = testApi();
    const beacon = (id: string, from = origin) =>
      countPropertyView(
        new Request(`${origin}/api/views/${id}`, {
          method: 'POST',
          headers: { Origin: from, 'User-Agent': 'Mozilla/5.0' },
        }),
        id,
        '203.0.113.5',
        api,
      );
    const unknown = await beacon('999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
    const foreign = await beacon('1001', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe('');
  });
});

describe('countPropertyView from one address', () => {
  it('adds a few views, not one per user agent, when one client sends many', async () => {
    const { api } = testApi();
    const beacon = (agent: string) =>
      countPropertyView(
        new Request(`${origin}/api/views/1001`, {
          method: 'POST',
          headers: { Origin: origin, 'User-Agent': agent },
        }),
        '1001',
        '198.51.100.23',
        api,
      );
    for (let n = 0; n < 100; n++)
      expect((await beacon(`Mozilla/5.0 (X11; Linux) Firefox/${n}`)).status).toBe(204);
    const today = (await api.store.viewCounts(1001)).map((day) => day.views);
    expect(today).toEqual([1]);
  });
});

describe('visitorShortName', () => {
  it('keeps the first name and the initial of the last name only', () => {
    expect(visitorShortName({ firstName: ' Camille ', lastName: 'dubois', email: 'c@example.be' })).toBe(
      'Camille D.',
    );
    expect(visitorShortName({ firstName: 'Émile', lastName: 'Ørsted' })).toBe('Émile Ø.');
    expect(visitorShortName({ lastName: 'Claes' })).toBe('C.');
    expect(visitorShortName({ email: 'only@example.be' })).toBe('');
  });

  it('shows a first name that holds a link as plain words, cut to a name', () => {
    const firstName = `Win https://evil.example/prize now ${'x'.repeat(70)}`;
    const name = visitorShortName({ firstName, lastName: 'Claes' });
    expect(name).toBe(`Win https evil example prize now ${'x'.repeat(3)}… C.`);
    expect(name).not.toMatch(/[.:/]\w/);
  });
});
