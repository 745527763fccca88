// The view beacon against a real build: a visitor counts once a day per property, the owner's
// statistics show it today and in the total, and nothing personal is stored (no address, no user
// agent, and yesterday's salt and visitor hashes are gone the next day).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import owners from '../../data/owners.json';
import {
  type ApiServer,
  decodeMessage,
  ensureBuild,
  eventually,
  MailCatcher,
  runScript,
  startApi,
} from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
let env: Record<string, string>;
const clockFile = join(mkdtempSync(join(tmpdir(), 'views-clock-')), 'offset');
const [owner, other] = owners as [(typeof owners)[number], (typeof owners)[number]];
const propertyId = owner.PropertyIDs[0] ?? 0;
const secret = 'views-Kiwi-lantaarn-7';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const visitorAddress = '203.0.113.77';
let cookie = '';

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  writeFileSync(clockFile, '0');
  env = {
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
  };
  api = await startApi(dist, env);
  // The owner sets a password through the real invitation, then logs in to read the statistics.
  const run = await runScript('scripts/ops/owners-invite.ts', ['--email', owner.Email], {
    ...env,
    VAR_DIR: api.varDir,
  });
  expect(run.status, run.stderr).toBe(0);
  await eventually(() => smtp.messages.some((message) => message.to.includes(owner.Email)));
  const mail = decodeMessage(smtp.messages.find((message) => message.to.includes(owner.Email))?.raw ?? '');
  const token = /#invite=([\w-]+)/.exec(mail)?.[1] ?? '';
  const set = await postJson('/api/owner/reset-password', {
    token,
    password: secret,
    passwordConfirm: secret,
  });
  expect(set.status).toBe(200);
  await logIn();
});

async function logIn() {
  const login = await postJson('/api/owner/login', { email: owner.Email, password: secret });
  expect(login.status).toBe(204);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

function postJson(path: string, body: unknown) {
  return fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.base },
    body: JSON.stringify(body),
  });
}

/** What navigator.sendBeacon sends: a POST without a body, from the page's own origin. */
const beacon = (id: number | string, agent = browser, address = visitorAddress) =>
  fetch(`${api.base}/api/views/${id}`, {
    method: 'POST',
    headers: {
      Origin: api.base,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': agent,
      'X-Forwarded-For': address,
    },
  });

const statistics = async () =>
  (await (
    await fetch(`${api.base}/api/owner/properties/${propertyId}/statistics`, { headers: { Cookie: cookie } })
  ).json()) as {
    today: number;
    week: number;
    month: number;
    total: number;
    days: { date: string; views: number }[];
  };

const history = (owner.Views ?? [])
  .filter((view) => view.PropertyID === propertyId)
  .reduce((sum, view) => sum + view.Count, 0);

