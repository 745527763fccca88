import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
import { listingPages } from './listing-pages';

const model = loadExport('data');
const allOn = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] } as const;

describe('listingPages', () => {
  it('builds the three results lists and the projects list in every enabled language', () => {
    const pages = listingPages({ model, options: allOn });
    const paths = pages.filter((page) => page.key !== 'project').map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'for-sale',
        'fr/a-vendre',
        'nl/te-huur',
        'de/spanien',
        'fr/espagne',
        'new-builds',
      ]),
    );
    expect(paths).toHaveLength(4 * 4);
  });

  it('gives every project of the export a page per language, found by its ID, knowing the others', () => {
    const projects = listingPages({ model, options: allOn }).filter((page) => page.key === 'project');
    expect(projects).toHaveLength(model.projects.length * 4);
    const tilleuls = projects.find(({ locale, params: { id } }) => locale === 'fr' && id === '1');
    expect(tilleuls?.path).toBe('fr/projet-neuf/residence-les-tilleuls-1');
    expect(tilleuls?.alternates.map((alternate) => alternate.path)).toContain(
      '/new-builds/residence-les-tilleuls-1/',
    );
  });

  it('leaves out a switched-off language, in the pages and in their alternates', () => {
    const pages = listingPages({
      model,
      options: { defaultLocale: 'fr', enabledLocales: ['nl', 'fr', 'en'] },
    });
    expect(pages.some((page) => page.locale === 'de')).toBe(false);
    expect(pages.flatMap((page) => page.alternates).some((alternate) => alternate.locale === 'de')).toBe(
      false,
    );
    expect(pages.find((page) => page.key === 'forSale' && page.locale === 'fr')?.path).toBe('a-vendre');
  });
});
