// The owner session's cookie and what the request says about its transport. Behind our own proxy
// (TRUST_PROXY=1) the proxy's X-Forwarded-Proto is believed; otherwise a client could claim https just
// by sending the header. (The client's address, read the same way, is request-origin.ts's clientAddress.)
import { parseCookie } from 'cookie';

/** The cookie's name over plain http (development, tests). */
export const plainSessionCookie = 'owner_session';
/** The cookie's name over https: the __Host- prefix makes browsers insist on Secure, Path=/ and no Domain. */
export const secureSessionCookie = '__Host-owner_session';

/** Whether the request reached us over https. */
export function isHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto') ?? '';
  return forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The session token the request's cookie carries, if any. */
export function readSessionToken(request: Request, https: boolean): string | undefined {
  const name = https ? secureSessionCookie : plainSessionCookie;
  const value = parseCookie(request.headers.get('cookie') ?? '')[name];
  return value !== undefined && /^[\w-]{20,100}$/.test(value) ? value : undefined;
}

/** The Set-Cookie header of a new session. */
export function sessionCookie(token: string, https: boolean, maxAgeSeconds: number): string {
  const name = https ? secureSessionCookie : plainSessionCookie;
  const secure = https ? '; Secure' : '';
  return `${name}=${token}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedSessionCookie(https: boolean): string {
  return sessionCookie('', https, 0);
}
