import { describe, expect, it } from 'vitest';
import { localized } from '../i18n/localized';
import { createTranslator } from '../i18n/translator';
import { breadcrumbTrail, menuPageTrail } from './breadcrumb-trail';

const options = { defaultLocale: 'en' } as const;

describe('breadcrumbTrail', () => {
  it('links a French property to home and the for-sale list, and ends on its own title', () => {
    const trail = breadcrumbTrail('property', 'Maison à Namur', {
      locale: 'fr',
      options,
      t: createTranslator('fr'),
      section: 'sale',
    });
    expect(trail).toEqual([
      { label: 'Accueil', href: '/fr/' },
      { label: 'À vendre', href: '/fr/a-vendre/' },
      { label: 'Maison à Namur' },
    ]);
  });

  it('gives a page right under home two steps', () => {
    const trail = breadcrumbTrail('contact', 'Contact', { locale: 'en', options, t: createTranslator('en') });
    expect(trail).toEqual([{ label: 'Home', href: '/' }, { label: 'Contact' }]);
  });
});

describe('menuPageTrail', () => {
  const about = { Title: { nl: 'Over ons', en: 'About us' }, Path: { nl: 'over-ons', en: 'about-us' } };
  const testimonials = {
    Title: { nl: 'Getuigenissen', en: 'Testimonials' },
    Path: { nl: 'getuigenissen', en: 'testimonials' },
  };
  const dutch = {
    locale: 'nl' as const,
    options,
    t: createTranslator('nl'),
    text: (value: Parameters<typeof localized>[0]) => localized(value, 'nl', 'en'),
  };

  it('puts a submenu page under its parent', () => {
    expect(menuPageTrail({ item: testimonials, parent: about }, dutch)).toEqual([
      { label: 'Home', href: '/nl/' },
      { label: 'Over ons', href: '/nl/over-ons/' },
      { label: 'Getuigenissen' },
    ]);
    expect(menuPageTrail({ item: about }, dutch)).toEqual([
      { label: 'Home', href: '/nl/' },
      { label: 'Over ons' },
    ]);
  });

  it('links the menu page when a page sits under it, which ends the trail', () => {
    expect(menuPageTrail({ item: testimonials, parent: about }, dutch, 'Getuigenis van Anke B.')).toEqual([
      { label: 'Home', href: '/nl/' },
      { label: 'Over ons', href: '/nl/over-ons/' },
      { label: 'Getuigenissen', href: '/nl/over-ons/getuigenissen/' },
      { label: 'Getuigenis van Anke B.' },
    ]);
    expect(menuPageTrail({ item: about }, dutch, 'Ons verhaal')).toEqual([
      { label: 'Home', href: '/nl/' },
      { label: 'Over ons', href: '/nl/over-ons/' },
      { label: 'Ons verhaal' },
    ]);
  });
});
