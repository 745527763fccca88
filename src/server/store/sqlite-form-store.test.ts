import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// What only the SQLite store does, and its form post's refusals in detail; the behaviour both stores
// share is in each concern's contract.test.ts, which runs on SQLite and PostgreSQL.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { deliverDueEmails, retryDelay } from '../mail/outbox-worker';
import { migrations } from './migrations';
import { openSqliteFormStore } from './sqlite-form-store';
import { mail, submission } from './store-contract';

describe('SQLite form store', () => {
  it('keeps counting right when hits expire, are purged, or were made before the counts existed', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'form-store-')), 'site.db');
    // A database of before migration 3, with three hits of one address in its window.
    const old = new DatabaseSync(path);
    for (const sql of migrations.slice(0, 2)) old.exec(sql);
    old.exec('PRAGMA user_version = 2');
    for (const at of [1000, 2000, 3000])
      old.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)').run('ip', at);
    old.close();
    const store = openSqliteFormStore(path);
    expect(await store.rateLimit('ip', 4000, 60_000, 3)).toEqual({ allowed: false, retryAfterMs: 57_000 });
    expect(await store.rateLimit('other', 4000, 60_000, 3)).toEqual({ allowed: true });
    // The first hit leaves the window: one more is allowed, then the limit holds again.
    expect(await store.rateLimit('ip', 61_500, 60_000, 3)).toEqual({ allowed: true });
    expect(await store.rateLimit('ip', 61_600, 60_000, 3)).toEqual({ allowed: false, retryAfterMs: 1000 });
    // The purge removes hits older than its cutoff, and the count follows.
    await store.purgeOlderThan(61_000);
    expect(await store.rateLimit('ip', 61_700, 60_000, 3)).toEqual({ allowed: true });
    expect(await store.rateLimit('ip', 61_800, 60_000, 3)).toEqual({ allowed: true });
    expect(await store.rateLimit('ip', 61_900, 60_000, 3)).toEqual({ allowed: false, retryAfterMs: 59_600 });
    store.close();
  });

  it('spends a proof-of-work challenge once', async () => {
    const store = openSqliteFormStore(':memory:');
    expect(await store.spendChallenge('sig', 10_000, 0)).toBe(true);
    expect(await store.spendChallenge('sig', 10_000, 1)).toBe(false);
  });

  it('retries a failed e-mail later with a growing delay, then sends it once', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [mail]);
    let now = 1000;
    let up = false;
    const sent: number[] = [];
    const send = async (email: { id: number }) => {
      if (!up) throw new Error('connection refused');
      sent.push(email.id);
    };
    expect(await deliverDueEmails(store, send, 100, () => now)).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueEmails(store, send, 100, () => now)).toEqual({ sent: 0, failed: 0 });
    up = true;
    now += retryDelay(0, 100);
    expect(await deliverDueEmails(store, send, 100, () => now)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueEmails(store, send, 100, () => now)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([1]);
    expect(retryDelay(3, 100)).toBe(800);
    expect(retryDelay(30, 100)).toBe(60 * 60 * 1000);
  });

  it('marks the delivered e-mails of a batch sent, and retries only the failed one', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [mail, { ...mail, to: 'down@example.be' }, mail]);
    const sent: number[] = [];
    const send = async (email: { id: number; to: string }) => {
      if (email.to === 'down@example.be') throw new Error('mailbox unavailable');
      sent.push(email.id);
    };
    expect(await deliverDueEmails(store, send, 100, () => 1000)).toEqual({ sent: 2, failed: 1 });
    expect(await store.pendingEmails()).toBe(1);
    expect(await deliverDueEmails(store, send, 100, () => 1000 + retryDelay(0, 100))).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(sent).toEqual([1, 3]);
  });

  it('marks each e-mail sent as soon as it is accepted: one that never returns leaves the others marked', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [mail, mail, { ...mail, to: 'stuck@example.be' }, mail]);
    const send = (email: { to: string }) =>
      email.to === 'stuck@example.be' ? new Promise<void>(() => undefined) : Promise.resolve();
    // As if the process died while the third e-mail was on its way.
    void deliverDueEmails(store, send, 100, () => 1000);
    await expect.poll(() => store.pendingEmails()).toBe(1);
  });

  it('sends several e-mails at once, at most 8', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(
      submission('a'),
      Array.from({ length: 30 }, () => mail),
    );
    let inFlight = 0;
    let most = 0;
    const send = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    };
    expect(await deliverDueEmails(store, send, 100, () => 1000)).toEqual({ sent: 30, failed: 0 });
    expect(most).toBe(8);
  });
});
