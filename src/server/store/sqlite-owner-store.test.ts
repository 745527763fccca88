import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// What only the SQLite store does (migrations on a shared file, its outbox, forgetting past days); the
// behaviour both stores share is in each concern's contract.test.ts, which runs on SQLite and PostgreSQL.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openSqliteFormStore } from './sqlite-form-store';
import { openSqliteOwnerStore } from './sqlite-owner-store';
import { minute, t0, viewLimits, visitor } from './store-contract';
import { isStoreUnavailable } from './store-unavailable';

const mail = { to: 'an.verhoeven@example.be', subject: 'Link', text: 'https://example.be/#invite=x' };
const tempDb = (name: string) => join(mkdtempSync(join(tmpdir(), 'owner-store-')), `${name}.db`);

/** Both stores on one new file, with an invitation for owner `ownerId` issued (token hash 'h'). */
async function storesWithInvite(name: string, ownerId: number) {
  const path = tempDb(name);
  const owners = openSqliteOwnerStore(path);
  const forms = openSqliteFormStore(path);
  await owners.issuePasswordToken(
    { tokenHash: 'h', ownerId, purpose: 'invite', expiresAt: t0 + minute },
    mail,
    t0,
  );
  return { owners, forms };
}

describe('migrations', () => {
  it('run once on a shared file, the forms first and the owner tables appended', () => {
    const path = tempDb('migrations');
    openSqliteFormStore(path).close();
    openSqliteOwnerStore(path).close();
    openSqliteFormStore(path).close();
    const db = new DatabaseSync(path);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(
      migrations.length,
    );
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining(['submissions', 'outbox', 'owner_accounts', 'owner_sessions', 'view_counts']),
    );
    db.close();
    expect(migrations[0]).toContain('CREATE TABLE submissions');
  });
});

describe('password tokens', () => {
  it('queue their e-mail in the outbox the forms worker delivers', async () => {
    const { owners, forms } = await storesWithInvite('outbox', 1);
    const due = await forms.claimDueEmails(t0, 10, minute);
    expect(due.map((email) => email.to)).toEqual([mail.to]);
    owners.close();
    forms.close();
  });
  it("queue the notice made of a spent token's owner and purpose with the new password", async () => {
    const { owners, forms } = await storesWithInvite('notice', 7);
    await forms.claimDueEmails(t0, 10, minute);
    const notice = { ...mail, to: 'agency@example.be' };
    const asked: unknown[] = [];
    const id = await owners.redeemPasswordToken('h', 'hash', t0 + 1, (ownerId, purpose) => {
      asked.push([ownerId, purpose]);
      return notice;
    });
    expect([id, asked]).toEqual([7, [[7, 'invite']]]);
    expect((await forms.claimDueEmails(t0 + 1, 10, minute)).map((email) => email.to)).toEqual([notice.to]);
    owners.close();
    forms.close();
  });
});

describe('views', () => {
  it('forget the days before today even when no view came since', async () => {
    const path = tempDb('forget');
    const store = openSqliteOwnerStore(path);
    await store.daySalt('2026-11-21');
    await store.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits);
    await store.forgetViewDaysBefore('2026-11-21');
    const db = new DatabaseSync(path);
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('view_salts'), count('view_visitors'), count('view_sources')]).toEqual([1, 1, 1]);
    await store.forgetViewDaysBefore('2026-11-23');
    expect([
      count('view_salts'),
      count('view_visitors'),
      count('view_sources'),
      count('view_counts'),
    ]).toEqual([0, 0, 0, 1]);
    db.close();
    store.close();
  });
});

describe('sessions while the database cannot take writes', () => {
  it('are refused as unavailable (503), not failed (500), and work again once it can', async () => {
    const path = tempDb('sessions');
    const owners = openSqliteOwnerStore(path);
    await owners.startSession('s1', 1, t0, mail);
    // Another process holds the write lock past the busy timeout (5 s), as a full disk refuses writes.
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    const limits = { idleMs: 60 * minute, absoluteMs: 600 * minute };
    // Blocks for the busy timeout: the store's statements are synchronous.
    const refusal = await owners.sessionOwner('s1', t0 + minute, limits).catch((error: unknown) => error);
    expect(isStoreUnavailable(refusal)).toBe(true);
    other.exec('ROLLBACK');
    other.close();
    expect(await owners.sessionOwner('s1', t0 + minute, limits)).toBe(1);
    owners.close();
  }, 20_000);
});
