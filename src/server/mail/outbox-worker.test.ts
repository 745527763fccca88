// The outbox worker on a real store (SQLite in a temporary folder) with a clock the test sets: a failed
// e-mail waits a doubling delay before it is tried again, a leased e-mail is no other worker's until
// its lease runs out, a worker sends nothing whose lease is nearly gone, and two workers on one database
// send each e-mail once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FormStore, NewEmail, QueuedEmail } from '../store/form-store';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import { StoreUnavailable } from '../store/store-unavailable';
import {
  connectionRetryCapMs,
  deliverDueEmails,
  isConnectionFailure,
  retryDelay,
  retryDelayAfter,
  runOutboxWorker,
} from './outbox-worker';

const t0 = Date.parse('2026-11-21T09:00:00Z');
const database = () => join(mkdtempSync(join(tmpdir(), 'outbox-worker-')), 'site.db');

let submissions = 0;
/** Queues e-mails with a submission, at the time the store takes as the e-mails' first due time. */
async function queue(store: FormStore, emails: readonly NewEmail[]): Promise<void> {
  submissions += 1;
  await store.saveSubmission(
    {
      id: `s${submissions}`,
      kind: 'site-contact',
      locale: 'en',
      email: 'anna@example.be',
      body: {},
      createdAt: t0,
    },
    emails,
  );
}

const mail = (n: number): NewEmail => ({ to: `lead${n}@example.be`, subject: `Lead ${n}`, text: 'Hello' });

describe('retryDelay', () => {
  it('doubles from the base after each failure, up to an hour', () => {
    expect([0, 1, 2, 3].map((attempts) => retryDelay(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, 1000)).toBe(60 * 60 * 1000);
  });
});

/** Errors as nodemailer gives them: a connection refused, a greeting never received, a message refused. */
const refusedConnection = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
    code: 'ESOCKET',
    originalCode: 'ECONNREFUSED',
  });
const greetingTimeout = () => Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' });
const refusedMessage = () =>
  Object.assign(new Error('Mailbox unavailable: 550 5.1.1 no such user'), {
    code: 'EENVELOPE',
    responseCode: 550,
  });
const minute = 60 * 1000;

describe('retryDelayAfter', () => {
  it('waits at most two minutes after a failed connection, and keeps the doubling delay for a refused message', () => {
    expect(connectionRetryCapMs).toBe(2 * minute);
    for (const error of [
      refusedConnection(),
      greetingTimeout(),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('Closing'), { code: 'EPROTOCOL', responseCode: 421 }),
    ]) {
      expect(isConnectionFailure(error), error.message).toBe(true);
      expect(retryDelayAfter(error, 5, 30_000), error.message).toBe(2 * minute);
      // A short delay stays short.
      expect(retryDelayAfter(error, 0, 30_000), error.message).toBe(30_000);
    }
    for (const error of [refusedMessage(), new Error('ENOENT: no attachment'), 'odd']) {
      expect(isConnectionFailure(error)).toBe(false);
      expect(retryDelayAfter(error, 5, 30_000)).toBe(16 * minute);
    }
  });
});

