// The prerendered lists and the results island draw a listing's card from two sources: the export through
// propertyCardProps (PropertyCard.astro) and the search index with the island's props. Both must give the
// same card, word for word, for every listing of the sample export in every language, or a card would
// change its text when the island takes over the list.
import { describe, expect, it } from 'vitest';
import { propertyCardProps } from '../components/property/property-card-props';
import { loadExport } from '../data/load-export';
import { searchIndexFor } from '../data/search-index-file';
import type { ListingSection } from '../domain/routes/routes';
import { locales } from '../i18n/locales';
import { resultsIslandProps } from '../islands/search/build-props';
import { createPageContext } from '../page/page-context';
import { cardHtml, islandCardHtml } from './card-html.test-support';

const model = loadExport();
const sections = ['sale', 'rent', 'foreign'] as const satisfies readonly ListingSection[];

describe('the card of the prerendered lists and of the results island', () => {
  it.each(locales.flatMap((locale) => sections.map((section) => [locale, section] as const)))(
    'is the same HTML for every listing (%s, %s)',
    (locale, section) => {
      const island = resultsIslandProps(createPageContext(model, locale), section);
      const entries = searchIndexFor(model, locale, section);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const property = model.properties.find((candidate) => candidate.ID === entry.id);
        if (property === undefined) throw new Error(`No listing ${entry.id} in the export`);
        const prerendered = cardHtml(propertyCardProps(property, createPageContext(model, locale)));
        expect(islandCardHtml(entry, island)).toBe(prerendered);
      }
    },
  );

  it('shows every badge and ribbon the sample has in words, never a key or code', () => {
    const html = model.properties
      .map((property) => cardHtml(propertyCardProps(property, createPageContext(model, 'fr'))))
      .join('');
    expect(html).toContain('property-card__badge--new');
    expect(html).toContain('property-card__ribbon');
    expect(html).not.toMatch(/>[^<]*(property\.|listings\.|Marquee)[^<]*</);
  });
});
