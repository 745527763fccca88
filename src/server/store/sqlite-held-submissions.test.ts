// The store's part of a post without the proof of work: held with its e-mails until its link is
// confirmed, delivered once, purged when never confirmed; and the refused posts' page state.
import { describe, expect, it } from 'vitest';
import { openSqliteFormStore } from './sqlite-form-store';

const submission = (id: string, createdAt = 1000) => ({
  id,
  kind: 'contact-me',
  locale: 'de',
  email: 'anna@example.be',
  body: { firstName: 'Anna' },
  filePath: `/uploads/${id}.pdf`,
  createdAt,
});
const request = { to: 'anna@example.be', subject: 'Bitte bestätigen', text: 'Link' };
const lead = { to: 'leads@example.be', subject: 'Lead', text: 'Anna would like...' };
const receipt = { to: 'anna@example.be', subject: 'Received', text: 'Thanks' };
const held = (tokenHash: string, expiresAt = 50_000) => ({ tokenHash, expiresAt, emails: [lead, receipt] });

describe('held submissions (SQLite)', () => {
  it('queues only the confirmation request until the link is confirmed, then the e-mails exactly once', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [request], { held: held('h1') });
    const asked = await store.claimDueEmails(2000, 10, 1000);
    expect(asked.map((email) => email.subject)).toEqual(['Bitte bestätigen']);
    await store.markEmailsSent(
      asked.map((email) => email.id),
      2000,
    );
    expect(await store.heldSubmission('h1', 2000)).toEqual({
      state: 'pending',
      kind: 'contact-me',
      locale: 'de',
    });
    // Reading is not confirming: a mail scanner's GET changes nothing.
    expect(await store.pendingEmails()).toBe(0);

    const [first, second] = await Promise.all([
      store.confirmHeldSubmission('h1', 3000),
      store.confirmHeldSubmission('h1', 3000),
    ]);
    expect([first?.outcome, second?.outcome].sort()).toEqual(['already', 'confirmed']);
    expect(await store.pendingEmails()).toBe(2);
    expect((await store.claimDueEmails(4000, 10, 1000)).map((email) => email.subject)).toEqual([
      'Lead',
      'Received',
    ]);
    expect(await store.confirmHeldSubmission('h1', 5000)).toEqual({
      outcome: 'already',
      kind: 'contact-me',
      locale: 'de',
    });
    expect(await store.heldSubmission('h1', 99_000)).toMatchObject({ state: 'confirmed' });
    expect(await store.pendingEmails()).toBe(2);
  });

  it('refuses an expired or unknown link, and purges what was never confirmed after its expiry', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [request], { held: held('h1', 10_000) });
    await store.saveSubmission(submission('b'), [request], { held: held('h2', 10_000) });
    await store.confirmHeldSubmission('h2', 5000);
    expect(await store.heldSubmission('h1', 10_000)).toMatchObject({ state: 'expired' });
    expect(await store.confirmHeldSubmission('h1', 10_000)).toMatchObject({ outcome: 'expired' });
    expect(await store.confirmHeldSubmission('nope', 5000)).toBeUndefined();
    expect(await store.heldSubmission('nope', 5000)).toBeUndefined();
    expect(await store.purgeUnconfirmed(9_999)).toEqual({ submissions: 0, files: [] });
    expect(await store.purgeUnconfirmed(10_000)).toEqual({ submissions: 1, files: ['/uploads/a.pdf'] });
    expect(await store.heldSubmission('h1', 10_000)).toBeUndefined();
    // The confirmed one stays, with its e-mails; its submission follows the normal retention.
    expect(await store.heldSubmission('h2', 10_000)).toMatchObject({ state: 'confirmed' });
    expect(await store.saveSubmission(submission('a'), [request])).toBe('stored');
  });

  it('erases a held post with its person, and purges it with the old submissions', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.saveSubmission(submission('a'), [request], { held: held('h1') });
    await store.eraseEmail('anna@example.be');
    expect(await store.heldSubmission('h1', 2000)).toBeUndefined();
    await store.saveSubmission(submission('b'), [request], { held: held('h2') });
    await store.purgeOlderThan(2000);
    expect(await store.heldSubmission('h2', 2000)).toBeUndefined();
  });
});

describe('form returns (SQLite)', () => {
  it('hands a kept state out once, never after its expiry, and keeps at most the limit', async () => {
    const store = openSqliteFormStore(':memory:');
    await store.keepFormReturn('t1', '{"a":1}', 5000, 1000, 3);
    expect(await store.takeFormReturn('t1', 2000)).toBe('{"a":1}');
    expect(await store.takeFormReturn('t1', 2000)).toBeUndefined();
    await store.keepFormReturn('t2', '{}', 5000, 1000, 3);
    expect(await store.takeFormReturn('t2', 5000)).toBeUndefined();
    for (const [index, token] of ['o1', 'o2', 'o3', 'o4'].entries())
      await store.keepFormReturn(token, token, 6000 + index, 1000 + index, 3);
    expect(await store.takeFormReturn('o1', 2000)).toBeUndefined();
    expect(await store.takeFormReturn('o4', 2000)).toBe('o4');
    expect(await store.takeFormReturn('o2', 2000)).toBe('o2');
  });
});
