// A shared link must show the page's title, text and photo in the page's language.
import { describe, expect, it } from 'vitest';
import { openGraphLocale, socialMeta } from './social-meta';

const page = {
  title: 'Maison à Gand | Immo Lumière',
  description: 'Une maison lumineuse.',
  url: 'https://www.immo-lumiere.be/fr/a-vendre/gent/maison/12/',
  siteUrl: 'https://www.immo-lumiere.be',
  siteName: 'Immo Lumière',
  language: 'fr-BE',
  alternateLanguages: ['nl-BE', 'fr-BE', 'en-GB'],
};

const content = (tags: ReturnType<typeof socialMeta>, key: string) =>
  tags.filter((tag) => ('property' in tag ? tag.property : tag.name) === key).map((tag) => tag.content);

describe('socialMeta', () => {
  it('gives Open Graph and a large Twitter card with the image as an absolute URL', () => {
    const tags = socialMeta({
      ...page,
      image: { Url: '/media/house-01.jpg', Width: 1600, Height: 1067, alt: 'Façade' },
    });
    expect(content(tags, 'og:title')).toEqual([page.title]);
    expect(content(tags, 'og:description')).toEqual([page.description]);
    expect(content(tags, 'og:url')).toEqual([page.url]);
    expect(content(tags, 'og:type')).toEqual(['website']);
    expect(content(tags, 'og:image')).toEqual(['https://www.immo-lumiere.be/media/house-01.jpg']);
    expect(content(tags, 'og:image:width')).toEqual(['1600']);
    expect(content(tags, 'og:image:height')).toEqual(['1067']);
    expect(content(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(tags, 'twitter:image')).toEqual(['https://www.immo-lumiere.be/media/house-01.jpg']);
    expect(content(tags, 'twitter:image:alt')).toEqual(['Façade']);
  });

  it("names the page's locale and each other language version once", () => {
    const tags = socialMeta(page);
    expect(content(tags, 'og:locale')).toEqual(['fr_BE']);
    expect(content(tags, 'og:locale:alternate')).toEqual(['nl_BE', 'en_GB']);
  });

  it('falls back to a plain summary card without an image', () => {
    const tags = socialMeta(page);
    expect(content(tags, 'twitter:card')).toEqual(['summary']);
    expect(content(tags, 'og:image')).toEqual([]);
  });

  it('keeps an image that is already absolute', () => {
    const tags = socialMeta({ ...page, image: { Url: 'https://cdn.example.com/a.jpg' } });
    expect(content(tags, 'og:image')).toEqual(['https://cdn.example.com/a.jpg']);
  });
});

describe('openGraphLocale', () => {
  it('writes the language tag the Open Graph way', () => {
    expect(openGraphLocale('nl-BE')).toBe('nl_BE');
  });
});

describe('socialMeta without a URL', () => {
  it('names no og:url for a page kept out of search engines', () => {
    const tags = socialMeta({ ...page, url: undefined });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
  });
});
