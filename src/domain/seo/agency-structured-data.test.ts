// The agency's JSON-LD must carry what search engines show in a business panel, and nothing empty.
import { describe, expect, it } from 'vitest';
import { agencyStructuredData } from './agency-structured-data';

const agency = {
  Name: 'Immo Lumière',
  Street: 'Avenue Louise',
  HouseNumber: '231',
  Zip: '1050',
  City: 'Bruxelles',
  CountryID: 10,
  Phone: '+32 2 534 18 20',
  Email: 'info@immo-lumiere.be',
  VatNumber: 'BE0712.345.678',
  LicenceNumber: '512.734',
  Latitude: 50.8263,
  Longitude: 4.3674,
};

describe('agencyStructuredData', () => {
  it('describes the agency with absolute URLs, address, contact, coordinates, hours and VAT', () => {
    const data = agencyStructuredData(agency, {
      siteUrl: 'https://www.immo-lumiere.be/',
      logo: '/media/logo.svg',
      openingHours: 'Du lundi au vendredi 9 h-18 h\nSamedi 10 h-13 h (sur rendez-vous)\n',
      language: 'fr-BE',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.immo-lumiere.be/#agency',
      name: 'Immo Lumière',
      url: 'https://www.immo-lumiere.be/',
      logo: 'https://www.immo-lumiere.be/media/logo.svg',
      telephone: '+32 2 534 18 20',
      email: 'info@immo-lumiere.be',
      vatID: 'BE0712.345.678',
      identifier: { '@type': 'PropertyValue', name: 'BIV/IPI', value: '512.734' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Avenue Louise 231',
        postalCode: '1050',
        addressLocality: 'Bruxelles',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.8263, longitude: 4.3674 },
      openingHours: ['Du lundi au vendredi 9 h-18 h', 'Samedi 10 h-13 h (sur rendez-vous)'],
      inLanguage: 'fr-BE',
    });
  });

  it('leaves out what the configuration does not give, instead of sending empty values', () => {
    const data = agencyStructuredData(
      { Name: 'Agence', Phone: ' ', CountryID: 99 },
      { siteUrl: 'https://a.be', language: 'nl-BE' },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://a.be/#agency',
      name: 'Agence',
      url: 'https://a.be/',
      inLanguage: 'nl-BE',
    });
  });

  it('gives a Luxembourg office its country code', () => {
    const data = agencyStructuredData(
      { ...agency, CountryID: 50 },
      { siteUrl: 'https://a.lu', language: 'de-BE' },
    );
    expect(data.address?.addressCountry).toBe('LU');
  });
});
