import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
import type { SitePage } from '../site-pages';
import { listingFolderIndexes, propertyPages } from './property-pages';

const model = loadExport('data');
const options = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] } as const;

describe('listingFolderIndexes', () => {
  const folders = listingFolderIndexes({ model, options });

  it("leads a listing address's city folder to its section's results searched for the city", () => {
    expect(folders['/nl/te-koop/gent/']).toBe('/nl/te-koop/?search=Gent');
    expect(folders['/for-rent/ghent/']).toBe('/for-rent/?search=Ghent');
  });

  it('adds the type for the folder of a type, in the words of each language', () => {
    expect(folders['/fr/a-vendre/gand/maison/']).toBe('/fr/a-vendre/?search=Gand&type=1');
    expect(folders['/de/zu-verkaufen/gent/haus/']).toBe('/de/zu-verkaufen/?search=Gent&type=1');
  });

  it("keeps the folders of the addresses that named the town by the export's first record", () => {
    // Ghent's Dutch record comes first: French addresses said /fr/a-vendre/gent/ before they said gand.
    expect(folders['/fr/a-vendre/gent/']).toBe('/fr/a-vendre/?search=Gand');
    expect(folders['/fr/a-vendre/gent/maison/']).toBe('/fr/a-vendre/?search=Gand&type=1');
  });

  it("has both folders of every listing page's address, and no address of a page", () => {
    const pages = propertyPages({ model, options }).filter((page) => page.key === 'property');
    for (const page of pages) {
      const parts = `/${page.path}/`.split('/');
      expect(folders, page.path).toHaveProperty([`${parts.slice(0, -3).join('/')}/`]);
      expect(folders, page.path).toHaveProperty([`${parts.slice(0, -2).join('/')}/`]);
      expect(folders, page.path).not.toHaveProperty([`/${page.path}/`]);
    }
  });
});

describe('propertyPages', () => {
  it('gives each listing one page in each language, and none at its short address (the server redirects it)', () => {
    const pages = propertyPages({ model, options });
    expect(pages).toHaveLength(model.properties.length * options.enabledLocales.length);
    expect(pages.filter((page) => /^property\/\d+$/.test(page.path ?? ''))).toEqual([]);
    for (const page of pages)
      expect(page.alternates.map((alternate) => alternate.locale).sort()).toEqual(
        [...options.enabledLocales].sort(),
      );
  });

  it("keeps a listing's pages while the listing, its type names and the site's languages are the same", () => {
    const pages = propertyPages({ model, options });
    const [first, second, ...rest] = model.properties;
    if (first === undefined || second === undefined) throw new Error('the sample has listings');
    const next = { ...model, properties: [first, { ...second, Price: second.Price + 1 }, ...rest] };
    const again = propertyPages({ model: next, options });
    const ofListing = (list: readonly SitePage[], id: number) =>
      list.filter((page) => 'id' in page.params && page.params.id === String(id));
    expect(ofListing(again, first.ID)).toEqual(ofListing(pages, first.ID));
    expect(
      ofListing(again, first.ID).every((page, index) => page === ofListing(pages, first.ID)[index]),
    ).toBe(true);
    // A changed listing's pages are made again, with the listing as it is now.
    expect(ofListing(again, second.ID).map((page) => page.subject)).toEqual(
      Array(4).fill(next.properties[1]),
    );
    // Other site settings (which may enable other languages) make every page again.
    const fewer = propertyPages({ model: { ...model, site: { ...model.site } }, options });
    expect(fewer[0]).not.toBe(pages[0]);
  });
});
