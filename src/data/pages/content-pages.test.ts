import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
import { contentPages, testimonialsIndexes } from './content-pages';

const model = loadExport('data');
const options = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] } as const;
const pages = contentPages({ model, options });

describe('contentPages', () => {
  it('keeps the thank-you pages out of search engines: from a search they would thank a visitor for nothing', () => {
    const thanks = pages.filter((page) => page.key === 'formThanks' || page.key === 'generalThanks');
    expect(thanks.length).toBeGreaterThan(4);
    expect(thanks.filter((page) => page.noindex !== true).map((page) => page.path)).toEqual([]);
  });

  it('leaves the other content pages to search engines', () => {
    const contact = pages.filter((page) => page.key === 'contact');
    expect(contact.map((page) => page.noindex === true)).toEqual([false, false, false, false]);
  });
});

describe('testimonialsIndexes', () => {
  it("sends the testimonials' bare address in each language to the menu page that lists them", () => {
    expect(testimonialsIndexes({ model, options })).toEqual({
      '/nl/getuigenissen/': '/nl/over-ons/getuigenissen/',
      '/fr/temoignages/': '/fr/a-propos/temoignages/',
      '/testimonials/': '/about-us/testimonials/',
      '/de/erfahrungsberichte/': '/de/ueber-uns/erfahrungsberichte/',
    });
  });

  it('has none when no published menu page lists them', () => {
    const menu = model.menu.map((item) => ({ ...item, Children: [] }));
    expect(testimonialsIndexes({ model: { ...model, menu }, options })).toEqual({});
  });
});