describe('deliverDueEmails', () => {
  it('delivers within two minutes of an SMTP outage’s end, however long the outage, while a refused message keeps its backoff', async () => {
    const store = openSqliteFormStore(database());
    await queue(store, [mail(1), mail(2), mail(3), { ...mail(4), to: 'nobody@example.be' }]);
    const outageMs = 16 * minute;
    let clock = t0;
    const delivered = new Map<string, number>();
    let refusedAfterOutage = 0;
    const send = async (email: QueuedEmail) => {
      if (clock < t0 + outageMs) throw refusedConnection();
      if (email.to === 'nobody@example.be') refusedAfterOutage += 1;
      if (email.to === 'nobody@example.be') throw refusedMessage();
      delivered.set(email.to, clock);
    };
    // The worker's ticks, every 5 s of the test's clock, for 40 minutes.
    for (; clock <= t0 + 40 * minute; clock += 5000) await deliverDueEmails(store, send, 30_000, () => clock);
    for (const n of [1, 2, 3]) {
      expect(delivered.get(`lead${n}@example.be`), `lead ${n}`).toBeLessThanOrEqual(
        t0 + outageMs + connectionRetryCapMs,
      );
    }
    // The refused message was tried once after the outage, then waits out its doubling delay (past the
    // 24 minutes that follow), released by none of the sends that went through.
    expect(delivered.has('nobody@example.be')).toBe(false);
    expect(refusedAfterOutage).toBe(1);
    expect(await store.pendingEmails()).toBe(1);
  });

  it('tries the e-mails waiting for a connection again as soon as one send goes through', async () => {
    const store = openSqliteFormStore(database());
    await queue(store, [mail(1), mail(2)]);
    let serverUp = false;
    const sent: string[] = [];
    const send = async (email: QueuedEmail) => {
      if (!serverUp) throw greetingTimeout();
      sent.push(email.to);
    };
    // Failed a few times: each now waits its capped two minutes.
    for (const ms of [0, 30_000, 90_000, 210_000]) await deliverDueEmails(store, send, 30_000, () => t0 + ms);
    expect(sent).toEqual([]);
    // The server is back; a new e-mail goes at once, and the two waiting go with it, not two minutes on.
    serverUp = true;
    await queue(store, [mail(3)]);
    await deliverDueEmails(store, send, 30_000, () => t0 + 215_000);
    expect(sent.sort()).toEqual(['lead1@example.be', 'lead2@example.be', 'lead3@example.be']);
    expect(await store.pendingEmails()).toBe(0);
  });

  it('tries a failed e-mail again only once its doubling delay has passed, then sends it once', async () => {
    const store = openSqliteFormStore(database());
    await queue(store, [mail(1)]);
    const tries: number[] = [];
    let failures = 2;
    const send = async (email: QueuedEmail) => {
      tries.push(email.attempts);
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP server away');
      }
    };
    const at = (ms: number) => deliverDueEmails(store, send, 1000, () => t0 + ms);
    expect(await at(0)).toEqual({ sent: 0, failed: 1 });
    // The first retry waits the base delay (1 s) ...
    expect(await at(999)).toEqual({ sent: 0, failed: 0 });
    expect(await at(1000)).toEqual({ sent: 0, failed: 1 });
    // ... the second twice that, counted from the second failure.
    expect(await at(1000 + 1999)).toEqual({ sent: 0, failed: 0 });
    expect(await at(1000 + 2000)).toEqual({ sent: 1, failed: 0 });
    expect(tries).toEqual([0, 1, 2]);
    expect(await store.pendingEmails()).toBe(0);
    // Sent is sent: much later, nothing goes again.
    expect(await at(24 * 60 * 60 * 1000)).toEqual({ sent: 0, failed: 0 });
    expect(tries).toHaveLength(3);
  });

  it('holds an e-mail it is sending under its lease: another worker gets it only after the lease', async () => {
    const path = database();
    const first = openSqliteFormStore(path);
    const other = openSqliteFormStore(path);
    await queue(first, [mail(1)]);
    let release = () => {};
    const sending = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = deliverDueEmails(
      first,
      async () => {
        started();
        await sending;
      },
      1000,
      () => t0,
      60_000,
    );
    await inFlight;
    expect(await other.claimDueEmails(t0 + 59_999, 10, 60_000)).toEqual([]);
    // Had the first worker died, its e-mail would be another's once the lease ran out.
    const [taken] = await other.claimDueEmails(t0 + 60_000, 10, 60_000);
    expect(taken?.subject).toBe('Lead 1');
    release();
    expect(await slow).toEqual({ sent: 1, failed: 0 });
  });

  it('sends no e-mail once half of its lease is gone: the rest goes to another worker after the lease', async () => {
    const path = database();
    const first = openSqliteFormStore(path);
    const other = openSqliteFormStore(path);
    await queue(
      first,
      Array.from({ length: 10 }, (_, n) => mail(n)),
    );
    let clock = t0;
    const sent: string[] = [];
    // A slow SMTP server: each e-mail takes 5 s of the 60 s lease, 40 s for the first 8 at once.
    const slow = async (email: QueuedEmail) => {
      await new Promise((resolve) => setImmediate(resolve));
      clock += 5_000;
      sent.push(email.to);
    };
    const result = await deliverDueEmails(first, slow, 1000, () => clock, 60_000);
    // The 8 lanes each started one at once; after them the lease was used up, so 2 were left.
    expect(result).toEqual({ sent: 8, failed: 0 });
    expect(await other.claimDueEmails(t0 + 59_999, 10, 60_000)).toEqual([]);
    const left = await other.claimDueEmails(t0 + 60_000, 10, 60_000);
    expect(left.map((email) => email.to).sort()).toEqual(['lead8@example.be', 'lead9@example.be']);
    expect(new Set([...sent, ...left.map((email) => email.to)]).size).toBe(10);
  });

  it('sends each of many e-mails once when two workers drain one database together', async () => {
    const path = database();
    const stores = [openSqliteFormStore(path), openSqliteFormStore(path)];
    const [store] = stores;
    if (store === undefined) throw new Error('two stores');
    for (let n = 0; n < 10; n++) await queue(store, [mail(3 * n), mail(3 * n + 1), mail(3 * n + 2)]);
    const sent: string[] = [];
    const send = async (email: QueuedEmail) => {
      // A little time on the wire, so the two workers' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(email.to);
    };
    const results = await Promise.all(stores.map((each) => deliverDueEmails(each, send, 1000, () => t0)));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect(await store.pendingEmails()).toBe(0);
  });

  it('marks the e-mails of a round of lanes in one write, and never has more sent and unmarked than lanes', async () => {
    const store = openSqliteFormStore(database());
    for (let n = 0; n < 8; n++) await queue(store, [mail(2 * n), mail(2 * n + 1)]);
    const marks: number[] = [];
    let sent = 0;
    let marked = 0;
    let most = 0;
    const marking: FormStore = {
      ...store,
      markEmailsSent: async (ids, now) => {
        marks.push(ids.length);
        await store.markEmailsSent(ids, now);
        marked += ids.length;
      },
    };
    const send = async (email: QueuedEmail) => {
      // Each send takes its own time on the wire, so the lanes finish in different turns.
      await new Promise((resolve) => setTimeout(resolve, 1 + (email.id % 4)));
      sent += 1;
      most = Math.max(most, sent - marked);
    };
    expect(await deliverDueEmails(marking, send, 1000, () => t0)).toEqual({ sent: 16, failed: 0 });
    expect(await store.pendingEmails()).toBe(0);
    // 16 e-mails on 8 lanes: two rounds, and no write for one or two marks at a time.
    expect(marks).toEqual([8, 8]);
    expect(most).toBeLessThanOrEqual(8);
  });

  it('stops after a batch while requests come in faster than it sends, and drains when they slow down', async () => {
    const store = openSqliteFormStore(database());
    for (let n = 0; n < 150; n += 1) await queue(store, [mail(n)]);
    let requests = 0;
    let requestsPerEmail = 2;
    // The visitors' requests the server starts while each e-mail goes out.
    const send = async () => {
      requests += requestsPerEmail;
    };
    const deliver = () =>
      deliverDueEmails(
        store,
        send,
        1000,
        () => t0,
        undefined,
        () => requests,
      );
    // One batch (64 e-mails, 128 requests meanwhile), then the next tick.
    expect(await deliver()).toEqual({ sent: 64, failed: 0 });
    expect(await store.pendingEmails()).toBe(86);
    requestsPerEmail = 1;
    expect(await deliver()).toEqual({ sent: 86, failed: 0 });
    expect(await store.pendingEmails()).toBe(0);
  });
});

describe('the outbox worker while the database is away', () => {
  it('says so once, not at every tick', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const away = {
      claimDueEmails: async () => {
        throw new StoreUnavailable(new Error('database or disk is full'));
      },
    } as unknown as FormStore;
    const stop = runOutboxWorker(away, async () => undefined, 100, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(logged.mock.calls).toEqual([
      ['The outbox waits for the database: The database is unavailable: database or disk is full'],
    ]);
    logged.mockRestore();
  });
});
