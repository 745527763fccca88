// The store contract: the same behaviours asked of the SQLite store (the default) and of the PostgreSQL
// one (DATABASE_URL), each on a fresh database, including what two processes on one database must get
// right together (two stores on one database stand for two API processes).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PostgresCluster,
  postgresInstallHint,
  postgresMissing,
  startPostgresCluster,
} from '../../../tests/postgres-cluster';
import { deliverDueEmails, retryDelay } from '../mail/outbox-worker';
import type { FormStore } from './form-store';
import type { OwnerStore } from './owner-store';
import { openPostgresFormStore } from './postgres-form-store';
import { openPostgresOwnerStore } from './postgres-owner-store';
import { openSqliteFormStore } from './sqlite-form-store';
import { openSqliteOwnerStore } from './sqlite-owner-store';

interface Stores {
  readonly forms: FormStore;
  readonly owners: OwnerStore;
}

/** A fresh database: `open` gives one process's stores on it, as many times as asked. */
type FreshDatabase = () => Promise<{ open: () => Stores }>;

const submission = (id: string, createdAt = 1000) => ({
  id,
  kind: 'contact-appointment',
  locale: 'fr',
  email: 'anna@example.be',
  body: { firstName: 'Anna' },
  createdAt,
});
const mail = { to: 'leads@example.be', subject: 'Lead', text: 'Hello' };
const minute = 60 * 1000;
const t0 = Date.parse('2026-11-21T09:00:00Z');
const sessionLimits = { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute };
const viewLimits = { perAddress: 3, burstMs: 30_000 };
const visitor = (name: string, address = `address-of-${name}`) => ({
  visitorHash: name,
  addressHash: address,
});

