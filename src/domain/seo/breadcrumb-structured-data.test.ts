// The BreadcrumbList must match the visible trail, with absolute URLs search engines can follow.
import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData } from './breadcrumb-structured-data';

describe('breadcrumbStructuredData', () => {
  it('numbers the steps from 1 and gives the current page its own URL', () => {
    const data = breadcrumbStructuredData(
      [
        { label: 'Accueil', href: '/fr/' },
        { label: 'À vendre', href: '/fr/a-vendre/' },
        { label: 'Maison à Gand' },
      ],
      {
        siteUrl: 'https://www.immo-lumiere.be',
        url: 'https://www.immo-lumiere.be/fr/a-vendre/gent/maison/12/',
      },
    );
    expect(data?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.immo-lumiere.be/fr/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'À vendre',
        item: 'https://www.immo-lumiere.be/fr/a-vendre/',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maison à Gand',
        item: 'https://www.immo-lumiere.be/fr/a-vendre/gent/maison/12/',
      },
    ]);
    expect(data?.['@type']).toBe('BreadcrumbList');
  });

  it('describes nothing for a page without a trail (home)', () => {
    expect(breadcrumbStructuredData([], { siteUrl: 'https://a.be', url: 'https://a.be/' })).toBeUndefined();
  });
});
