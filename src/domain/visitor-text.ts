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

// A scheme ("https:", "mailto:", "javascript:"), "www.", or a host name: labels joined by dots ending in
// a top-level domain of letters ("evil.example", "bit.ly/x", "name@mail.com", "evil[.]com"). A dot
// followed by a space ends a sentence, so "Nice. Call me" passes, and so do "e.g." and "2.5".
const linkPatterns = [
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|javascript|data|tel|sms|file):/i,
  /\bwww\s*\./i,
  /[\p{L}\p{N}_-]+(?:(?:\.|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*)[\p{L}\p{N}_-]+)*(?:\.|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*)[a-z]{2,24}\b/iu,
];

/** Whether a text holds something a mail reader would show as a link, or a reader could type as one. */
export function containsLink(text: string): boolean {
  const folded = text.normalize('NFKC');
  return linkPatterns.some((pattern) => pattern.test(folded));
}
