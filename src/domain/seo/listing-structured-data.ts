// The schema.org description of a listing (JSON-LD), so search engines can show its price and place.

import type { ListingFields } from '../listing/listing-fields';
import { propertyKind } from '../listing/property-kind';
import { mapPosition, publicStreet } from '../listing/public-location';
import { statusFromMarquee } from '../listing/status';
import { plainText } from '../publish/export-html';
import { publishedPrice } from '../values/money';

/** The fields of a listing the description reads; a Property of the export fits it. */
export interface StructuredListing extends ListingFields {
  /** 0 total price, 1 per month, 7 "starting from". */
  readonly PriceUnit: number;
  readonly Pictures: readonly { readonly Url: string }[];
}

/** What the page already decided: its title and description in its language, and its absolute URL. */
export interface ListingPageInfo {
  readonly name: string;
  readonly description: string;
  /** The page's absolute URL. */
  readonly url: string;
  /** The site's origin, to make picture paths absolute. */
  readonly siteUrl: string;
  /** The BCP 47 tag of the page's language. */
  readonly language: string;
  /** The town as the page names it, in its language (listingCityName). */
  readonly city: string;
  /** The page's word before a box number ("bus", "boîte"), as its address line writes it (publicStreet). */
  readonly boxWord: string;
}

// ISO 3166 codes of the countries the export names by id.
const countryCodes: Readonly<Record<number, string>> = { 10: 'BE', 50: 'LU', 34: 'ES' };

function availability(marquee: number): string {
  const status = statusFromMarquee(marquee);
  if (status === 'sold' || status === 'rented') return 'https://schema.org/SoldOut';
  if (status === 'option') return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** schema.org PostalAddress; the street only when the export's PublicAddress allows it. */
export interface JsonLdAddress {
  readonly '@type': 'PostalAddress';
  readonly streetAddress?: string;
  readonly postalCode: string;
  readonly addressLocality: string;
  readonly addressCountry?: string;
}

/** The place on offer: a residence type or a plain Place. */
export interface JsonLdPlace {
  readonly '@type': string;
  readonly address: JsonLdAddress;
  readonly geo?: {
    readonly '@type': 'GeoCoordinates';
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly floorSize?: {
    readonly '@type': 'QuantitativeValue';
    readonly value: number;
    readonly unitCode: 'MTK';
  };
  readonly numberOfBedrooms?: number;
  readonly numberOfBathroomsTotal?: number;
}

/** The offer: price in euros, per month for rentals, and whether it is still available. */
export interface JsonLdOffer {
  readonly '@type': 'Offer';
  readonly url: string;
  readonly price?: number;
  readonly priceCurrency?: 'EUR';
  readonly priceSpecification?: {
    readonly '@type': 'UnitPriceSpecification';
    readonly price: number;
    readonly priceCurrency: 'EUR';
    readonly unitCode: 'MON';
  };
  readonly businessFunction: string;
  readonly availability: string;
  readonly itemOffered: JsonLdPlace;
}

/** schema.org RealEstateListing as written into the detail page. */
export interface ListingJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'RealEstateListing';
  readonly name: string;
  readonly description?: string;
  readonly url: string;
  readonly inLanguage: string;
  readonly identifier?: string;
  readonly image?: readonly string[];
  readonly datePosted?: string;
  readonly dateModified?: string;
  readonly contentLocation: JsonLdPlace;
  readonly offers: JsonLdOffer;
}

/** Joins the origin and a site path without doubling or dropping the slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const positive = (value: number | undefined): value is number => value !== undefined && value > 0;

/**
 * A schema.org RealEstateListing for a detail page: name, description, url, pictures (absolute), dates, and
 * an Offer (price in EUR, monthly for rentals, its availability) of the place itself (type, address,
 * coordinates, surface, rooms). As on the page, the street and number only appear and the coordinates are
 * only exact when the export's PublicAddress is true: the structured data never tells more than the page.
 */
export function listingStructuredData(listing: StructuredListing, page: ListingPageInfo): ListingJsonLd {
  const streetAddress = publicStreet(listing, page.boxWord);
  const description = plainText(page.description);
  const country = countryCodes[listing.CountryID];
  const address: JsonLdAddress = {
    '@type': 'PostalAddress',
    ...(streetAddress === undefined ? {} : { streetAddress }),
    postalCode: listing.Zip,
    addressLocality: page.city,
    ...(country === undefined ? {} : { addressCountry: country }),
  };
  const position = mapPosition(listing);
  const place: JsonLdPlace = {
    '@type': propertyKind(listing.WebID).schemaType,
    address,
    ...(position === undefined
      ? {}
      : { geo: { '@type': 'GeoCoordinates', latitude: position.latitude, longitude: position.longitude } }),
    ...(positive(listing.SurfaceLiving)
      ? { floorSize: { '@type': 'QuantitativeValue', value: listing.SurfaceLiving, unitCode: 'MTK' } }
      : {}),
    ...(positive(listing.Bedrooms) ? { numberOfBedrooms: listing.Bedrooms } : {}),
    ...(positive(listing.Bathrooms) ? { numberOfBathroomsTotal: listing.Bathrooms } : {}),
  };
  const monthly = listing.Goal === 1 || listing.PriceUnit === 1;
  const price = publishedPrice(listing);
  const offer: JsonLdOffer = {
    '@type': 'Offer',
    url: page.url,
    // A price the agency keeps for enquiries is left out: the structured data never tells more than the page.
    ...(price === undefined ? {} : { price, priceCurrency: 'EUR' as const }),
    ...(monthly && price !== undefined
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'EUR',
            unitCode: 'MON',
          },
        }
      : {}),
    businessFunction: `http://purl.org/goodrelations/v1#${listing.Goal === 1 ? 'LeaseOut' : 'Sell'}`,
    availability: availability(listing.Marquee),
    itemOffered: place,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: page.name,
    // The page's description is HTML; search engines are given its words.
    ...(description === '' ? {} : { description }),
    url: page.url,
    inLanguage: page.language,
    ...(listing.Reference ? { identifier: listing.Reference } : {}),
    ...(listing.Pictures.length > 0
      ? { image: listing.Pictures.map((picture) => absoluteUrl(page.siteUrl, picture.Url)) }
      : {}),
    ...(listing.CreatedAt ? { datePosted: listing.CreatedAt } : {}),
    ...(listing.ModifiedAt ? { dateModified: listing.ModifiedAt } : {}),
    contentLocation: place,
    offers: offer,
  };
}
