import { describe, expect, it } from 'vitest';
import { menuPageLinks, type NavMenuItem, titledFor } from './navigation';

const item = (
  ID: number,
  Status: NavMenuItem['Status'],
  en: string,
  fr: string,
  extra: Partial<NavMenuItem> = {},
): NavMenuItem => ({
  ID,
  Status,
  Path: { en: en.toLowerCase().replace(/ /g, '-'), fr: fr.toLowerCase().replace(/ /g, '-') },
  Title: { en, fr },
  ...extra,
});

const menu = [
  item(20, 'published', 'News', 'Actualites', { Sort: 2 }),
  item(10, 'published', 'About us', 'A propos', {
    Sort: 1,
    Children: [
      item(11, 'published', 'Testimonials', 'Temoignages'),
      item(12, 'preview', 'Draft', 'Brouillon'),
    ],
  }),
  item(50, 'preview', 'Careers', 'Emplois', { Sort: 3 }),
  item(60, 'hidden', 'Old', 'Ancien', { Sort: 4 }),
];

describe('menuPageLinks', () => {
  it('links the published menu pages in menu order, with their published submenu pages', () => {
    expect(menuPageLinks(menu, 'en', { defaultLocale: 'en' })).toEqual([
      {
        label: 'About us',
        href: '/about-us/',
        children: [{ label: 'Testimonials', href: '/about-us/testimonials/', children: [] }],
      },
      { label: 'News', href: '/news/', children: [] },
    ]);
  });

  it('uses the path and title of the language, under its prefix', () => {
    const links = menuPageLinks(menu, 'fr', { defaultLocale: 'en' });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['A propos', '/fr/a-propos/'],
      ['Actualites', '/fr/actualites/'],
    ]);
    expect(links[0]?.children[0]?.href).toBe('/fr/a-propos/temoignages/');
  });

  it('falls back to the default language for a page without a path in the language', () => {
    const links = menuPageLinks([item(1, 'published', 'Only English', '', { Path: { en: 'only' } })], 'fr', {
      defaultLocale: 'en',
    });
    expect(links[0]?.href).toBe('/fr/only/');
  });

  it('leaves out a page titled only in another language than the page and the default one', () => {
    const german = {
      ID: 7,
      Status: 'published',
      Path: { de: 'ueber-uns' },
      Title: { de: 'Über uns' },
    } as const;
    const child = { ID: 8, Status: 'published', Path: { fr: 'equipe' }, Title: { de: 'Team' } } as const;
    const news = item(20, 'published', 'News', 'Actualites', { Children: [child] });
    for (const locale of ['fr', 'en'] as const) {
      const links = menuPageLinks([german, news], locale, { defaultLocale: 'fr' });
      expect(links.map((link) => link.label)).toEqual([locale === 'fr' ? 'Actualites' : 'News']);
      expect(links[0]?.children).toEqual([]);
    }
    expect(menuPageLinks([german], 'de', { defaultLocale: 'fr' }).map((link) => link.label)).toEqual([
      'Über uns',
    ]);
  });
});

describe('titledFor', () => {
  it("takes the page's language's title or the default language's, never a blank one", () => {
    expect(titledFor({ fr: 'À propos' }, 'fr', 'en')).toBe(true);
    expect(titledFor({ en: 'About' }, 'fr', 'en')).toBe(true);
    expect(titledFor({ de: 'Über uns', fr: '  ' }, 'fr', 'en')).toBe(false);
  });
});
