// Euro amounts: display in each language's notation and price labels (typed amounts: typed-whole-number.ts).
import { type Locale, localeTags } from '../../i18n/locales';
import { isSoldOrRented } from '../listing/status';

const euroFormats = new Map<string, Intl.NumberFormat>();

/** The language's euro notation (localeTags), in whole euros or in euros and cents; made once each. */
function euroFormat(locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  let format = euroFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeTags[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    euroFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a euro amount as the language's Belgian readers write it (localeTags): "€ 350.000" in Dutch,
 * "350 000 €" in French, "350.000 €" in German, "€350,000" in English, where a dot would read as a
 * decimal point. Whole euros. The spaces Intl puts between the groups and beside the sign are
 * non-breaking, so an amount never wraps. Anything that is not a finite number or a plain numeric
 * string returns the string 'NaN', so the return type stays `string`.
 */
export function formatPrice(amount: unknown, locale: Locale): string {
  const value = toAmount(amount);
  if (value === undefined) return 'NaN';
  return euroFormat(locale, 0).format(value);
}

function toAmount(amount: unknown): number | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  if (typeof amount === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(amount)) return Number(amount);
  return undefined;
}

/** Unit codes of the export: 0 total price, 1 per month, 7 "starting from". */
export type PriceUnit = 0 | 1 | 7;

/** The localized words a price label needs; the caller translates them. */
export interface PriceWords {
  readonly startingFrom: string;
  readonly perMonth: string;
}

/** An amount in euros and cents, in the notation of formatPrice ("€ 8,79" in Dutch, "8,79 €" in French). */
export function formatEuroCents(amount: number, locale: Locale): string {
  return euroFormat(locale, 2).format(amount);
}

/** What a price label is made of, as found on a listing. */
export interface PricedListing {
  readonly price: number;
  readonly priceUnit: number;
  readonly goal: number;
  /** The agency's own word for the unit in the page's language (PriceUnitText), in place of ours. */
  readonly unitText?: string | undefined;
}

/**
 * The price as shown on a card or detail page: "starting from € 350.000" for unit 7, "€ 950 per month"
 * for a rental (goal 1) or a monthly unit; both words when both apply. The agency's word for the unit
 * replaces ours for units 7 and 1 (a total price has no word).
 */
export function priceLabel(
  { price, priceUnit, goal, unitText }: PricedListing,
  words: PriceWords,
  locale: Locale,
): string {
  let label = formatPrice(price, locale);
  if (priceUnit === 7) label = `${unitText ?? words.startingFrom} ${label}`;
  if (priceUnit === 1) label = `${label} ${unitText ?? words.perMonth}`;
  else if (goal === 1) label = `${label} ${words.perMonth}`;
  return label;
}

/** The fields of a listing that decide whether its price may be shown. */
export interface PublishedPriceListing {
  readonly Price: number;
  /** false: the agency gives the price on request only. */
  readonly PublishPrice?: boolean | undefined;
  /** The CRM's status code: a sold or rented listing's price is a closed deal's. */
  readonly Marquee?: number | undefined;
}

/**
 * The listing's price when the agency publishes it, else undefined: a price kept for enquiries, and the
 * price of a closed deal (sold or rented, which the cards show as their status), are unknown to every
 * page, the structured data, the search index and e-mails (never shown, never read as 0).
 */
export function publishedPrice(listing: PublishedPriceListing): number | undefined {
  if (listing.Marquee !== undefined && isSoldOrRented(listing.Marquee)) return undefined;
  return listing.PublishPrice === false ? undefined : listing.Price;
}
