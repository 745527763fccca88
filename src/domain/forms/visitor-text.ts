// What a visitor typed may reach an e-mail sent to an address typed into a form only in two shapes:
// a plain name (so a form cannot turn the agency's address into a relay for someone else's words), and
// send-to-friend's short personal message, which must hold no link.

/** The longest name part (a first or a last name) an e-mail carries, in characters. */
export const plainNameMax = 40;

/** The longest personal message send-to-friend takes, in characters. */
export const friendMessageMax = 300;

/**
 * A name as an e-mail may carry it: letters of any script, spaces, hyphens and apostrophes, at most
 * `max` characters (cut at a word when it can). Anything else (digits, dots, slashes, line breaks, a
 * link) becomes a space. Empty when no letter is left.
 */
export function plainName(text: string, max = plainNameMax): string {
  const words = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}'’ -]+/gu, ' ')
    // A run of joiners ("--", "'-'") is punctuation, not part of a name.
    .replace(/[-'’]{2,}/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^[-'’]+|[-'’]+$/g, ''))
    .filter((word) => /\p{L}/u.test(word));
  let name = '';
  for (const word of words) {
    const longer = name === '' ? word : `${name} ${word}`;
    if (longer.length > max) {
      // A first word longer than the limit is cut; later words are dropped whole.
      if (name === '') name = word.slice(0, max).replace(/[-'’]+$/, '');
      break;
    }
    name = longer;
  }
  return name;
}

/** A person's plain first and last name together ("Anna Peeters"), or empty when neither has letters. */
export function plainFullName(firstName: unknown, lastName: unknown): string {
  const part = (value: unknown) => (typeof value === 'string' ? plainName(value) : '');
  return [part(firstName), part(lastName)].filter(Boolean).join(' ');
}

// A link is what a mail reader would make clickable or a reader could type into an address bar. The
// text is first folded as a reader's eye folds it: NFKC (full-width letters and dots, "ｅｖｉｌ．ｃｏｍ"), every
// other full stop a keyboard offers ("evil。com", "evil｡com", "evil․com") read as a dot, and invisible
// characters (a zero-width space, a soft hyphen) removed. Then a link is:
// - a scheme ("https:", "mailto:", "javascript:"), or "www.";
// - a host name: labels joined by dots ending in a top-level domain of letters ("evil.example",
//   "bit.ly/x", "name@mail.com"), a dot also written "[.]", "(dot)";
// - a known top-level domain after a dot with a space before it ("evil . com", "evil .com"), or after a
//   word "dot" ("evil dot com", "evil punt com"): prose puts no space before its full stops;
// - a known top-level domain in lower case after a full stop and a space ("evil. com"): a sentence
//   starts with a capital ("Tot straks. Com binnen" passes), and the domains that are also words of the
//   site's languages (de, net, be, me...) count only in the two forms above;
// - an IPv4 address ("203.0.113.7/promo").
// A dot followed by a space ends a sentence, so "Nice. Call me" passes, and so do "e.g.", "2.5" and a
// price "1.250.000".
// Top-level domains spammers use, and this region's, that are no word of Dutch, French, English or German.
const wordlessDomains =
  'com|org|info|biz|io|ru|su|cn|uk|eu|nl|fr|lu|ly|cc|tk|ml|ga|cf|gq|pw|ws|xyz|top|icu|vip|club|online|site|website|shop|store|click|link|live|app|xn--[a-z0-9-]+';
// Those that are also words ("de tuin", "net terug", "be there", "call me"), counted only where prose
// never puts them: after a spaced dot or a written "dot".
const wordDomains = `${wordlessDomains}|net|be|de|me|co|us|ch|at|it|es|tv|ai`;
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const linkPatterns = [
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|javascript|data|tel|sms|file):/i,
  /\bwww\s*\./i,
  /[\p{L}\p{N}_-]+(?:(?:\.|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*)[\p{L}\p{N}_-]+)*(?:\.|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*)\p{L}{2,24}(?![\p{L}\p{N}])/iu,
  new RegExp(
    `[\\p{L}\\p{N}_-](?:\\s+\\.(?!\\.)\\s*|\\s+(?:dot|punt|point|punkt)\\s+)(?:${wordDomains})(?![\\p{L}\\p{N}])`,
    'iu',
  ),
  new RegExp(`[\\p{L}\\p{N}_-]\\.\\s+(?:${wordlessDomains})(?![\\p{L}\\p{N}])`, 'u'),
  new RegExp(`(?<![\\d.])${octet}(?:\\.${octet}){3}(?![\\d]|\\.\\d)`),
];

// Full stops other than "." that a reader reads as a dot in an address (NFKC leaves these).
const otherFullStops = /[\u3002\u06D4\u0701\u0702\u2E3C\uFE12\uFF61]/g;
// Characters that show as nothing: removed, so "evil\u200B.com" reads as the "evil.com" it shows.
const invisibles = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether a text holds something a mail reader would show as a link, or a reader could type as one. */
export function containsLink(text: string): boolean {
  const folded = text.normalize('NFKC').replace(otherFullStops, '.').replace(invisibles, '');
  return linkPatterns.some((pattern) => pattern.test(folded));
}
