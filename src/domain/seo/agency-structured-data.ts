// The schema.org description of the agency (JSON-LD), on every page, so search engines know who publishes.
import type { Agency } from '../../schemas/site';
import { absoluteUrl } from './listing-structured-data';

/**
 * The agency fields of the site configuration the description reads: its name, and whatever else it
 * gives (the rest may be missing or blank, and is then left out).
 */
export type AgencyInfo = Pick<Agency, 'Name'> &
  Partial<
    Pick<
      Agency,
      | 'Street'
      | 'HouseNumber'
      | 'Zip'
      | 'City'
      | 'CountryID'
      | 'Phone'
      | 'Email'
      | 'VatNumber'
      | 'LicenceNumber'
      | 'Latitude'
      | 'Longitude'
    >
  >;

/** schema.org RealEstateAgent, as rendered in the page head. */
export interface AgencyJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'RealEstateAgent';
  readonly '@id': string;
  readonly name: string;
  readonly url: string;
  readonly logo?: string;
  readonly image?: string;
  readonly telephone?: string;
  readonly email?: string;
  readonly vatID?: string;
  readonly identifier?: { readonly '@type': 'PropertyValue'; readonly name: string; readonly value: string };
  readonly address?: {
    readonly '@type': 'PostalAddress';
    readonly streetAddress?: string;
    readonly postalCode?: string;
    readonly addressLocality?: string;
    readonly addressCountry?: string;
  };
  readonly geo?: {
    readonly '@type': 'GeoCoordinates';
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly openingHours?: readonly string[];
  readonly inLanguage: string;
}

// ISO 3166 codes of the countries the export names by id.
const countryCodes: Readonly<Record<number, string>> = { 10: 'BE', 50: 'LU', 34: 'ES' };

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The agency as a schema.org RealEstateAgent: name, site and logo (absolute URLs), address, phone, e-mail,
 * coordinates, opening hours in the page's language (one entry per line of the export's text), VAT number
 * and the BIV/IPI licence. Missing fields are left out, never sent empty.
 */
export function agencyStructuredData(
  agency: AgencyInfo,
  page: {
    readonly siteUrl: string;
    readonly logo?: string | undefined;
    readonly image?: string | undefined;
    /** The agency's town in the page's language (PageContext.agencyTown), else the export's City. */
    readonly town?: string | undefined;
    /** The export's opening hours text in the page's language. */
    readonly openingHours?: string | undefined;
    /** The BCP 47 tag of the page's language. */
    readonly language: string;
  },
): AgencyJsonLd {
  const home = absoluteUrl(page.siteUrl, '/');
  const street = [agency.Street, agency.HouseNumber].filter(filled).join(' ');
  const country = agency.CountryID === undefined ? undefined : countryCodes[agency.CountryID];
  const address = {
    ...(street === '' ? {} : { streetAddress: street }),
    ...(filled(agency.Zip) ? { postalCode: agency.Zip } : {}),
    ...(filled(page.town)
      ? { addressLocality: page.town }
      : filled(agency.City)
        ? { addressLocality: agency.City }
        : {}),
    ...(country === undefined ? {} : { addressCountry: country }),
  };
  const hours = (page.openingHours ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    // One id for the agency on every page and language, so search engines see one organisation.
    '@id': `${home}#agency`,
    name: agency.Name,
    url: home,
    ...(filled(page.logo) ? { logo: absoluteUrl(page.siteUrl, page.logo) } : {}),
    ...(filled(page.image) ? { image: absoluteUrl(page.siteUrl, page.image) } : {}),
    ...(filled(agency.Phone) ? { telephone: agency.Phone } : {}),
    ...(filled(agency.Email) ? { email: agency.Email } : {}),
    ...(filled(agency.VatNumber) ? { vatID: agency.VatNumber } : {}),
    ...(filled(agency.LicenceNumber)
      ? { identifier: { '@type': 'PropertyValue', name: 'BIV/IPI', value: agency.LicenceNumber } as const }
      : {}),
    ...(Object.keys(address).length === 0
      ? {}
      : { address: { '@type': 'PostalAddress', ...address } as const }),
    ...(agency.Latitude !== undefined && agency.Longitude !== undefined
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: agency.Latitude, longitude: agency.Longitude } as const,
        }
      : {}),
    ...(hours.length === 0 ? {} : { openingHours: hours }),
    inLanguage: page.language,
  };
}
