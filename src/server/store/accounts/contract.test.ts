// The store contract of owner accounts and sessions: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { describe, expect, it } from 'vitest';
import { mail, minute, sessionLimits, storeContract, t0 } from '../store-contract';

storeContract('owner accounts and sessions', ({ database, one }) => {
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

  describe('two processes on one database', () => {
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
