import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';
import { createTranslator } from './translator';

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
