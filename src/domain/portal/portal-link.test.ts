// Unit tests of the owner portal's e-mail links: which view they open and with which token.
import { describe, expect, it } from 'vitest';
import { readPasswordLink } from './portal-link';

describe('readPasswordLink', () => {
  it('reads a reset and an invitation link', () => {
    expect(readPasswordLink('#reset=abc-123_X')).toEqual({ mode: 'reset', token: 'abc-123_X' });
    expect(readPasswordLink('#invite=Zz9')).toEqual({ mode: 'invite', token: 'Zz9' });
    expect(readPasswordLink('invite=Zz9')).toEqual({ mode: 'invite', token: 'Zz9' });
  });

  it('decodes an escaped token', () => {
    expect(readPasswordLink('#reset=a%2Bb')).toEqual({ mode: 'reset', token: 'a+b' });
  });

  it('ignores other fragments, empty tokens and broken escapes', () => {
    for (const hash of [
      '',
      '#',
      '#main',
      '#reset=',
      '#reset',
      '#login=abc',
      '#reset=a&b=c',
      '#reset=%E0%A4%A',
    ]) {
      expect(readPasswordLink(hash)).toBeUndefined();
    }
  });
});
