import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openSqliteFormStore } from './sqlite-form-store';
import { openSqliteOwnerStore } from './sqlite-owner-store';

const minute = 60 * 1000;
const t0 = Date.parse('2026-11-21T09:00:00Z');
const mail = { to: 'an.verhoeven@example.be', subject: 'Link', text: 'https://example.be/#invite=x' };
const tempDb = (name: string) => join(mkdtempSync(join(tmpdir(), 'owner-store-')), `${name}.db`);
const limits = { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute };

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
  it('work once, before they expire, set the password and end the sessions of that owner only', async () => {
    const store = openSqliteOwnerStore(':memory:');
    await store.issuePasswordToken(
      { tokenHash: 'h1', ownerId: 1, purpose: 'invite', expiresAt: t0 + 30 * minute },
      mail,
      t0,
    );
    await store.startSession('s1', 1, t0, mail);
    await store.startSession('s2', 2, t0, mail);
    expect(await store.passwordHash(1)).toBeUndefined();
    expect(await store.redeemPasswordToken('h1', 'scrypt$hash', t0 + 29 * minute)).toBe(1);
    expect(await store.passwordHash(1)).toBe('scrypt$hash');
    expect(await store.sessionOwner('s1', t0 + 29 * minute, limits)).toBeUndefined();
    expect(await store.sessionOwner('s2', t0 + 29 * minute, limits)).toBe(2);
    expect(await store.redeemPasswordToken('h1', 'scrypt$other', t0 + 29 * minute)).toBeUndefined();
    expect(await store.passwordHash(1)).toBe('scrypt$hash');

    await store.issuePasswordToken(
      { tokenHash: 'h2', ownerId: 1, purpose: 'reset', expiresAt: t0 + 30 * minute },
      mail,
      t0,
    );
    expect(await store.redeemPasswordToken('h2', 'scrypt$late', t0 + 30 * minute)).toBeUndefined();
    expect(await store.redeemPasswordToken('unknown', 'scrypt$late', t0)).toBeUndefined();
    store.close();
  });

  it('queue their e-mail in the outbox the forms worker delivers', async () => {
    const path = tempDb('outbox');
    const owners = openSqliteOwnerStore(path);
    const forms = openSqliteFormStore(path);
    await owners.issuePasswordToken(
      { tokenHash: 'h', ownerId: 1, purpose: 'invite', expiresAt: t0 + minute },
      mail,
      t0,
    );
    const due = await forms.claimDueEmails(t0, 10, minute);
    expect(due.map((email) => email.to)).toEqual([mail.to]);
    owners.close();
    forms.close();
  });
});

describe('sessions', () => {
  it('end after the idle timeout, after the absolute timeout, and at logout', async () => {
    const store = openSqliteOwnerStore(':memory:');
    await store.startSession('idle', 1, t0, mail);
    expect(await store.sessionOwner('idle', t0 + 30 * minute, limits)).toBe(1);
    expect(await store.sessionOwner('idle', t0 + 61 * minute, limits)).toBeUndefined();
    // Gone for good, even if the clock went back.
    expect(await store.sessionOwner('idle', t0 + 31 * minute, limits)).toBeUndefined();

    await store.startSession('busy', 1, t0, mail);
    for (let at = t0 + 20 * minute; at <= t0 + 12 * 60 * minute; at += 20 * minute) {
      expect(await store.sessionOwner('busy', at, limits)).toBe(1);
    }
    expect(await store.sessionOwner('busy', t0 + 12 * 60 * minute + 1, limits)).toBeUndefined();

    await store.startSession('out', 1, t0, mail);
    await store.endSession('out');
    expect(await store.sessionOwner('out', t0, limits)).toBeUndefined();
    store.close();
  });
});

describe('views', () => {
  const viewLimits = { perAddress: 3, burstMs: 30_000 };
  // Each named visitor behind an address of its own, unless the test says otherwise.
  const visitor = (name: string, address = `address-of-${name}`) => ({
    visitorHash: name,
    addressHash: address,
  });

  it('count a visitor hash once per day and property, and forget the previous day with its salt', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const salt = await store.daySalt('2026-11-21');
    expect(salt).toMatch(/^[A-Za-z0-9+/=]{44}$/);
    expect(await store.daySalt('2026-11-21')).toBe(salt);
    expect(await store.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(true);
    expect(await store.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(false);
    expect(await store.countView(1001, '2026-11-21', visitor('v2'), t0, viewLimits)).toBe(true);
    expect(await store.countView(1006, '2026-11-21', visitor('v3'), t0, viewLimits)).toBe(true);
    const next = await store.daySalt('2026-11-22');
    expect(next).not.toBe(salt);
    expect(await store.countView(1001, '2026-11-22', visitor('v1'), t0, viewLimits)).toBe(true);
    expect(await store.viewCounts(1001)).toEqual([
      { date: '2026-11-21', views: 2 },
      { date: '2026-11-22', views: 1 },
    ]);
    expect(await store.viewCounts(1006)).toEqual([{ date: '2026-11-21', views: 1 }]);
    store.close();
  });

  it('count at most 3 browsers of one address a day, none within 30 s of the last, whatever user agents it sends', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const day = '2026-11-21';
    let counted = 0;
    // 100 made-up browsers from one address in one burst: one view.
    for (let n = 0; n < 100; n++) {
      if (await store.countView(1001, day, visitor(`ua-${n}`, 'office'), t0 + n, viewLimits)) counted++;
    }
    expect(counted).toBe(1);
    // Spread over the day, the office's colleagues add two more, and no more than that.
    for (let n = 0; n < 10; n++) {
      const at = t0 + (n + 1) * 60_000;
      if (await store.countView(1001, day, visitor(`colleague-${n}`, 'office'), at, viewLimits)) counted++;
    }
    expect(counted).toBe(3);
    expect(await store.viewCounts(1001)).toEqual([{ date: day, views: 3 }]);
    store.close();
  });

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

describe('enquiries', () => {
  it('lists the submissions of the given kinds about one property, newest first', async () => {
    const path = tempDb('enquiries');
    const forms = openSqliteFormStore(path);
    const owners = openSqliteOwnerStore(path);
    const save = (id: string, kind: string, propertyId: number, createdAt: number) =>
      forms.saveSubmission(
        { id, kind, locale: 'fr', email: `${id}@example.be`, body: { firstName: id, propertyId }, createdAt },
        [],
      );
    await save('a', 'contact-me', 1001, t0);
    await save('b', 'offer', 1001, t0 + minute);
    await save('c', 'contact-me', 1006, t0);
    await save('d', 'site-contact', 1001, t0);
    const found = await owners.enquiries(1001, ['contact-me', 'offer']);
    expect(found.map((enquiry) => [enquiry.kind, enquiry.body['firstName']])).toEqual([
      ['offer', 'b'],
      ['contact-me', 'a'],
    ]);
    forms.close();
    owners.close();
  });
});
