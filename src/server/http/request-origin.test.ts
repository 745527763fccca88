import { describe, expect, it } from 'vitest';
import { clientAddress, isSameOrigin } from './request-origin';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('isSameOrigin', () => {
  it("takes the site's own pages and a client without a page, and refuses another site's", () => {
    const url = 'http://www.agency.be/api/forms/site-contact';
    expect(isSameOrigin(request(url, { origin: 'http://www.agency.be' }))).toBe(true);
    expect(isSameOrigin(request(url))).toBe(true);
    expect(isSameOrigin(request(url, { origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(request(url, { 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(request(url, { referer: 'https://evil.example/page' }))).toBe(false);
  });
});

describe('clientAddress', () => {
  it('takes the address our proxy added, and only behind it', () => {
    const proxied = request('http://127.0.0.1/', { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' });
    expect(clientAddress(proxied, '127.0.0.1', false)).toBe('127.0.0.1');
    expect(clientAddress(proxied, '127.0.0.1', true)).toBe('203.0.113.5');
  });

  it('gives an IPv6 client its /64 and an IPv4-mapped one its IPv4 address, from the socket or the proxy', () => {
    const proxied = request('http://127.0.0.1/', { 'x-forwarded-for': '2001:db8:1:2:aaaa::7' });
    expect(clientAddress(proxied, '127.0.0.1', true)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(proxied, '2001:db8:9:9::1', false)).toBe('2001:db8:9:9::/64');
    expect(clientAddress(proxied, '::ffff:203.0.113.5', false)).toBe('203.0.113.5');
  });

  it('keeps the socket address behind the proxy when the header is missing or empty', () => {
    expect(clientAddress(request('http://127.0.0.1/'), '127.0.0.1', true)).toBe('127.0.0.1');
    expect(clientAddress(request('http://127.0.0.1/', { 'x-forwarded-for': ' , ' }), '10.0.0.2', true)).toBe(
      '10.0.0.2',
    );
  });
});