describe('POST /api/views/{propertyId}', () => {
  it('counts a visitor once a day per property, shown today and in the total', async () => {
    const before = await statistics();
    expect(before.today).toBe(0);
    expect(before.total).toBe(history);

    const first = await beacon(propertyId);
    expect(first.status).toBe(204);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await beacon(propertyId)).status).toBe(204);
    expect((await beacon(propertyId)).status).toBe(204);
    let after = await statistics();
    expect(after.today).toBe(1);
    expect(after.total).toBe(history + 1);
    expect(after.days.at(-1)?.views).toBe(1);

    // Another visitor (another browser at another address) counts too; a view of another property
    // counts for that property only.
    expect((await beacon(propertyId, `${browser} Edg/131.0`, '198.51.100.4')).status).toBe(204);
    expect((await beacon(other.PropertyIDs[0] ?? 0)).status).toBe(204);
    after = await statistics();
    expect(after.today).toBe(2);
    expect(after.week).toBeGreaterThanOrEqual(2);
    expect(after.month).toBeGreaterThanOrEqual(2);
    expect(after.total).toBe(history + 2);
  });

  it('does not count robots that say what they are', async () => {
    const before = (await statistics()).today;
    expect(
      (await beacon(propertyId, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'))
        .status,
    ).toBe(204);
    expect((await statistics()).today).toBe(before);
  });

  it('answers 404 for an unknown property and never a server error for odd ids', async () => {
    expect((await beacon(999_999)).status).toBe(404);
    for (const id of ['abc', '-1', '1e3', '%00', '9'.repeat(40)]) {
      const answer = await beacon(id);
      expect(answer.status, id).toBeLessThan(500);
    }
  });

  it('keeps no address, no user agent and no cookie; the day salt and visitor hashes go with the day', async () => {
    const tables = ['view_salts', 'view_visitors', 'view_sources', 'view_counts'];
    for (const table of tables) {
      const columns = (await api.query(`PRAGMA table_info(${table})`)).map((column) =>
        String(column['name']),
      );
      expect(columns.join(' ')).not.toMatch(/ip|address|agent|cookie|user/i);
      const rows = JSON.stringify(await api.query(`SELECT * FROM ${table}`));
      expect(rows).not.toContain(visitorAddress);
      expect(rows).not.toContain('Chrome');
      expect(rows).not.toContain('198.51.100.4');
    }
    // Nor anywhere in the database's files (its write-ahead log included).
    for (const file of ['site.db', 'site.db-wal'].map((name) => join(api.varDir, name)).filter(existsSync)) {
      expect(readFileSync(file).includes(Buffer.from(visitorAddress)), file).toBe(false);
    }

    const [yesterday] = (await api.query('SELECT day FROM view_salts')).map((row) => String(row['day']));
    // The next day: the first view makes a new salt and forgets the previous day's salt and hashes.
    writeFileSync(clockFile, String(24 * 60 * 60 * 1000));
    expect((await beacon(propertyId)).status).toBe(204);
    const days = (await api.query('SELECT day FROM view_salts')).map((row) => String(row['day']));
    expect(days).toHaveLength(1);
    expect(days[0]).not.toBe(yesterday);
    expect(
      (await api.query('SELECT DISTINCT day FROM view_visitors')).map((row) => String(row['day'])),
    ).toEqual(days);
    // The same visitor counts again on the new day, and yesterday's count is kept (a day later the
    // session has timed out: log in again).
    await logIn();
    const stats = await statistics();
    expect(stats.today).toBe(1);
    expect(stats.days.at(-2)?.views).toBe(2);
    expect(stats.total).toBe(history + 3);
  });

  it('counts the addresses of one IPv6 /64 as one address: 300 of them add at most its daily views', async () => {
    const before = (await statistics()).today;
    for (let batch = 0; batch < 10; batch++) {
      const beacons = Array.from({ length: 30 }, (_, index) => {
        const n = batch * 30 + index + 1;
        return beacon(propertyId, `${browser} Build/${n}`, `2001:db8:7e:1:${n.toString(16)}::1`);
      });
      for (const answer of await Promise.all(beacons)) expect(answer.status).toBe(204);
    }
    const added = (await statistics()).today - before;
    expect(added).toBeGreaterThanOrEqual(1);
    expect(added).toBeLessThanOrEqual(3);
  });

  it('refuses a beacon from another site', async () => {
    const answer = await fetch(`${api.base}/api/views/${propertyId}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'User-Agent': browser },
    });
    expect(answer.status).toBe(403);
  });

  it('is answered by the server without Astro, with the same answers as the Astro route', async () => {
    // The build has the direct route's entry (src/server/http/fast-routes.ts), which the production server loads.
    expect(existsSync(join(ensureBuild(), 'server', 'fast-routes.mjs'))).toBe(true);
    // A body beyond 1 KB is refused with an empty answer of length 0, never chunked.
    const big = await fetch(`${api.base}/api/views/${propertyId}`, {
      method: 'POST',
      headers: { Origin: api.base, 'User-Agent': browser, 'Content-Type': 'text/plain' },
      body: 'x'.repeat(2048),
    });
    expect(big.status).toBe(413);
    expect(big.headers.get('content-length')).toBe('0');
    expect(big.headers.get('cache-control')).toBe('no-store');
    // The site's security headers, as on every answer.
    expect(big.headers.get('x-content-type-options')).toBe('nosniff');
    // Other methods still reach the Astro route, which refuses them.
    const get = await fetch(`${api.base}/api/views/${propertyId}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
