// The site.json the tests of the export start from: one language, every required field filled in.

/** The agency of site.json, every field filled in. */
const agencyRecord = {
  Name: 'Agency',
  Street: 'Rue Haute',
  HouseNumber: '1',
  Zip: '1000',
  City: 'Bruxelles',
  CountryID: 10,
  Phone: '+32 2 000 00 00',
  Email: 'info@example.be',
  LeadEmail: 'leads@example.be',
  VatNumber: 'BE0123.456.789',
  LicenceNumber: '500.000',
  Latitude: 50.84,
  Longitude: 4.35,
};

/** A fresh site.json record (nested objects too, so a test may change them) with an image banner. */
export function siteRecord(bannerImage: { ID: number; Url: string; Width: number; Height: number }) {
  return {
    Languages: [{ Code: 'en', Use: true }],
    DefaultLanguage: 'en',
    SiteUrl: 'https://www.example.be',
    Agency: { ...agencyRecord },
    Brand: { PrimaryColor: '#0b3954', AccentColor: '#c2410c', Logo: '/media/logo.svg' },
    topBar: { left: [] as unknown[], right: [] as unknown[] },
    banner: { type: 'image', image: bannerImage },
    Footer: { Columns: [] as unknown[] },
    MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    Agents: [] as unknown[],
    RetentionDays: 730,
  };
}
