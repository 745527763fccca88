// Unit tests of the change report's text: every change in words, in each of the four languages.
import { describe, expect, it } from 'vitest';
import { compareExports, type ListingSnapshot } from '../../domain/publish/export-changes';
import { locales } from '../../i18n/locales';
import { composeChangeReport } from './compose-change-report';

const listing = (id: number, extra: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  id,
  label: `REF-${id} (House, Gent)`,
  price: 300_000,
  status: 'available',
  pictures: ['a.jpg'],
  ...extra,
});
const context = { release: '2026-11-24T13-00-00Z', publishedAt: new Date('2026-11-24T13:00:00Z') };

const report = compareExports(
  {
    listings: [listing(1), listing(2), listing(3)],
    projects: [{ id: 'project-1', label: 'Residentie Zuid', fingerprint: 'a' }],
    pages: [],
  },
  {
    listings: [
      listing(2, { price: 289_000, pictures: ['a.jpg', 'b.jpg'] }),
      listing(3, { status: 'sold' }),
      listing(4),
    ],
    projects: [{ id: 'project-1', label: 'Residentie Zuid', fingerprint: 'b' }],
    pages: [{ id: 'article-9', label: 'Buying abroad', fingerprint: 'x' }],
  },
);

describe('composeChangeReport', () => {
  it('says in English what changed, with old and new prices and statuses in words', () => {
    const { subject, text } = composeChangeReport(report, 'en', context);
    expect(subject).toBe('Website updated: 3 listings online');
    expect(text).toContain('Listings online: 3 before, 3 now.');
    expect(text).toContain('New listings (1):\n- REF-4 (House, Gent)');
    expect(text).toContain('Listings withdrawn (1):\n- REF-1 (House, Gent)');
    expect(text).toContain('- REF-2 (House, Gent): €300,000 → €289,000');
    expect(text).toContain('- REF-3 (House, Gent): Available → Sold');
    expect(text).toContain('Pictures added (1):\n- REF-2 (House, Gent): +1');
    expect(text).toContain('Projects (1):\n- Residentie Zuid: changed');
    expect(text).toContain('Content pages (1):\n- Buying abroad: new');
    expect(text).not.toContain('Pictures removed');
  });

  it('writes every language without a raw key', () => {
    const texts = locales.map((locale) => composeChangeReport(report, locale, context).text);
    for (const text of texts) expect(text).not.toMatch(/mail\.publish|property\.values/);
    expect(new Set(texts).size).toBe(locales.length);
    expect(composeChangeReport(report, 'fr', context).text).toContain('Vendu');
  });

  it('says so when nothing changed', () => {
    const same = compareExports(
      { listings: [listing(1)], projects: [], pages: [] },
      { listings: [listing(1)], projects: [], pages: [] },
    );
    expect(composeChangeReport(same, 'nl', context).text).toContain(
      'Geen enkel pand, project of pagina is gewijzigd.',
    );
  });
});