function storeContract(name: string, fresh: FreshDatabase) {
  describe(`${name} store contract`, () => {
    const opened: Stores[] = [];
    const database = async () => {
      const { open } = await fresh();
      return () => {
        const stores = open();
        opened.push(stores);
        return stores;
      };
    };
    const one = async () => (await database())();
    afterAll(() => {
      for (const { forms, owners } of opened) {
        forms.close();
        owners.close();
      }
    });

    it('stores an id once and queues its e-mails once', async () => {
      const { forms } = await one();
      expect(await forms.saveSubmission(submission('a'), [mail, mail])).toBe('stored');
      expect(await forms.saveSubmission(submission('a'), [mail, mail])).toBe('duplicate');
      expect(await forms.pendingEmails()).toBe(2);
    });

    it('refuses a booking beyond the slot capacity and stores nothing for it', async () => {
      const { forms } = await one();
      const booking = { propertyId: 7, slotStart: 5000, capacity: 1 };
      expect(await forms.saveSubmission(submission('a'), [mail], { booking })).toBe('stored');
      expect(await forms.saveSubmission(submission('b'), [mail], { booking })).toBe('slotFull');
      expect(await forms.bookings(7)).toEqual([5000]);
      expect(await forms.pendingEmails()).toBe(1);
    });

    it('limits attempts per key within the window and says how long to wait', async () => {
      const { forms } = await one();
      expect(await forms.rateLimit('ip', 0, 60_000, 2)).toEqual({ allowed: true });
      expect(await forms.rateLimit('ip', 10_000, 60_000, 2)).toEqual({ allowed: true });
      expect(await forms.rateLimit('ip', 20_000, 60_000, 2)).toEqual({
        allowed: false,
        retryAfterMs: 40_000,
      });
      expect(await forms.rateLimit('ip', 61_000, 60_000, 2)).toEqual({ allowed: true });
      await forms.purgeOlderThan(70_000);
      expect(await forms.rateLimit('ip', 71_000, 60_000, 2)).toEqual({ allowed: true });
    });

    it('answers a retry whose answers come in another order as the first post (a deploy between them)', async () => {
      const { forms } = await one();
      const twoFields = {
        submission: { ...submission('r'), body: { firstName: 'Anna', lastName: 'Peeters' } },
        emails: [mail],
      };
      expect((await forms.attemptSubmission({ limits: [], save: twoFields, now: 1000 })).type).toBe('saved');
      const reordered = { ...twoFields.submission, body: { lastName: 'Peeters', firstName: 'Anna' } };
      expect(
        await forms.attemptSubmission({
          limits: [],
          save: { ...twoFields, submission: reordered },
          now: 1010,
        }),
      ).toEqual({
        type: 'repeated',
      });
    });

    it('makes a form post in one transaction: spend, count, save, and keeps what ran before a refusal', async () => {
      const { forms } = await one();
      const limits = [{ key: 'form:ip', windowMs: 60_000, limit: 2 }];
      const save = { submission: submission('a'), emails: [mail] };
      const challenge = (signature: string) => ({ signature, expiresAt: 100_000 });
      expect(await forms.attemptSubmission({ challenge: challenge('s1'), limits, save, now: 1000 })).toEqual({
        type: 'saved',
        outcome: 'stored',
      });
      // A retry of the same post is answered as the first, a changed one is a conflict.
      expect(await forms.attemptSubmission({ challenge: challenge('s1'), limits, save, now: 1050 })).toEqual({
        type: 'repeated',
      });
      expect(
        await forms.attemptSubmission({
          limits,
          save: { ...save, submission: { ...submission('a'), body: { firstName: 'Other' } } },
          now: 1060,
        }),
      ).toEqual({ type: 'conflict' });
      expect(
        await forms.attemptSubmission({
          challenge: challenge('s1'),
          limits,
          save: { ...save, submission: submission('b') },
          now: 1100,
        }),
      ).toEqual({ type: 'replayed' });
      expect(await forms.attemptSubmission({ challenge: challenge('s2'), limits, now: 1200 })).toEqual({
        type: 'checked',
      });
      expect(await forms.spendChallenge('s2', 100_000, 1300)).toBe(false);
      expect(
        await forms.attemptSubmission({
          challenge: challenge('s3'),
          limits,
          save: { ...save, submission: submission('c') },
          now: 1400,
        }),
      ).toEqual({ type: 'limited', retryAfterMs: 59_600, key: 'form:ip' });
      expect(await forms.spendChallenge('s3', 100_000, 1500)).toBe(false);
      expect(await forms.pendingEmails()).toBe(1);
    });

    it('answers posts that arrive together as it answers them one by one, in order', async () => {
      const { forms } = await one();
      const limits = [{ key: 'form:office', windowMs: 60_000, limit: 2 }];
      const post = (id: string, signature: string) =>
        forms.attemptSubmission({
          challenge: { signature, expiresAt: 100_000 },
          limits,
          save: { submission: submission(id), emails: [mail] },
          now: 1000,
        });
      expect(
        await Promise.all([
          post('x', 'c1'),
          post('x', 'c2'),
          post('y', 'c1'),
          post('z', 'c3'),
          post('w', 'c4'),
        ]),
      ).toEqual([
        { type: 'saved', outcome: 'stored' },
        { type: 'repeated' },
        { type: 'replayed' },
        { type: 'saved', outcome: 'stored' },
        { type: 'limited', retryAfterMs: 60_000, key: 'form:office' },
      ]);
      expect(await forms.pendingEmails()).toBe(2);
    });

    it('retries a failed e-mail later, sends it once, and marks a batch by e-mail', async () => {
      const { forms } = await one();
      await forms.saveSubmission(submission('a'), [mail, { ...mail, to: 'down@example.be' }, mail]);
      let now = 1000;
      const sent: string[] = [];
      const send = async (email: { to: string }) => {
        if (email.to === 'down@example.be') throw new Error('mailbox unavailable');
        sent.push(email.to);
      };
      expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 2, failed: 1 });
      expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 0, failed: 0 });
      now += retryDelay(0, 100);
      expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 0, failed: 1 });
      expect(await forms.pendingEmails()).toBe(1);
      expect(sent).toEqual([mail.to, mail.to]);
    });

    it('claims e-mails in the order they fall due: a retried one waits behind those due before it', async () => {
      const { forms } = await one();
      await forms.saveSubmission(submission('first', 1000), [{ ...mail, subject: 'first' }]);
      const [first] = await forms.claimDueEmails(1000, 10, minute);
      await forms.markEmailFailed(first?.id ?? 0, 'mailbox unavailable', 1000 + 10 * minute);
      await forms.saveSubmission(submission('second', 1000 + 5 * minute), [{ ...mail, subject: 'second' }]);
      const due = 1000 + 20 * minute;
      expect((await forms.claimDueEmails(due, 1, minute)).map((email) => email.subject)).toEqual(['second']);
      expect((await forms.claimDueEmails(due, 1, minute)).map((email) => email.subject)).toEqual(['first']);
    });

    it('confirms a subscription by its token, alerts a demand once, and erases a person', async () => {
      const { forms } = await one();
      const subscription = {
        kind: 'demand' as const,
        confirmToken: 'c'.repeat(20),
        unsubscribeToken: 'u'.repeat(20),
      };
      await forms.saveSubmission({ ...submission('d'), kind: 'demand-register' }, [mail], { subscription });
      expect(await forms.confirmedDemands()).toEqual([]);
      // Looking at a link (its page, a mail scanner) changes nothing.
      expect(await forms.peekToken('c'.repeat(20))).toEqual({
        action: 'confirm',
        kind: 'demand',
        locale: 'fr',
        status: 'pending',
      });
      expect(await forms.peekToken('u'.repeat(20))).toEqual({
        action: 'unsubscribe',
        kind: 'demand',
        locale: 'fr',
        status: 'pending',
      });
      expect(await forms.peekToken('unknown')).toBeUndefined();
      expect(await forms.confirmedDemands()).toEqual([]);
      expect(await forms.redeemToken('c'.repeat(20), 2000)).toEqual({
        action: 'confirmed',
        kind: 'demand',
        locale: 'fr',
      });
      expect(await forms.confirmedDemands()).toEqual([
        {
          id: 'd',
          email: 'anna@example.be',
          locale: 'fr',
          body: { firstName: 'Anna' },
          unsubscribeToken: 'u'.repeat(20),
        },
      ]);
      const alert = { ...mail, subject: 'Alert', unsubscribeUrl: 'https://agency.example/stop?token=u' };
      await forms.queueAlert('d', [1001, 1002], alert, 2500);
      await forms.queueAlert('d', [1001, 1002], alert, 2600);
      expect((await forms.alertedListings('d')).sort()).toEqual([1001, 1002]);
      expect(await forms.pendingEmails()).toBe(2);
      // The alert keeps its one-click unsubscribe link for the mailer; the confirmation has none.
      const queued = await forms.claimDueEmails(2700, 10, minute);
      expect(queued.map((email) => [email.subject, email.unsubscribeUrl])).toEqual([
        ['Lead', undefined],
        ['Alert', 'https://agency.example/stop?token=u'],
      ]);
      expect(await forms.peekToken('c'.repeat(20))).toMatchObject({ status: 'confirmed' });
      expect(await forms.redeemToken('u'.repeat(20), 3000)).toMatchObject({ action: 'unsubscribed' });
      expect(await forms.confirmedDemands()).toEqual([]);
      // Once ended, the old confirmation link confirms nothing and says so.
      expect(await forms.peekToken('u'.repeat(20))).toMatchObject({ status: 'unsubscribed' });
      expect(await forms.redeemToken('c'.repeat(20), 3100)).toEqual({
        action: 'ended',
        kind: 'demand',
        locale: 'fr',
      });
      expect(await forms.confirmedDemands()).toEqual([]);
      expect(await forms.redeemToken('unknown', 3000)).toBeUndefined();
      // The unsubscribe form's link ends every subscription of its address.
      await forms.saveSubmission({ ...submission('u'), kind: 'unsubscribe' }, [mail], {
        unsubscribe: { token: 'a'.repeat(20) },
      });
      expect(await forms.peekToken('a'.repeat(20))).toEqual({
        action: 'unsubscribe-all',
        kind: 'unsubscribe',
        locale: 'fr',
      });
      expect(await forms.eraseEmail('Anna@Example.be')).toMatchObject({ submissions: 2, subscriptions: 1 });
    });

    it('purges old submissions but keeps a confirmed subscription', async () => {
      const { forms } = await one();
      const subscription = {
        kind: 'newsletter' as const,
        confirmToken: 'c2'.repeat(10),
        unsubscribeToken: 'u2'.repeat(10),
      };
      await forms.saveSubmission({ ...submission('n'), kind: 'sign-newsletter' }, [], { subscription });
      await forms.redeemToken('c2'.repeat(10), 1500);
      await forms.saveSubmission({ ...submission('old'), filePath: '/uploads/cv.pdf' }, []);
      await forms.saveSubmission(submission('new', 9000), []);
      expect(await forms.purgeOlderThan(5000)).toEqual({ submissions: 1, files: ['/uploads/cv.pdf'] });
    });

    it('spends password tokens once, before they expire, and ends that owner’s sessions only', async () => {
      const { owners, forms } = await one();
      await owners.issuePasswordToken(
        { tokenHash: 'h1', ownerId: 1, purpose: 'invite', expiresAt: t0 + 30 * minute },
        mail,
        t0,
      );
      await owners.startSession('s1', 1, t0, mail);
      await owners.startSession('s2', 2, t0, mail);
      expect(await owners.passwordHash(1)).toBeUndefined();
      expect(await owners.redeemPasswordToken('h1', 'scrypt$hash', t0 + 29 * minute)).toBe(1);
      expect(await owners.passwordHash(1)).toBe('scrypt$hash');
      expect(await owners.sessionOwner('s1', t0 + 29 * minute, sessionLimits)).toBeUndefined();
      expect(await owners.sessionOwner('s2', t0 + 29 * minute, sessionLimits)).toBe(2);
      expect(await owners.redeemPasswordToken('h1', 'scrypt$other', t0 + 29 * minute)).toBeUndefined();
      await owners.issuePasswordToken(
        { tokenHash: 'h2', ownerId: 1, purpose: 'reset', expiresAt: t0 + 30 * minute },
        mail,
        t0,
      );
      expect(await owners.redeemPasswordToken('h2', 'scrypt$late', t0 + 30 * minute)).toBeUndefined();
      // The token e-mails and login notifications wait in the outbox the forms worker sends.
      expect((await forms.claimDueEmails(t0, 10, minute)).length).toBe(4);
    });

    it('ends every other password token of an owner when one is spent, and an older one of its kind when a newer is issued', async () => {
      const { owners } = await one();
      const token = (tokenHash: string, purpose: 'invite' | 'reset', ownerId = 1) =>
        owners.issuePasswordToken({ tokenHash, ownerId, purpose, expiresAt: t0 + 60 * minute }, mail, t0);
      await token('invite', 'invite');
      await token('reset-old', 'reset');
      await token('reset-new', 'reset');
      await token('reset-other', 'reset', 2);
      // The newer reset link replaced the older one; the invitation (another kind) still works...
      expect(await owners.redeemPasswordToken('reset-old', 'scrypt$old', t0 + minute)).toBeUndefined();
      expect(await owners.redeemPasswordToken('reset-new', 'scrypt$new', t0 + minute)).toBe(1);
      // ...until the password changed: then it ends too, and the password stays the one just set.
      expect(await owners.redeemPasswordToken('invite', 'scrypt$stolen', t0 + 2 * minute)).toBeUndefined();
      expect(await owners.passwordHash(1)).toBe('scrypt$new');
      // Another owner's link is untouched.
      expect(await owners.redeemPasswordToken('reset-other', 'scrypt$two', t0 + 2 * minute)).toBe(2);
    });

    it('remembers the networks an account logged in from, for as long as asked', async () => {
      const { owners } = await one();
      expect(await owners.knowsLoginAddress('home', t0 - 90 * 24 * 60 * minute)).toBe(false);
      await owners.rememberLoginAddress('home', t0);
      await owners.rememberLoginAddress('home', t0 - minute);
      expect(await owners.knowsLoginAddress('home', t0 - 1)).toBe(true);
      expect(await owners.knowsLoginAddress('home', t0)).toBe(false);
      expect(await owners.knowsLoginAddress('office', t0 - minute)).toBe(false);
    });

    it('spaces the attempts of a key by its delay after the newest one', async () => {
      const { owners } = await one();
      const spaced = [
        { keyHash: 'account', limit: 100, spacingMs: (count: number) => (count >= 2 ? 1000 : 0) },
      ];
      const since = t0 - 15 * minute;
      expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0))).toBe(true);
      expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0))).toBe(true);
      expect(await owners.reserveLoginAttempt(spaced, since, t0 + 999)).toEqual({
        full: [{ count: 2, oldest: t0, newest: t0 }],
      });
      expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0 + 1000))).toBe(true);
    });

    it('ends sessions after the idle timeout, the absolute timeout, and at logout', async () => {
      const { owners } = await one();
      await owners.startSession('idle', 1, t0, mail);
      expect(await owners.sessionOwner('idle', t0 + 30 * minute, sessionLimits)).toBe(1);
      expect(await owners.sessionOwner('idle', t0 + 61 * minute, sessionLimits)).toBeUndefined();
      expect(await owners.sessionOwner('idle', t0 + 31 * minute, sessionLimits)).toBeUndefined();
      await owners.startSession('busy', 1, t0, mail);
      for (let at = t0 + 20 * minute; at <= t0 + 12 * 60 * minute; at += 20 * minute) {
        expect(await owners.sessionOwner('busy', at, sessionLimits)).toBe(1);
      }
      expect(await owners.sessionOwner('busy', t0 + 12 * 60 * minute + 1, sessionLimits)).toBeUndefined();
      await owners.startSession('out', 1, t0, mail);
      await owners.endSession('out');
      expect(await owners.sessionOwner('out', t0, sessionLimits)).toBeUndefined();
    });

    it('throttles logins per key, takes reserved attempts back and clears a key', async () => {
      const { owners } = await one();
      const keys = [
        { keyHash: 'pair', limit: 2 },
        { keyHash: 'address', limit: 3 },
      ];
      const first = await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0);
      expect('reserved' in first).toBe(true);
      await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 1000);
      const full = await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 2000);
      expect(full).toEqual({
        full: [
          { count: 2, oldest: t0, newest: t0 + 1000 },
          { count: 2, oldest: t0, newest: t0 + 1000 },
        ],
      });
      if ('reserved' in first) await owners.releaseLoginAttempts(first.reserved);
      expect('reserved' in (await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 3000))).toBe(true);
      await owners.clearLoginFailures('pair');
      expect('reserved' in (await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 4000))).toBe(true);
      expect(await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 5000)).toEqual({
        full: [
          { count: 1, oldest: t0 + 4000, newest: t0 + 4000 },
          { count: 3, oldest: t0 + 1000, newest: t0 + 4000 },
        ],
      });
    });

    it('counts views once per visitor, at most 3 browsers of one address a day, and forgets past days', async () => {
      const { owners } = await one();
      const salt = await owners.daySalt('2026-11-21');
      expect(await owners.daySalt('2026-11-21')).toBe(salt);
      expect(await owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(true);
      expect(await owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(false);
      let counted = 0;
      for (let n = 0; n < 20; n++) {
        if (await owners.countView(1006, '2026-11-21', visitor(`ua-${n}`, 'office'), t0 + n, viewLimits))
          counted++;
      }
      for (let n = 0; n < 5; n++) {
        const at = t0 + (n + 1) * minute;
        if (await owners.countView(1006, '2026-11-21', visitor(`colleague-${n}`, 'office'), at, viewLimits))
          counted++;
      }
      expect(counted).toBe(3);
      expect(await owners.daySalt('2026-11-22')).not.toBe(salt);
      expect(await owners.countView(1001, '2026-11-22', visitor('v1'), t0, viewLimits)).toBe(true);
      expect(await owners.viewCounts(1001)).toEqual([
        { date: '2026-11-21', views: 1 },
        { date: '2026-11-22', views: 1 },
      ]);
      await owners.forgetViewDaysBefore('2026-11-23');
      expect(await owners.viewCounts(1006)).toEqual([{ date: '2026-11-21', views: 3 }]);
    });

    it('counts views that arrive together as it counts them one by one, in order', async () => {
      const { owners } = await one();
      // Sent at once (one batch on PostgreSQL, one group commit on SQLite): the same visitor twice,
      // and five browsers of one address a minute apart, of which the first three count.
      const counted = await Promise.all([
        owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits),
        owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits),
        ...Array.from({ length: 5 }, (_, n) =>
          owners.countView(1006, '2026-11-21', visitor(`browser-${n}`, 'home'), t0 + n * minute, viewLimits),
        ),
      ]);
      expect(counted).toEqual([true, false, true, true, true, false, false]);
      expect(await owners.viewCounts(1006)).toEqual([{ date: '2026-11-21', views: 3 }]);
    });

    it('lists the enquiries of the given kinds about one property, newest first', async () => {
      const { forms, owners } = await one();
      const save = (id: string, kind: string, propertyId: number, createdAt: number) =>
        forms.saveSubmission(
          {
            id,
            kind,
            locale: 'fr',
            email: `${id}@example.be`,
            body: { firstName: id, propertyId },
            createdAt,
          },
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
    });

    describe('two processes on one database', () => {
      it('store the same submission id posted to both at once as one row', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        const save = { submission: submission('same'), emails: [mail] };
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, (_, n) =>
            (n % 2 === 0 ? a : b).forms.attemptSubmission({ limits: [], save, now: 1000 }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.type === 'saved')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome.type === 'repeated')).toHaveLength(9);
        expect(await a.forms.pendingEmails()).toBe(1);
      });

      it('count a rate limit and a login throttle exactly', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        const limited = await Promise.all(
          Array.from({ length: 40 }, (_, n) =>
            (n % 2 === 0 ? a : b).forms.rateLimit('ip', 1000 + n, 60_000, 15),
          ),
        );
        expect(limited.filter((outcome) => outcome.allowed)).toHaveLength(15);
        const keys = [{ keyHash: 'pair', limit: 5 }];
        const logins = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            (n % 2 === 0 ? a : b).owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + n),
          ),
        );
        expect(logins.filter((attempt) => 'reserved' in attempt)).toHaveLength(5);
      });

      it('count posts whose keys come in any order, plain or with a subscription, without waiting on each other', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        const limit = (key: string) => ({ key, windowMs: 60_000, limit: 1000 });
        const outcomes = await Promise.all(
          Array.from({ length: 40 }, (_, n) =>
            (n % 2 === 0 ? a : b).forms.attemptSubmission({
              limits: n % 4 < 2 ? [limit('first'), limit('second')] : [limit('second'), limit('first')],
              save: {
                submission: submission(`any-order-${n}`),
                emails: [mail],
                extras:
                  n % 3 === 0
                    ? {
                        subscription: {
                          kind: 'newsletter',
                          confirmToken: `confirm-${n}`,
                          unsubscribeToken: `stop-${n}`,
                        },
                      }
                    : {},
              },
              now: 1000 + n,
            }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.type === 'saved')).toHaveLength(40);
        expect(await a.forms.pendingEmails()).toBe(40);
      });

      it('make due at once the e-mails that could not reach the SMTP server, and only those', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        await a.forms.saveSubmission(submission('outage'), [
          { ...mail, subject: 'Unreached' },
          { ...mail, subject: 'Refused' },
        ]);
        const [unreached, refused] = await a.forms.claimDueEmails(2000, 10, minute);
        await a.forms.markEmailFailed(unreached?.id ?? 0, 'connect ECONNREFUSED', 2000 + 2 * minute, true);
        await a.forms.markEmailFailed(refused?.id ?? 0, '550 no such user', 2000 + 60 * minute);
        expect(await b.forms.claimDueEmails(3000, 10, minute)).toEqual([]);
        expect(await b.forms.retryConnectionWaits(3000)).toBe(1);
        expect((await b.forms.claimDueEmails(3000, 10, minute)).map((email) => email.subject)).toEqual([
          'Unreached',
        ]);
        // Released once: a second success finds nothing more waiting.
        expect(await a.forms.retryConnectionWaits(4000)).toBe(0);
      });

      it('send each e-mail of the outbox once', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        await a.forms.saveSubmission(
          submission('many'),
          Array.from({ length: 150 }, (_, n) => ({ ...mail, subject: `Lead ${n}` })),
        );
        const sent: string[] = [];
        const send = async (email: { subject: string }) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          sent.push(email.subject);
        };
        await Promise.all([
          deliverDueEmails(a.forms, send, 100, () => 5000),
          deliverDueEmails(b.forms, send, 100, () => 5000),
        ]);
        expect(sent).toHaveLength(150);
        expect(new Set(sent).size).toBe(150);
        expect(await b.forms.pendingEmails()).toBe(0);
      });

      it('confirm a held post once, and hand a refused post’s page state to whichever asks first', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        const held = { tokenHash: 'h1', expiresAt: 50_000, emails: [mail, mail] };
        await a.forms.saveSubmission({ ...submission('held'), filePath: '/uploads/x.pdf' }, [], { held });
        expect(await b.forms.heldSubmission('h1', 2000)).toEqual({
          state: 'pending',
          kind: 'contact-appointment',
          locale: 'fr',
        });
        const outcomes = await Promise.all([
          a.forms.confirmHeldSubmission('h1', 3000),
          b.forms.confirmHeldSubmission('h1', 3000),
        ]);
        expect(outcomes.map((outcome) => outcome?.outcome).sort()).toEqual(['already', 'confirmed']);
        expect(await a.forms.pendingEmails()).toBe(2);
        await a.forms.saveSubmission(submission('late'), [mail], {
          held: { ...held, tokenHash: 'h2', expiresAt: 4000 },
        });
        expect(await b.forms.confirmHeldSubmission('h2', 4000)).toMatchObject({ outcome: 'expired' });
        expect(await b.forms.purgeUnconfirmed(5000)).toEqual({ submissions: 1, files: [] });
        expect(await a.forms.heldSubmission('h2', 5000)).toBeUndefined();

        await a.forms.keepFormReturn('r1', '{"kind":"cv"}', 10_000, 1000, 2);
        await a.forms.keepFormReturn('r2', '{"kind":"offer"}', 11_000, 1000, 2);
        await a.forms.keepFormReturn('r3', '{"kind":"unsubscribe"}', 12_000, 1000, 2);
        const taken = await Promise.all([
          b.forms.takeFormReturn('r2', 2000),
          a.forms.takeFormReturn('r2', 2000),
        ]);
        expect(taken.filter((record) => record !== undefined)).toEqual(['{"kind":"offer"}']);
        expect(await b.forms.takeFormReturn('r1', 2000)).toBeUndefined();
        expect(await b.forms.takeFormReturn('r3', 13_000)).toBeUndefined();
      });

      it('give a held visit its slot’s place only when confirmed, and confirm none the slot no longer has room for', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        const slotStart = 90_000;
        const booking = { propertyId: 7, slotStart, capacity: 2 };
        const lead = { ...mail, subject: 'Visit' };
        const hold = (id: string, tokenHash: string) =>
          a.forms.saveSubmission(submission(id), [], {
            booking,
            held: { tokenHash, expiresAt: 60_000, emails: [lead] },
          });
        // Three held posts for two places: none of them takes one, so a genuine booking still gets in.
        for (const [id, hash] of [
          ['held-1', 'v1'],
          ['held-2', 'v2'],
          ['held-3', 'v3'],
        ] as const)
          expect(await hold(id, hash)).toBe('stored');
        expect(await b.forms.bookings(7)).toEqual([]);
        expect(await b.forms.saveSubmission(submission('genuine'), [lead], { booking })).toBe('stored');
        expect(await a.forms.bookings(7)).toEqual([slotStart]);
        // The last place goes to whichever confirms first, even on two processes at once.
        const raced = await Promise.all([
          a.forms.confirmHeldSubmission('v1', 3000),
          b.forms.confirmHeldSubmission('v2', 3000),
        ]);
        expect(raced.map((outcome) => outcome?.outcome).sort()).toEqual(['confirmed', 'slotFull']);
        expect(await a.forms.bookings(7)).toEqual([slotStart, slotStart]);
        // Only the e-mails of the genuine booking and of the one confirmed were queued.
        expect(await a.forms.pendingEmails()).toBe(2);
        // The refused post is gone: its link no longer confirms anything.
        const refused = raced[0]?.outcome === 'slotFull' ? 'v1' : 'v2';
        expect(await b.forms.heldSubmission(refused, 3000)).toBeUndefined();
        expect(await a.forms.confirmHeldSubmission(refused, 3000)).toBeUndefined();
        // A full slot refuses a new held post at once, as it refuses a genuine one.
        expect(await hold('held-4', 'v4')).toBe('slotFull');

        // A slot that began before its visitor confirmed books nothing, however many places are left.
        const later = { propertyId: 8, slotStart: 20_000, capacity: 5 };
        await a.forms.saveSubmission(submission('held-5'), [], {
          booking: later,
          held: { tokenHash: 'v5', expiresAt: 60_000, emails: [lead] },
        });
        expect(await b.forms.confirmHeldSubmission('v5', 20_000)).toMatchObject({
          outcome: 'slotPast',
          kind: 'contact-appointment',
          locale: 'fr',
        });
        expect(await a.forms.bookings(8)).toEqual([]);
        expect(await a.forms.pendingEmails()).toBe(2);
      });

      it('share sessions: one made in one is valid in the other, and a logout in one ends it in both', async () => {
        const open = await database();
        const [a, b] = [open(), open()];
        await a.owners.startSession('s', 1, t0, mail);
        expect(await b.owners.sessionOwner('s', t0 + minute, sessionLimits)).toBe(1);
        await b.owners.endSession('s');
        expect(await a.owners.sessionOwner('s', t0 + 2 * minute, sessionLimits)).toBeUndefined();
      });
    });
  });
}

