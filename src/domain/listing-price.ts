// The price text of a listing as every page, index and e-mail shows it: the amount with its unit in the
// agency's or our words, or "price on request" when the agency does not publish it (PublishPrice false).

import type { Locale } from '../i18n/locales';
import { agencyWord, type TextPerLanguage } from './agency-words';
import { type PriceWords, type PublishedPriceListing, priceLabel, publishedPrice } from './money';

/** The fields of a listing its price text reads; a Property of the model fits it. */
export interface PriceTextListing extends PublishedPriceListing {
  readonly PriceUnit: number;
  readonly Goal: number;
  /** The agency's word for the unit, per language (PriceUnitText). */
  readonly PriceUnitText?: TextPerLanguage | undefined;
}

/** The price words in the page's language, with "price on request". */
export interface ListingPriceWords extends PriceWords {
  readonly onRequest: string;
}

/** The listing's price in the page's language: the label ("€ 950 per month"), or "price on request". */
export function listingPriceText(
  listing: PriceTextListing,
  locale: Locale,
  words: ListingPriceWords,
): string {
  const price = publishedPrice(listing);
  if (price === undefined) return words.onRequest;
  const unitText = agencyWord(listing.PriceUnitText, locale);
  return priceLabel({ price, priceUnit: listing.PriceUnit, goal: listing.Goal, unitText }, words, locale);
}
