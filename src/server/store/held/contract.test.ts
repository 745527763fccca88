// The store contract of held posts and form returns: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { describe, expect, it } from 'vitest';
import { mail, storeContract, submission } from '../store-contract';

storeContract('held posts and form returns', ({ database }) => {
  describe('two processes on one database', () => {
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
  });
});
