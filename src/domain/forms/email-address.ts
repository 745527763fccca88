// Which e-mail addresses a form accepts: what mail systems accept, not a stricter pattern. RFC 5321
// sets the lengths (a local part of at most 64 octets, a domain of at most 255, an address of at most
// 254 characters as it travels); RFC 5322's dot-atom sets the characters of the local part (an
// apostrophe, as in o'brien, is one of them); RFC 6531 allows UTF-8 in it (ü@exämple.be); and a
// domain may be internationalised (exämple.be, or its xn-- form), checked in its ASCII form.
// No quoted local parts or address literals: no agency's visitor types one, and mail software
// handles them badly. No invisible or formatting character either (a soft hyphen, a zero-width space,
// a no-break space, a bidi control): nobody types one on purpose, and each respells an address that
// reaches the same inbox (ex\u00ADample.net is example.net to IDNA) or, sent as typed, lets a mail
// library read the text before a space as a display name ("parcel held call us" <victim@...>).

/** The longest local part, in octets (RFC 5321 4.5.3.1.1). */
export const maxLocalPartOctets = 64;
/** The longest address, in characters (RFC 5321's 256-octet path less its angle brackets). */
export const maxAddressLength = 254;

// atext of RFC 5322, plus any non-ASCII character (RFC 6531).
const localPart =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+)*$/u;
// One ASCII label: letters, digits and hyphens, not at either end, at most 63.
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

// Controls, formats (soft hyphen, zero-width and bidi characters), surrogates, private-use and unassigned
// code points, every separator (no-break space included), and what Unicode says to show as nothing
// (variation selectors, the Hangul fillers).
const invisible = /[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** Whether an address holds a character that is invisible, a space or a formatting control. */
export function hasInvisibleCharacters(address: string): boolean {
  return invisible.test(address);
}

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
  if (address.length > maxAddressLength || hasInvisibleCharacters(address)) return false;
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
 * The one spelling of an address that the site counts, stores and sends to, or undefined when it holds
 * an invisible character or is not deliverable (isDeliverableEmail) once normalised. NFKC first, so that full-width and other
 * compatibility forms (\uFF45xample.net, a \uFE6B small @) become what they stand for and are checked
 * as such; the domain in its IDNA ASCII (xn--) form, which is lower case; and the local part lower-cased.
 * RFC 5321 lets a receiving system tell Anna@ from anna@, but calls relying on it a harm to
 * interoperability, and no mail provider a visitor uses does: lower case is counted as one inbox, and
 * sent to as well, because the site has always stored and looked up addresses in lower case
 * (subscriptions, erasure, the owner portal), and one value for counting, storing and sending leaves no
 * consumer to pick the wrong one.
 */
export function normalizedEmail(typed: string): string | undefined {
  if (hasInvisibleCharacters(typed)) return undefined;
  const folded = typed.normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at <= 0) return undefined;
  // Lower-casing may leave a string that is not NFKC (a capital with a dot above): normalised again.
  const local = folded.slice(0, at).toLowerCase().normalize('NFKC');
  const domain = asciiDomain(folded.slice(at + 1));
  if (domain === undefined) return undefined;
  const address = `${local}@${domain}`;
  return isDeliverableEmail(address) ? address : undefined;
}

// Providers that ignore the dots of a local part: j.a.n@ and jan@ are one Gmail inbox.
const dotlessDomains: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The inbox a normalised address (normalizedEmail) reaches, for per-inbox limits: without a "+tag"
 * (jan+1@ and jan+2@ reach jan@ at nearly every provider), and for Gmail without the dots of the local
 * part. Only counted, never sent to.
 */
export function inboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = dotlessDomains[domain];
  return dotless === undefined ? `${local}@${domain}` : `${local.replaceAll('.', '')}@${dotless}`;
}

/**
 * An address cut before its last @, for a narrow column: the local part, then "@domain", which is shown
 * unbroken, so that a line breaks only between the two. Without an @, the whole address and ''.
 */
export function splitAtDomain(address: string): readonly [string, string] {
  const at = address.lastIndexOf('@');
  return at <= 0 ? [address, ''] : [address.slice(0, at), address.slice(at)];
}
