// Which e-mail addresses a form accepts: what mail systems accept, not a stricter pattern. RFC 5321
// sets the lengths (a local part of at most 64 octets, a domain of at most 255, an address of at most
// 254 characters as it travels); RFC 5322's dot-atom sets the characters of the local part (an
// apostrophe, as in o'brien, is one of them); RFC 6531 allows UTF-8 in it (ü@exämple.be); and a
// domain may be internationalised (exämple.be, or its xn-- form), checked in its ASCII form.
// No quoted local parts or address literals: no agency's visitor types one, and mail software
// handles them badly.

/** The longest local part, in octets (RFC 5321 4.5.3.1.1). */
export const maxLocalPartOctets = 64;
/** The longest address, in characters (RFC 5321's 256-octet path less its angle brackets). */
export const maxAddressLength = 254;

// atext of RFC 5322, plus any non-ASCII character (RFC 6531).
const localPart =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+)*$/u;
// One ASCII label: letters, digits and hyphens, not at either end, at most 63.
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The ASCII (xn--) form of a domain, or undefined when it is not a valid host name. */
function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[\s/?#@:[\]\\%]/.test(domain)) return undefined;
  try {
    // The WHATWG URL parser applies UTS #46 (IDNA) in browsers and in Node alike.
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

/** Whether an address is one a mail system accepts (after trimming by the caller). */
export function isDeliverableEmail(address: string): boolean {
  if (address.length > maxAddressLength) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (new TextEncoder().encode(local).length > maxLocalPartOctets || !localPart.test(local)) return false;
  const ascii = asciiDomain(domain);
  if (ascii === undefined || ascii.length > 253) return false;
  const labels = ascii.split('.');
  // A bare host (localhost) or a numeric top-level label (an IP address) is no mail domain.
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '')) return false;
  return labels.every((part) => label.test(part));
}

/**
 * An address cut before its last @, for a narrow column: the local part, then "@domain", which is shown
 * unbroken, so that a line breaks only between the two. Without an @, the whole address and ''.
 */
export function splitAtDomain(address: string): readonly [string, string] {
  const at = address.lastIndexOf('@');
  return at <= 0 ? [address, ''] : [address.slice(0, at), address.slice(at)];
}
