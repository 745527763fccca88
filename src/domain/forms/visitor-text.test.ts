import { describe, expect, it } from 'vitest';
import { containsLink, plainFullName, plainName, plainNameMax } from './visitor-text';

describe('plainName', () => {
  it('keeps names as people write them, in any script', () => {
    expect(plainName('Anna-Maria')).toBe('Anna-Maria');
    expect(plainName("D'Hondt")).toBe("D'Hondt");
    expect(plainName('  Van   der  Berghe ')).toBe('Van der Berghe');
    expect(plainName('Zoë Müller-Lüdenscheidt')).toBe('Zoë Müller-Lüdenscheidt');
    expect(plainName('Łukasz Żółć')).toBe('Łukasz Żółć');
  });

  it('turns links, digits, punctuation and line breaks into spaces', () => {
    expect(plainName('Jan https://evil.example/login')).toBe('Jan https evil example login');
    expect(plainName('Jan\n\nYour account is blocked: call 0470 12 34 56!')).toBe(
      'Jan Your account is blocked call',
    );
    expect(plainName('<b>Jan</b>')).toBe('b Jan b');
    expect(plainName('-- Jan --')).toBe('Jan');
    expect(plainName('12345')).toBe('');
  });

  it('limits the length, at a word when it can', () => {
    const long = 'Urgent message from your bank please log in now to keep your account';
    const name = plainName(long);
    expect(name.length).toBeLessThanOrEqual(plainNameMax);
    expect(long.startsWith(name)).toBe(true);
    expect(long[name.length]).toBe(' ');
    expect(plainName('A'.repeat(200))).toBe('A'.repeat(plainNameMax));
  });

  it('joins a plain first and last name', () => {
    expect(plainFullName('Anna', 'Peeters')).toBe('Anna Peeters');
    expect(plainFullName('42', 'Peeters')).toBe('Peeters');
    expect(plainFullName(undefined, undefined)).toBe('');
  });
});

describe('containsLink', () => {
  it.each([
    'see https://evil.example',
    'HTTP://EVIL.EXAMPLE',
    'go to www.evil.example',
    'evil.example/login',
    'bit.ly/abc',
    'write to me@mail.com',
    'evil[.]com',
    'evil (dot) com',
    'mailto:me',
    'javascript:alert(1)',
    'ｅｖｉｌ．ｃｏｍ',
  ])('finds a link however it is written: %s', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Kijk op evil . com voor meer',
    'evil .com',
    'evil. com/promo',
    'EVIL . COM',
    'evil . net',
    'evil dot com',
    'evil punt be',
    'evil。com',
    'evil\uFF0Ecom',
    'evil\uFF61com',
    'evil \u3002 com',
    'evil\u200B.com',
    'ev\u00ADil.c\u200Dom',
    'evil.рф',
    'evil.xn--p1ai',
    '203.0.113.7/promo',
    'ga naar 203.0.113.7',
    '203.0.113.7:8080',
    '２０３．０．１１３．７',
  ])(
    'finds a host written with spaced dots, other full stops, invisible characters or as an IP address: %s',
    (text) => {
      expect(containsLink(text)).toBe(true);
    },
  );

  it.each([
    'Look at this house, it is perfect for you. Call me tonight!',
    'Price 350.000 euros, e.g. a bargain: 2.5 km from the station.',
    'Zie je dit? Mooi huis...',
    'Tot straks. Com binnen wanneer je wil.',
    'Mooi huis. de tuin is groot. net wat je zocht. be quick!',
    'Prix : 350 000 €. Net vendeur. Frais en sus.',
    'Prijs 1.250.000 euro, 4 slaapkamers, 2.5 km van het station.',
    'Versie 1.2 van het plan, kamer 3.4 en 10.5 m².',
    'Zum Beispiel z.B. ein Garten, d.h. viel Platz. Com ist kein Wort.',
    'Il y a un point commun : le jardin.',
  ])('lets an ordinary sentence through: %s', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
