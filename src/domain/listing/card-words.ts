// The translated words listingCard needs, read the same way by the cards, the search index and the detail page.

import type { Translate } from '../../i18n/translator';
import type { CardWords } from './listing-card';

/** The price words (with "price on request") and the gone statuses of a card in the translator's language. */
export function cardWords(t: Translate): CardWords {
  return {
    startingFrom: t('property.units.startingFrom'),
    perMonth: t('property.units.perMonth'),
    sold: t('property.ribbons.sold'),
    rented: t('property.ribbons.rented'),
    onRequest: t('property.priceOnRequest'),
  };
}
