// The store contract of submissions and their idempotency: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { expect, it } from 'vitest';
import { mail, storeContract, submission } from '../store-contract';

storeContract('submissions and their idempotency', ({ one }) => {
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
    // A later limit is counted only when the earlier ones allow.
    const friend = [...limits, { key: 'friend:ip', windowMs: 60_000, limit: 1 }];
    expect(await forms.attemptSubmission({ limits: friend, now: 1600 })).toMatchObject({
      type: 'limited',
      key: 'form:ip',
    });
    expect(await forms.rateLimit('friend:ip', 1700, 60_000, 1)).toEqual({ allowed: true });
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
});

storeContract('submissions of two processes on one database', ({ database }) => {
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
});
