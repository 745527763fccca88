import { describe, expect, it } from 'vitest';
import { menuPageLinks, type NavMenuItem } from './navigation';

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
});
