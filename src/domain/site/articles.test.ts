import { describe, expect, it } from 'vitest';
import {
  articleLead,
  articlesBeside,
  articlesOf,
  legalArticle,
  otherNewsShown,
  slugsInLanguage,
} from './articles';

const article = (ID: number, extra: Partial<Parameters<typeof articlesOf>[0][number]> = {}) => ({
  ID,
  CategoryID: 2,
  Published: true,
  Slug: { en: `a-${ID}` },
  ...extra,
});

describe('articlesOf', () => {
  it('keeps only published articles of the category', () => {
    const list = [article(1), article(2, { Published: false }), article(3, { CategoryID: 5 })];
    expect(articlesOf(list, 2).map((a) => a.ID)).toEqual([1]);
  });

  it('orders by ShowOrder, unordered last, then newest date, then ID', () => {
    const list = [
      article(1),
      article(2, { ShowOrder: 2 }),
      article(3, { ShowOrder: 1, Date: '2026-01-01' }),
      article(4, { ShowOrder: 1, Date: '2026-05-01' }),
      article(5, { ShowOrder: 2 }),
    ];
    expect(articlesOf(list, 2).map((a) => a.ID)).toEqual([4, 3, 2, 5, 1]);
  });

  it('keeps the first `limit` articles', () => {
    const list = Array.from({ length: 9 }, (_, index) => article(index + 1, { ShowOrder: index }));
    expect(articlesOf(list, 2, 6).map((a) => a.ID)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(articlesOf(list, 2, 0)).toEqual([]);
  });
});

describe('articlesBeside', () => {
  it('lists the other news beside a news item, the latest first and a few only, never a service', () => {
    // Before: a news item's page listed "Our other services" beside it.
    const news = Array.from({ length: 7 }, (_, index) =>
      article(index + 1, { Date: `2026-0${index + 1}-01` }),
    );
    const services = [article(20, { CategoryID: 7 }), article(21, { CategoryID: 7 })];
    const latest = article(8, { Date: '2026-08-01' });
    const beside = articlesBeside([...news, latest, ...services], latest);
    expect(beside.map((a) => a.ID)).toEqual([7, 6, 5, 4, 3].slice(0, otherNewsShown));
  });

  it('lists every other service beside a service, no news item', () => {
    const others = [2, 3, 4, 5, 6, 7].map((ID) => article(ID + 20, { CategoryID: 7, ShowOrder: ID }));
    const first = article(21, { CategoryID: 7, ShowOrder: 1 });
    const beside = articlesBeside([article(1), first, ...others], first);
    expect(beside.map((a) => a.ID)).toEqual([22, 23, 24, 25, 26, 27]);
  });
});

describe('legalArticle', () => {
  const legal = [
    article(601, { CategoryID: 6, Slug: { nl: 'disclaimer', fr: 'avertissement' } }),
    article(602, { CategoryID: 6, Slug: { fr: 'declaration', en: 'Privacy-Statement' } }),
    article(603, { CategoryID: 6, Slug: { en: 'cookie-policy' }, Published: false }),
    article(604, { CategoryID: 2, Slug: { en: 'cookie-policy' } }),
  ];

  it('finds the legal article by its slug in any language, ignoring case', () => {
    expect(legalArticle(legal, 'disclaimer')?.ID).toBe(601);
    expect(legalArticle(legal, 'privacy')?.ID).toBe(602);
  });

  it('ignores unpublished articles and other categories', () => {
    expect(legalArticle(legal, 'cookiePolicy')).toBeUndefined();
  });
});

describe('slugsInLanguage', () => {
  it('gives a slug to the first article claiming it and skips empty slugs', () => {
    const [a, b, c] = [article(1), article(2), article(3)];
    const slugs = slugsInLanguage([a, b, c], (item) => ({ 1: 'same', 2: 'same', 3: '' })[item.ID] ?? '');
    expect([...slugs.entries()].map(([item, slug]) => [item.ID, slug])).toEqual([[1, 'same']]);
  });
});

describe('articleLead', () => {
  it('keeps a summary the body does not repeat', () => {
    expect(articleLead('Short summary.', '<p>Longer text.</p>')).toBe('Short summary.');
  });

  it('drops a summary the body opens with', () => {
    expect(articleLead('From valuation to deed.', '<p>From valuation to deed.</p><p>More.</p>')).toBe('');
  });

  it('gives nothing for an empty summary', () => {
    expect(articleLead('  ', '<p>Text</p>')).toBe('');
  });
});
