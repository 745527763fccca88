import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address whole: each counts alone', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.6')).not.toBe(addressKey('203.0.113.5'));
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:0000:0000:0000:0002',
      '2001:db8:aa:bb:1234::',
      '[2001:db8:aa:bb::9]',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('takes an IPv4-mapped IPv6 address, dotted or in hex, as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
    // Other embeddings are IPv6 networks of their own.
    expect(addressKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address as its own key', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
    expect(addressKey('2001:db8::g')).toBe('2001:db8::g');
  });
});
