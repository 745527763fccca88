import { describe, expect, it } from 'vitest';
import { loadExport } from '../load-export';
import { mapPages } from './map-pages';

const model = loadExport('data');

describe('mapPages', () => {
  it('builds the map page in every enabled language, kept out of search engines', () => {
    const pages = mapPages({
      model,
      options: { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] },
    });
    expect(pages.map((page) => page.path).sort()).toEqual(['de/map', 'fr/map', 'map', 'nl/map']);
    expect(pages.every((page) => page.noindex === true)).toBe(true);
  });

  it('leaves out a language that is switched off', () => {
    const pages = mapPages({ model, options: { defaultLocale: 'fr', enabledLocales: ['fr', 'nl'] } });
    expect(pages.map((page) => page.path).sort()).toEqual(['map', 'nl/map']);
  });
});
