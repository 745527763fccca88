// The card's static HTML, as the tests that compare the island's card with the prerendered one render it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PropertyCardView, type PropertyCardViewProps } from './PropertyCardView';

/** The HTML of a card drawn with the words an island carries (its strings, plurals and language tag). */
export function islandCardHtml(
  card: PropertyCardViewProps['card'],
  island: Pick<PropertyCardViewProps, 'strings' | 'plurals' | 'tag'>,
): string {
  return cardHtml({ card, strings: island.strings, plurals: island.plurals, tag: island.tag });
}

/** The HTML of a card drawn from its props. */
export function cardHtml(props: PropertyCardViewProps): string {
  return renderToStaticMarkup(createElement(PropertyCardView, props));
}
