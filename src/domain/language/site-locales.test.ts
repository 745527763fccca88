import { describe, expect, it } from 'vitest';
import { siteLocales } from './site-locales';

describe('siteLocales', () => {
  it('keeps only the languages switched on, in the order of the locale list', () => {
    const site = {
      DefaultLanguage: 'fr',
      Languages: [
        { Code: 'de', Use: false },
        { Code: 'en', Use: true },
        { Code: 'fr', Use: true },
        { Code: 'nl', Use: true },
      ],
    } as const;
    expect(siteLocales(site)).toEqual({ defaultLocale: 'fr', enabledLocales: ['nl', 'fr', 'en'] });
  });
});
