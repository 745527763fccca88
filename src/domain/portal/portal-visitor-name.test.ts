// The visitor's name as the owner portal lists it: plain words, short, never a link.
import { describe, expect, it } from 'vitest';
import { containsLink } from '../forms/visitor-text';
import { portalNameMax, portalVisitorName } from './portal-visitor-name';

describe('portalVisitorName', () => {
  it('keeps the first name and the initial of the last name only', () => {
    expect(portalVisitorName(' Camille ', 'dubois')).toBe('Camille D.');
    expect(portalVisitorName('Émile', 'Ørsted')).toBe('Émile Ø.');
    expect(portalVisitorName('Anna-Maria', "d'Hondt")).toBe('Anna-Maria D.');
    expect(portalVisitorName(undefined, 'Claes')).toBe('C.');
    expect(portalVisitorName(undefined, undefined)).toBe('');
    expect(portalVisitorName(42, ['x'])).toBe('');
  });

  it('shows no link, however the visitor wrote it', () => {
    for (const first of [
      'Jan https://evil.example/login',
      'Jan www.evil.example',
      'evil.example',
      'me@mail.com',
      'evil[.]com',
      'ｅｖｉｌ．ｃｏｍ',
      'javascript:alert(1)',
      'Jan <a href="https://evil.example">click</a>',
    ]) {
      const name = portalVisitorName(first, 'Peeters');
      expect(containsLink(name), `${first} -> ${name}`).toBe(false);
      expect(name.replace(/ P\.$/, ''), first).not.toMatch(/[.:/@<>[\]]/);
    }
    expect(portalVisitorName('Jan https://evil.example/login', 'Peeters')).toBe(
      'Jan https evil example login P.',
    );
  });

  it('cuts a long name with an ellipsis, the initial kept', () => {
    const long = `Urgent ${'A'.repeat(40)} call us now at https://evil.example ${'B'.repeat(40)}`;
    const name = portalVisitorName(long, 'Peeters');
    expect([...name].length).toBeLessThanOrEqual(portalNameMax);
    expect(name).toBe(`Urgent ${'A'.repeat(29)}… P.`);
    expect(portalVisitorName('A'.repeat(100), undefined)).toBe(`${'A'.repeat(portalNameMax - 1)}…`);
    // A cut between words drops the trailing space before the ellipsis.
    expect(portalVisitorName(`${'A'.repeat(35)} Bertrand`, 'Claes')).toBe(`${'A'.repeat(35)}… C.`);
    // Exactly at the limit: nothing is cut.
    expect(portalVisitorName('A'.repeat(portalNameMax - 3), 'Claes')).toBe(
      `${'A'.repeat(portalNameMax - 3)} C.`,
    );
  });

  it('cuts between letters, never inside one', () => {
    // "q́" has no precomposed form: two code points, one letter on screen.
    const name = portalVisitorName('q\u0301'.repeat(60), undefined);
    expect(name).toBe(`${'q\u0301'.repeat(portalNameMax - 1)}…`);
  });
});
