// The price text of a listing as every page, index and e-mail shows it: the amount with its unit in the
// agency's or our words, "price on request" when the agency does not publish it (PublishPrice false), or
// the status of a closed deal ("Sold"), whose price is not advertised.

import type { Locale } from '../../i18n/locales';
import { type PriceWords, type PublishedPriceListing, priceLabel, publishedPrice } from '../values/money';
import { agencyWord, type TextPerLanguage } from './agency-words';
import { isSoldOrRented, statusFromMarquee } from './status';

/** The fields of a listing its price text reads; a Property of the model fits it. */
export interface PriceTextListing extends PublishedPriceListing {
  readonly PriceUnit: number;
  readonly Goal: number;
  /** The agency's word for the unit, per language (PriceUnitText). */
  readonly PriceUnitText?: TextPerLanguage | undefined;
  /** The agency's word for the status, per language (MarqueeName), in place of ours. */
  readonly MarqueeName?: TextPerLanguage | undefined;
}

/** The price words in the page's language, with "price on request" and the statuses of a closed deal. */
export interface ListingPriceWords extends PriceWords {
  readonly onRequest: string;
  readonly sold: string;
  readonly rented: string;
}

/**
 * The listing's price in the page's language: the label ("€ 950 per month"), "price on request", or
 * the status of a closed deal ("Sold", or the agency's word for it).
 */
export function listingPriceText(
  listing: PriceTextListing,
  locale: Locale,
  words: ListingPriceWords,
): string {
  if (listing.Marquee !== undefined && isSoldOrRented(listing.Marquee)) {
    const status = statusFromMarquee(listing.Marquee) === 'rented' ? 'rented' : 'sold';
    return agencyWord(listing.MarqueeName, locale) ?? words[status];
  }
  const price = publishedPrice(listing);
  if (price === undefined) return words.onRequest;
  const unitText = agencyWord(listing.PriceUnitText, locale);
  return priceLabel({ price, priceUnit: listing.PriceUnit, goal: listing.Goal, unitText }, words, locale);
}
