import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
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