storeContract('SQLite', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'store-contract-')), 'site.db');
  return { open: () => ({ forms: openSqliteFormStore(path), owners: openSqliteOwnerStore(path) }) };
});

let cluster: PostgresCluster | undefined;
describe.skipIf(postgresMissing)('PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.stop());
  storeContract('PostgreSQL', async () => {
    if (cluster === undefined) throw new Error('No cluster');
    const url = await cluster.createDatabase();
    return { open: () => ({ forms: openPostgresFormStore(url), owners: openPostgresOwnerStore(url) }) };
  });
  it('fails only the post it cannot store, not the posts that arrive with it', async () => {
    if (cluster === undefined) throw new Error('No cluster');
    const forms = openPostgresFormStore(await cluster.createDatabase());
    try {
      const post = (id: string, email: string) =>
        forms.attemptSubmission({
          limits: [],
          save: { submission: { ...submission(id), email }, emails: [mail] },
          now: 1000,
        });
      // PostgreSQL's text cannot hold the NUL character.
      const outcomes = await Promise.allSettled([
        post('before', 'anna@example.be'),
        post('nul', 'anna\u0000@example.be'),
        post('after', 'anna@example.be'),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await forms.pendingEmails()).toBe(2);
    } finally {
      forms.close();
    }
  });
});
if (postgresMissing) {
  describe('PostgreSQL store contract', () => {
    it.skip(postgresInstallHint, () => undefined);
  });
}
