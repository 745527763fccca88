import { describe, expect, it } from 'vitest';
import { hashPassword, scryptParameters, verifyDummyPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('stores a self-describing scrypt hash at the OWASP parameters, salted', async () => {
    const first = await hashPassword('kiwi-Tram-lantaarn-47');
    const second = await hashPassword('kiwi-Tram-lantaarn-47');
    expect(scryptParameters).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(first).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('kiwi');
  });

  it('verifies the right password and refuses another', async () => {
    const hash = await hashPassword('kiwi-Tram-lantaarn-47');
    expect(await verifyPassword('kiwi-Tram-lantaarn-47', hash)).toBe(true);
    expect(await verifyPassword('kiwi-tram-lantaarn-47', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('refuses hashes it cannot read or that ask for absurd work', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('does a real scrypt check for unknown accounts (the dummy costs about what a real check costs)', async () => {
    await verifyDummyPassword('warm-up'); // makes the dummy hash once
    const hash = await hashPassword('kiwi-Tram-lantaarn-47');
    const startReal = performance.now();
    await verifyPassword('wrong-password', hash);
    const real = performance.now() - startReal;
    const startDummy = performance.now();
    expect(await verifyDummyPassword('wrong-password')).toBe(false);
    const dummy = performance.now() - startDummy;
    // Loose: the point is that the dummy runs scrypt at all (a skipped check takes well under 1 ms).
    expect(dummy).toBeGreaterThan(real / 5);
  });
});
