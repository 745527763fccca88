import { describe, expect, it } from 'vitest';
import {
  heldLinkPath,
  heldRecipientKey,
  heldTokenHash,
  heldTokenPattern,
  newHeldToken,
} from './held-submissions';

describe('held submissions', () => {
  it('makes random tokens of the expected shape, stored only by their hash', () => {
    const first = newHeldToken();
    const second = newHeldToken();
    expect(first.token).toMatch(heldTokenPattern);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).toBe(heldTokenHash(first.token));
    expect(first.tokenHash).not.toContain(first.token);
    expect(heldLinkPath(first.token)).toBe(`/api/forms/held/${first.token}`);
  });

  it('counts one inbox once, whatever its case or +tag, without keeping the address', () => {
    const key = heldRecipientKey('Jan@Example.be');
    expect(heldRecipientKey('jan+1@example.be')).toBe(key);
    expect(heldRecipientKey(' jan+news@EXAMPLE.be ')).toBe(key);
    expect(heldRecipientKey('jan@\uFF45xample.be')).toBe(key);
    expect(heldRecipientKey('j.a.n@gmail.com')).toBe(heldRecipientKey('JAN+x@googlemail.com'));
    expect(heldRecipientKey('piet@example.be')).not.toBe(key);
    expect(key).not.toContain('example');
  });
});
