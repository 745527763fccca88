// How the owner portal names a visitor who enquired about a property. The first name is whatever the
// visitor typed (up to 100 characters, links included), and the owner reads it in the portal and may
// copy it into an e-mail: it is shown as plain words, never as something a browser or a mail reader
// would turn into a link, and short enough to read as a name.
import { plainName } from '../forms/visitor-text';

/** The longest visitor name the portal shows, in characters, the initial and the ellipsis included. */
export const portalNameMax = 40;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * "Camille D.": the visitor's first name and the initial of their last name, as the owner portal shows
 * them. Only letters, spaces, hyphens and apostrophes are kept (plainName): a scheme's colon, a host's
 * dots, an "@" or a "www." become spaces, so "Jan https://evil.example" reads "Jan https evil example",
 * which no mail reader or browser auto-links, where escaping alone would leave a link one copy away.
 * A longer name is cut to `max` characters with an ellipsis, so that it cannot pass for a message.
 */
export function portalVisitorName(firstName: unknown, lastName: unknown, max = portalNameMax): string {
  const first = typeof firstName === 'string' ? plainName(firstName, Number.POSITIVE_INFINITY) : '';
  const last = typeof lastName === 'string' ? plainName(lastName) : '';
  const initialLetter = graphemes.segment(last)[Symbol.iterator]().next().value?.segment;
  const initial = initialLetter === undefined ? '' : `${initialLetter.toLocaleUpperCase('en')}.`;
  const room = initial === '' ? max : max - initial.length - 1;
  const letters = [...graphemes.segment(first)].map(({ segment }) => segment);
  const shown =
    letters.length <= room
      ? first
      : `${letters
          .slice(0, Math.max(room - 1, 0))
          .join('')
          .replace(/[\s'’-]+$/u, '')}…`;
  return [shown, initial].filter((part) => part !== '' && part !== '…').join(' ');
}
