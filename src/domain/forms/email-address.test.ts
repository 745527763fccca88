import { describe, expect, it } from 'vitest';
import {
  hasInvisibleCharacters,
  inboxOf,
  isDeliverableEmail,
  normalizedEmail,
  splitAtDomain,
} from './email-address';

describe('isDeliverableEmail', () => {
  it.each([
    'anna@example.be',
    "o'brien@example.be",
    'a@xn--exmple-cua.be',
    'ü@exämple.be',
    'jean-luc.dupont+immo@mail.example.lu',
    `${'a'.repeat(64)}@example.be`,
    'A.B@Example.BE',
  ])('accepts %s, as mail systems do', (address) => {
    expect(isDeliverableEmail(address)).toBe(true);
  });

  it.each([
    `${'a'.repeat(65)}@example.be`,
    // 33 two-octet characters: 33 characters but 66 octets.
    `${'é'.repeat(33)}@example.be`,
    'anna@',
    '@example.be',
    'anna',
    'anna@localhost',
    'anna@192.168.0.1',
    'anna@-example.be',
    'anna@example-.be',
    'anna@exa mple.be',
    'an na@example.be',
    '.anna@example.be',
    'anna.@example.be',
    'an..na@example.be',
    'anna@example..be',
    `anna@${'a'.repeat(64)}.be`,
    `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(3)}${'c'.repeat(20)}.be`,
    '"quoted"@example.be',
    'anna@[192.168.0.1]',
    'anna@example.be/path',
  ])('refuses %s', (address) => {
    expect(isDeliverableEmail(address)).toBe(false);
  });

  // Each reaches target@example.net, or puts the text before the space in the To: header as a name.
  it.each([
    ['a soft hyphen', 'target@ex\u00ADample.net'],
    ['a no-break space', 'x\u00A0target@example.net'],
    ['a zero-width space', 'target@exampl\u200Be.net'],
    ['a zero-width joiner', 'tar\u200Dget@example.net'],
    ['a right-to-left override', 'target\u202E@example.net'],
    ['a byte-order mark', '\uFEFFtarget@example.net'],
    ['an ideographic space', 'target\u3000@example.net'],
    ['a line separator', 'target@example.net\u2028'],
    ['a control character', 'target\u0007@example.net'],
    ['a variation selector', 'target\uFE0F@example.net'],
    ['a Hangul filler', 'target\u3164@example.net'],
  ])('refuses an address with %s', (_name, address) => {
    expect(hasInvisibleCharacters(address)).toBe(true);
    expect(isDeliverableEmail(address)).toBe(false);
    expect(normalizedEmail(address)).toBeUndefined();
  });
});

describe('normalizedEmail', () => {
  it.each([
    ['Target@Example.NET', 'target@example.net'],
    ['target@\uFF45xample.net', 'target@example.net'],
    ['\uFF34arget@example.net', 'target@example.net'],
    ['target\uFF20example.net', 'target@example.net'],
    ['target@example\u3002net', 'target@example.net'],
    ['ü@exämple.be', 'ü@xn--exmple-cua.be'],
    ['Ü@EXÄMPLE.BE', 'ü@xn--exmple-cua.be'],
    ["O'Brien+immo@Example.be", "o'brien+immo@example.be"],
  ])('spells %s as %s', (typed, normal) => {
    expect(normalizedEmail(typed)).toBe(normal);
    expect(normalizedEmail(normal)).toBe(normal);
  });

  it.each([
    'target',
    'target@',
    'target@localhost',
    // A small commercial at becomes an @: the local part would then hold one.
    'victim\uFE6Bexample.net@evil.example',
    `${'a'.repeat(65)}@example.be`,
  ])('refuses %s', (typed) => {
    expect(normalizedEmail(typed)).toBeUndefined();
  });
});

describe('inboxOf', () => {
  it('counts a tagged address, and a Gmail address with dots, as the inbox they reach', () => {
    expect(inboxOf('jan+news@example.be')).toBe('jan@example.be');
    expect(inboxOf('jan@example.be')).toBe('jan@example.be');
    expect(inboxOf('j.a.n+x@googlemail.com')).toBe('jan@gmail.com');
    expect(inboxOf('jan.peeters@example.be')).toBe('jan.peeters@example.be');
    expect(inboxOf('Jan@Example.be')).toBe('jan@example.be');
  });
});

describe('splitAtDomain', () => {
  it('cuts before the last @, the domain keeping it', () => {
    expect(splitAtDomain('sophie.janssens@immo-lumiere.be')).toEqual(['sophie.janssens', '@immo-lumiere.be']);
    expect(splitAtDomain('"a@b"@example.be')).toEqual(['"a@b"', '@example.be']);
    expect(splitAtDomain('no-address')).toEqual(['no-address', '']);
  });
});
