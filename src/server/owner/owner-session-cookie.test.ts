import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, isHttps, readSessionToken, sessionCookie } from './owner-session-cookie';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const token = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC';

describe('owner session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Path=/ over http, named owner_session', () => {
    expect(sessionCookie(token, false, 43_200)).toBe(
      `owner_session=${token}; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('is Secure with the __Host- prefix over https', () => {
    expect(sessionCookie(token, true, 60)).toBe(
      `__Host-owner_session=${token}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(clearedSessionCookie(true)).toMatch(/^__Host-owner_session=; Max-Age=0; .*Secure$/);
  });

  it('believes X-Forwarded-Proto only behind our own proxy', () => {
    const proxied = request('http://127.0.0.1/api/owner/me', { 'x-forwarded-proto': 'https' });
    expect(isHttps(proxied, false)).toBe(false);
    expect(isHttps(proxied, true)).toBe(true);
    expect(isHttps(request('https://www.example.be/api/owner/me'), false)).toBe(true);
  });

  it("reads the cookie of the request's scheme, and nothing malformed", () => {
    const both = { cookie: `consent=all; owner_session=${token}; __Host-owner_session=${token}x` };
    expect(readSessionToken(request('http://a.be/', both), false)).toBe(token);
    expect(readSessionToken(request('http://a.be/', both), true)).toBe(`${token}x`);
    expect(readSessionToken(request('http://a.be/', { cookie: 'owner_session=<script>' }), false)).toBe(
      undefined,
    );
    expect(readSessionToken(request('http://a.be/'), false)).toBe(undefined);
  });
});
