// The description a search result or a shared link shows under a page's title, made from the page's own
// text when the CRM gives none for it: pages left without one all shared the site's description, and a
// description cut at a fixed length ended mid-word ("…met een zonnige tu").

import { plainText } from '../publish/export-html';

/** Search engines show about this many characters of a description. */
export const metaDescriptionMax = 160;

/**
 * A page's description from its text (plain, or HTML: its paragraphs when it has any): all of it when
 * short enough, else its first words up to `max` characters with an ellipsis, never a word cut; '' when
 * the text has no words.
 */
export function metaDescription(textOrHtml: string, max = metaDescriptionMax): string {
  // Paragraphs say what a page is about; its headings and lists, run into one line, read as a jumble
  // ("…for our Brussels office. What you will do Accompany viewings").
  const paragraphs = [...textOrHtml.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)].map(
    (match) => match[1] ?? '',
  );
  const words = plainText(paragraphs.length > 0 ? paragraphs.join(' ') : textOrHtml);
  if (words.length <= max) return words;
  const room = words.slice(0, max);
  const lastSpace = room.lastIndexOf(' ');
  // A first word longer than the room is cut after all, rather than giving nothing.
  const kept = (lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1)).replace(/[\s,;:–-]+$/, '');
  return `${kept}…`;
}
