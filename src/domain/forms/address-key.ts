// The unit a per-address limit counts: the network a client can change addresses within for free.
// An IPv6 customer gets a whole /64 (often a /56 or /48), and picks any address of it at will, so an
// IPv6 address counts as its /64. An IPv4 address is scarce and counts alone (/32); an IPv4-mapped
// IPv6 address (::ffff:a.b.c.d, what a dual-stack socket reports) is that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The sixteen bits of each of an IPv6 address's eight groups, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase();
  // A trailing dotted quad (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad !== null) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) =>
    side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a per-address limit counts a client under: an IPv4 address itself, an IPv6 address's /64
 * ("2001:db8:1:2::/64"), an IPv4-mapped IPv6 address as its IPv4 address. Anything else (a socket
 * without an address: "unknown") is its own key, unchanged.
 */
export function addressKey(address: string): string {
  // A zone (fe80::1%eth0) and the brackets of a URL's host are not part of the address.
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups === undefined) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
