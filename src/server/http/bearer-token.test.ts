import { describe, expect, it } from 'vitest';
import { bearerAccess } from './bearer-token';

const token = 'a'.repeat(32);

describe('bearerAccess', () => {
  it('is closed without a token or with one too short to guard anything', () => {
    expect(bearerAccess(`Bearer ${token}`, undefined)).toBe('closed');
    expect(bearerAccess('Bearer short', 'short')).toBe('closed');
  });

  it('grants the token alone', () => {
    expect(bearerAccess(`Bearer ${token}`, token)).toBe('granted');
    expect(bearerAccess(`bearer  ${token}`, token)).toBe('granted');
    expect(bearerAccess(`Bearer ${token}b`, token)).toBe('refused');
    expect(bearerAccess(token, token)).toBe('refused');
    expect(bearerAccess(undefined, token)).toBe('refused');
  });
});
