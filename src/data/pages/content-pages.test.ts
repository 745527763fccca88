import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
import { contentPages } from './content-pages';

const model = loadExport('data');
const pages = contentPages({
  model,
  options: { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] },
});

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
