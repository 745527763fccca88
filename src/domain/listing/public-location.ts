// What a listing page may reveal of where a property lies: the address line and the map position.

import { listingCityName, type NamedCity } from './city';

/** The location fields of a listing; a Property of the export fits it. */
export interface LocatedListing extends NamedCity {
  readonly Street?: string | undefined;
  readonly HouseNumber?: string | undefined;
  readonly BoxNr?: string | undefined;
  readonly Zip: string;
  readonly PublicAddress?: boolean | undefined;
  readonly Latitude?: number | undefined;
  readonly Longitude?: number | undefined;
}

/** The address as shown: the street line only when public, then postcode and town. */
export interface PublicAddress {
  /** "Kortrijksesteenweg 146 bus 2"; undefined when the address is private or has no street. */
  readonly street: string | undefined;
  /** "9000 Gent" */
  readonly locality: string;
  /** Whether the exact address is withheld (the page then says it is given on request). */
  readonly withheld: boolean;
}

/** The street fields of a listing or project, and whether the export lets a page show them. */
export type StreetFields = Pick<LocatedListing, 'Street' | 'HouseNumber' | 'BoxNr' | 'PublicAddress'>;

/**
 * The street line, "Kortrijksesteenweg 146 bus 2", only when the export's PublicAddress is true (an
 * owner may not want the house found before a visit) and it names a street. `boxWord` is the
 * language's word before a box number ("bus", "boîte", "Briefkasten"): a bare "146 2" reads as two
 * house numbers.
 */
export function publicStreet(place: StreetFields, boxWord: string): string | undefined {
  if (place.PublicAddress !== true || !place.Street?.trim()) return undefined;
  const streetParts = [place.Street, place.HouseNumber].filter(
    (part) => part !== undefined && part.trim() !== '',
  );
  const box = place.BoxNr?.trim() ? ` ${boxWord} ${place.BoxNr.trim()}` : '';
  return `${streetParts.join(' ')}${box}`;
}

/** The address of a listing: its public street line, then the postcode and town (in `locale`) always. */
export function publicAddress(listing: LocatedListing, boxWord: string, locale: string): PublicAddress {
  return {
    street: publicStreet(listing, boxWord),
    locality: `${listing.Zip} ${listingCityName(listing, locale)}`.trim(),
    withheld: listing.PublicAddress !== true,
  };
}

/** A map position: exact, or rounded to the neighbourhood. */
export interface MapPosition {
  readonly latitude: number;
  readonly longitude: number;
  readonly approximate: boolean;
}

// Two decimals is about a kilometre north-south: the neighbourhood, not the house.
const approximateDecimals = 2;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * Where the map shows a listing: its coordinates when the address is public; rounded to two decimals
 * (about 1 km) when it is not, so the coordinates cannot reveal an address the page withholds. Undefined
 * when the export has no coordinates.
 */
export function mapPosition(listing: LocatedListing): MapPosition | undefined {
  const { Latitude: latitude, Longitude: longitude } = listing;
  if (latitude === undefined || longitude === undefined) return undefined;
  if (listing.PublicAddress === true) return { latitude, longitude, approximate: false };
  return {
    latitude: round(latitude, approximateDecimals),
    longitude: round(longitude, approximateDecimals),
    approximate: true,
  };
}

/** The OpenStreetMap page centred on a position with a marker, for visitors without the map island. */
export function openStreetMapUrl({ latitude, longitude, approximate }: MapPosition): string {
  const zoom = approximate ? 14 : 17;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
