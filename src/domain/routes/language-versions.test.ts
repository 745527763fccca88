import { describe, expect, it } from 'vitest';
import {
  languageVersions,
  listingVersions,
  type VersionedPage,
  versionGroups,
  versionsByPath,
} from './language-versions';

const homeAlternates = [
  { locale: 'en', path: '/' },
  { locale: 'nl', path: '/nl/' },
] as const;
const listingAlternates = [
  { locale: 'en', path: '/for-sale/gent/house/1001/' },
  { locale: 'nl', path: '/nl/te-koop/gent/huis/1001/' },
] as const;
const listing = { key: 'property', alternates: listingAlternates, params: { id: '1001' } } as const;
const pages: VersionedPage[] = [
  { key: 'home', locale: 'en', path: undefined, alternates: homeAlternates, params: {} },
  { key: 'home', locale: 'nl', path: 'nl', alternates: homeAlternates, params: {} },
  { ...listing, locale: 'en', path: 'for-sale/gent/house/1001' },
  { ...listing, locale: 'nl', path: 'nl/te-koop/gent/huis/1001' },
  { ...listing, key: 'propertyShort', locale: 'en', path: 'property/1001' },
  {
    key: 'generalThanks',
    locale: 'en',
    path: 'feed-back',
    alternates: [{ locale: 'en', path: '/feed-back' }],
    params: {},
  },
];

describe('languageVersions', () => {
  it("maps each page's served path to its path in every language", () => {
    const versions = languageVersions(pages);
    expect(versions['/']).toEqual({ en: '/', nl: '/nl/' });
    expect(versions['/nl/']).toEqual({ en: '/', nl: '/nl/' });
    expect(versions['/nl/te-koop/gent/huis/1001/']).toEqual({
      en: '/for-sale/gent/house/1001/',
      nl: '/nl/te-koop/gent/huis/1001/',
    });
    expect(versions['/property/1001/']?.nl).toBe('/nl/te-koop/gent/huis/1001/');
    expect(versions['/feed-back']).toEqual({ en: '/feed-back' });
    expect(Object.keys(versions)).toHaveLength(6);
  });
});

describe('versionGroups', () => {
  it('writes each set of versions once, and reads back as the table by path', () => {
    const groups = versionGroups(pages);
    expect(groups).toEqual([
      [{ en: '/', nl: '/nl/' }, 'en', 'nl'],
      [
        { en: '/for-sale/gent/house/1001/', nl: '/nl/te-koop/gent/huis/1001/' },
        'en',
        'nl',
        '/property/1001/',
      ],
      [{ en: '/feed-back' }, 'en'],
    ]);
    expect(versionsByPath(JSON.parse(JSON.stringify(groups)))).toEqual(languageVersions(pages));
  });

  it('reads a table by path, as a release built before the groups wrote it', () => {
    const byPath = languageVersions(pages);
    expect(versionsByPath(JSON.parse(JSON.stringify(byPath)))).toEqual(byPath);
  });
});

describe('listingVersions', () => {
  it("gives each listing's detail page in every language by ID", () => {
    expect(listingVersions(pages)).toEqual({
      '1001': { en: '/for-sale/gent/house/1001/', nl: '/nl/te-koop/gent/huis/1001/' },
    });
  });
});
