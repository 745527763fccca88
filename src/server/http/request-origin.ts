// Cross-site request refusal for every state-changing route: the browser says where a request comes
// from (Sec-Fetch-Site, Origin, Referer) and only the site's own pages may post.
import { addressKey } from '../../domain/forms/address-key';

/** What the refusal reads of a request: its address and headers (a Web Request, or a plain view of one). */
export interface RequestHeaders {
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

/** Whether a request was made by a page of the same origin (or by no browser page at all, such as curl). */
export function isSameOrigin(request: RequestHeaders): boolean {
  const own = new URL(request.url);
  const host = request.headers.get('host') ?? own.host;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== 'null' && hostOf(origin) === host;
  const referer = request.headers.get('referer');
  if (referer !== null) return hostOf(referer) === host;
  return true;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * The client's address as every rate limit, throttle and view count keys it: the socket's, or behind
 * our own proxy (TRUST_PROXY) the last X-Forwarded-For hop, the one the proxy added; an IPv6 address
 * as its /64, which one client holds whole (addressKey).
 */
export function clientAddress(
  request: Pick<RequestHeaders, 'headers'>,
  socketAddress: string,
  trustProxy: boolean,
): string {
  if (!trustProxy) return addressKey(socketAddress);
  // The last entry is the one our proxy appended; earlier ones are whatever the client sent.
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return addressKey(hops.at(-1) ?? socketAddress);
}
