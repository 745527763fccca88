import { describe, expect, it } from 'vitest';
import { isDeliverableEmail, splitAtDomain } from './email-address';

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
});

describe('splitAtDomain', () => {
  it('cuts before the last @, the domain keeping it', () => {
    expect(splitAtDomain('sophie.janssens@immo-lumiere.be')).toEqual(['sophie.janssens', '@immo-lumiere.be']);
    expect(splitAtDomain('"a@b"@example.be')).toEqual(['"a@b"', '@example.be']);
    expect(splitAtDomain('no-address')).toEqual(['no-address', '']);
  });
});
