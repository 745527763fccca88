// What a property card shows: photo, type, city, price or status, rooms, surface, EPC, and its link.

import type { Locale } from '../../i18n/locales';
import { type ListingSection, propertySection } from '../routes/routes';
import { slugify } from '../routes/slug';
import { priceLabel } from '../values/money';
import { agencyWord, listingTypeLabel, type TextPerLanguage, type TypeWords } from './agency-words';
import { listingCityName } from './city';
import { type EpcClass, epcClass, epcLabelImage, epcScheme } from './epc';
import { floorAreaKind } from './floor-area';
import type { ListingFields } from './listing-fields';
import { ribbonAllowsPriceReduced } from './listing-history';
import { type ListingPriceWords, listingPriceText } from './listing-price';
import { regionFor } from './region';
import { isSoldOrRented, type ListingStatus, statusFromMarquee } from './status';

/** A picture as the export gives it. */
export interface CardPicture {
  readonly Url: string;
  readonly Width: number;
  readonly Height: number;
}

/** The fields of a listing a card reads; a Property of the export fits it. */
export interface CardListing extends TypeWords, ListingFields {
  /** 0 total price, 1 per month, 7 "starting from". */
  readonly PriceUnit: number;
  /** The agency's word for the price unit, per language. */
  readonly PriceUnitText?: TextPerLanguage | undefined;
  /** The agency's word for the status (Marquee), per language. */
  readonly MarqueeName?: TextPerLanguage | undefined;
  /** The CRM's thumbnail of the listing; the first of Pictures when absent. */
  readonly SmallPictureItem?: CardPicture | undefined;
  readonly Pictures: readonly CardPicture[];
}

/** The translated words a card needs besides the type name: the price words, the gone statuses among them. */
export type CardWords = ListingPriceWords;

/** The parameters of a property's detail path (pathFor('property', ...)). */
export interface PropertyPathParams {
  readonly section: ListingSection;
  readonly city: string;
  readonly type: string;
  readonly id: number;
}

/**
 * The detail path parameters of a listing: its section (sale, rent or abroad), the slugs of its city and
 * of its type name in the page's language, its ID. Cards and the detail pages both build links with it.
 */
export function propertyPathParams(
  listing: Pick<CardListing, 'ID' | 'Goal' | 'CountryID' | 'City' | 'CityName'>,
  typeName: string,
  locale: Locale,
): PropertyPathParams {
  const cityName = listing.CityName?.[locale]?.trim();
  return {
    section: propertySection(listing.Goal, listing.CountryID),
    // The town as the page's language's own record names it ("gand" on a French page of a Ghent
    // listing), whichever record the export lists first; the City only when that record names none.
    city: slugify(cityName !== undefined && cityName !== '' ? cityName : listing.City, locale),
    type: slugify(typeName, locale),
    id: listing.ID,
  };
}

/** The small badge of a listing still on the market; sold and rented ones get a ribbon instead. */
export type CardBadge = Extract<ListingStatus, 'new' | 'option' | 'price-lowered'>;

/** Everything a card renders, already decided. */
export interface ListingCard {
  readonly id: number;
  /** The photo that leads the card (the CRM's thumbnail, else the first); undefined when there is none. */
  readonly picture: CardPicture | undefined;
  /** The type as the visitor reads it (the agency's words when the export has them). */
  readonly typeName: string;
  readonly city: string;
  /** The price label, "price on request", or the status ("Sold") when the listing is gone. */
  readonly price: string;
  readonly ribbon: 'sold' | 'rented' | undefined;
  readonly badge: CardBadge | undefined;
  /** The price label of the price before a recent drop ("price reduced"), in the listing's unit. */
  readonly previousPrice: string | undefined;
  /** The agency's own word for the ribbon or badge in the page's language, in place of ours. */
  readonly statusText: string | undefined;
  /**
   * Room counts and surface, only those the export fills in with more than zero. The surface is a
   * dwelling's living area or another property's floor area (floor-area.ts): one of the two is set.
   */
  readonly bedrooms: number | undefined;
  readonly bathrooms: number | undefined;
  readonly surfaceLiving: number | undefined;
  readonly surfaceFloor: number | undefined;
  /** The EPC label; `energyPass` for Luxembourg's certificate, named differently (epcScheme). */
  readonly epc: { readonly class: EpcClass; readonly image: string; readonly energyPass?: true } | undefined;
  readonly pathParams: PropertyPathParams;
}

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

/**
/**
 * The card of a listing in the page's language. A sold or rented listing shows its status instead of a
 * price (the price of a closed deal is not advertised) and a ribbon; one still on the market may carry a
 * new, under-option or price-lowered badge; a price the agency does not publish reads "price on request".
 * A listing whose price dropped lately (`previousPrice`, decided by the listing history's previousPrice)
 * is badged "price reduced" and shows the price before the drop, unless the export's ribbon says
 * otherwise (ribbonAllowsPriceReduced) or the price is not published. The EPC class follows the scale of
 * the listing's region; abroad there is none. `typeName` is the type list's name, which the path keeps;
 * the agency's words for type, unit and status win on the card.
 */
export function listingCard(
  listing: CardListing,
  typeName: string,
  words: CardWords,
  locale: Locale,
  previousPrice?: number,
): ListingCard {
  const status = statusFromMarquee(listing.Marquee);
  const gone = isSoldOrRented(listing.Marquee);
  const ribbon = gone ? (status === 'rented' ? 'rented' : 'sold') : undefined;
  const reduced =
    previousPrice !== undefined &&
    listing.PublishPrice !== false &&
    ribbonAllowsPriceReduced(listing.Marquee);
  const badge = reduced
    ? 'price-lowered'
    : status === 'new' || status === 'option' || status === 'price-lowered'
      ? status
      : undefined;
  const region = regionFor(listing.CountryID, listing.Zip);
  const cls = epcClass({ region, energyValue: listing.EnergyValue, energyLabel: listing.EnergyLabel });
  const image =
    cls !== undefined && region !== undefined && region !== 'abroad' ? epcLabelImage(region, cls) : undefined;
  const statusText =
    ribbon !== undefined || badge !== undefined ? agencyWord(listing.MarqueeName, locale) : undefined;
  const surface = positive(listing.SurfaceLiving);
  const lived = floorAreaKind(listing.WebID) === 'living';
  return {
    id: listing.ID,
    picture: listing.SmallPictureItem ?? listing.Pictures[0],
    typeName: listingTypeLabel(listing, locale, typeName),
    city: listingCityName(listing, locale),
    price: listingPriceText(listing, locale, words),
    ribbon,
    badge,
    previousPrice: reduced
      ? priceLabel(
          {
            price: previousPrice,
            priceUnit: listing.PriceUnit,
            goal: listing.Goal,
            unitText: agencyWord(listing.PriceUnitText, locale),
          },
          words,
          locale,
        )
      : undefined,
    statusText,
    bedrooms: positive(listing.Bedrooms),
    bathrooms: positive(listing.Bathrooms),
    surfaceLiving: lived ? surface : undefined,
    surfaceFloor: lived ? undefined : surface,
    epc:
      cls !== undefined && image !== undefined && region !== undefined && region !== 'abroad'
        ? { class: cls, image, ...(epcScheme(region) === 'luxembourg' ? { energyPass: true } : {}) }
        : undefined,
    pathParams: propertyPathParams(listing, typeName, locale),
  };
}
