// What a property card shows: photo, type, city, price or status, rooms, surface, EPC, and its link.

import { formatCityName } from './city';
import { type EpcClass, epcClass, epcLabelImage } from './epc';
import { ribbonAllowsPriceReduced } from './listing-history';
import { type PriceWords, priceLabel } from './money';
import { regionFor } from './region';
import { type ListingSection, propertySection } from './routes';
import { slugify } from './slug';
import { isSoldOrRented, type ListingStatus, statusFromMarquee } from './status';

/** A picture as the export gives it. */
export interface CardPicture {
  readonly Url: string;
  readonly Width: number;
  readonly Height: number;
}

/** The fields of a listing a card reads; a Property of the export fits it. */
export interface CardListing {
  readonly ID: number;
  readonly Goal: number;
  readonly Marquee: number;
  readonly City: string;
  readonly Zip: string;
  readonly CountryID: number;
  readonly Price: number;
  readonly PriceUnit: number;
  readonly Bedrooms?: number | undefined;
  readonly Bathrooms?: number | undefined;
  readonly SurfaceLiving?: number | undefined;
  readonly EnergyValue?: number | undefined;
  readonly EnergyLabel?: string | undefined;
  readonly Pictures: readonly CardPicture[];
}

/** The translated words a card needs besides the type name: the price words and the gone statuses. */
export interface CardWords extends PriceWords {
  readonly sold: string;
  readonly rented: string;
}

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
  listing: Pick<CardListing, 'ID' | 'Goal' | 'CountryID' | 'City'>,
  typeName: string,
): PropertyPathParams {
  return {
    section: propertySection(listing.Goal, listing.CountryID),
    city: slugify(listing.City),
    type: slugify(typeName),
    id: listing.ID,
  };
}

/** The small badge of a listing still on the market; sold and rented ones get a ribbon instead. */
export type CardBadge = Extract<ListingStatus, 'new' | 'option' | 'price-lowered'>;

/** Everything a card renders, already decided. */
export interface ListingCard {
  readonly id: number;
  /** The first photo, which leads the card; undefined when the listing has none. */
  readonly picture: CardPicture | undefined;
  readonly typeName: string;
  readonly city: string;
  /** The price label, or the status ("Sold") when the listing is gone. */
  readonly price: string;
  readonly ribbon: 'sold' | 'rented' | undefined;
  readonly badge: CardBadge | undefined;
  /** The price label of the price before a recent drop ("price reduced"), in the listing's unit. */
  readonly previousPrice: string | undefined;
  /** Room counts and surface, only those the export fills in with more than zero. */
  readonly bedrooms: number | undefined;
  readonly bathrooms: number | undefined;
  readonly surfaceLiving: number | undefined;
  readonly epc: { readonly class: EpcClass; readonly image: string } | undefined;
  readonly pathParams: PropertyPathParams;
}

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

/**
 * The card of a listing. A sold or rented listing shows its status instead of a price (the price of a
 * closed deal is not advertised) and a ribbon; one still on the market may carry a new, under-option or
 * price-lowered badge. A listing whose price dropped lately (`previousPrice`, decided by the listing
 * history's previousPrice) is badged "price reduced" and shows the price before the drop, unless the
 * export's ribbon says otherwise (ribbonAllowsPriceReduced). The EPC class
 * follows the scale of the listing's region; abroad there is none.
 */
export function listingCard(
  listing: CardListing,
  typeName: string,
  words: CardWords,
  previousPrice?: number,
): ListingCard {
  const status = statusFromMarquee(listing.Marquee);
  const gone = isSoldOrRented(listing.Marquee);
  const ribbon = gone ? (status === 'rented' ? 'rented' : 'sold') : undefined;
  const reduced = previousPrice !== undefined && ribbonAllowsPriceReduced(listing.Marquee);
  const badge = reduced
    ? 'price-lowered'
    : status === 'new' || status === 'option' || status === 'price-lowered'
      ? status
      : undefined;
  const region = regionFor(listing.CountryID, listing.Zip);
  const cls = epcClass({ region, energyValue: listing.EnergyValue, energyLabel: listing.EnergyLabel });
  const image =
    cls !== undefined && region !== undefined && region !== 'abroad' ? epcLabelImage(region, cls) : undefined;
  return {
    id: listing.ID,
    picture: listing.Pictures[0],
    typeName,
    city: formatCityName(listing.City),
    price:
      ribbon === undefined
        ? priceLabel({ price: listing.Price, priceUnit: listing.PriceUnit, goal: listing.Goal }, words)
        : words[ribbon],
    ribbon,
    badge,
    previousPrice: reduced
      ? priceLabel({ price: previousPrice, priceUnit: listing.PriceUnit, goal: listing.Goal }, words)
      : undefined,
    bedrooms: positive(listing.Bedrooms),
    bathrooms: positive(listing.Bathrooms),
    surfaceLiving: positive(listing.SurfaceLiving),
    epc: cls !== undefined && image !== undefined ? { class: cls, image } : undefined,
    pathParams: propertyPathParams(listing, typeName),
  };
}
