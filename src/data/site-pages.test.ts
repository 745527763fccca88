import { describe, expect, it } from 'vitest';
import { builtPageKeys, sitePages } from './site-pages';

// sitePages() reads DATA_DIR: data/ in the tests.
describe('builtPageKeys', () => {
  it('names the keys of the pages built in a language, worked out once per page list', () => {
    const pages = sitePages();
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const keys = builtPageKeys(locale);
      expect([...keys].sort()).toEqual(
        [...new Set(pages.filter((page) => page.locale === locale).map((page) => page.key))].sort(),
      );
      expect(builtPageKeys(locale)).toBe(keys);
    }
    expect(builtPageKeys('nl').has('forSale')).toBe(true);
    expect(builtPageKeys('nl')).not.toBe(builtPageKeys('fr'));
  });
});
