// Unit tests of the publish guards: a collapsed feed is refused with its figure, a normal one passes.
import { describe, expect, it } from 'vitest';
import { describeRefusal, type GuardFigures, type GuardRefusal, guardRefusals } from './publish-guards';

const figures = (extra: Partial<GuardFigures> = {}): GuardFigures => ({
  listingsBefore: 100,
  listingsAfter: 100,
  mediaNamed: 1000,
  mediaMissing: 0,
  languagesBefore: ['nl', 'fr', 'en', 'de'],
  languagesAfter: ['nl', 'fr', 'en', 'de'],
  ...extra,
});

// The first refusal, failing the test when there is none.
function first(refusals: readonly GuardRefusal[]): GuardRefusal {
  const [refusal] = refusals;
  if (refusal === undefined) throw new Error('expected a refusal');
  return refusal;
}

describe('guardRefusals', () => {
  it('lets a normal export through', () => {
    expect(guardRefusals(figures({ listingsAfter: 95, mediaMissing: 10 }))).toEqual([]);
  });

  it('allows a fall of exactly the limit and refuses one just over it', () => {
    expect(guardRefusals(figures({ listingsAfter: 80 }))).toEqual([]);
    const [refusal] = guardRefusals(figures({ listingsBefore: 1000, listingsAfter: 797 }));
    expect(refusal).toEqual({ kind: 'listings-fell', before: 1000, after: 797, percent: 20.3, limit: 20 });
    expect(describeRefusal(first([refusal].filter((item) => item !== undefined)))).toBe(
      'the listings fall from 1000 to 797 (-20.3 %, more than the 20 % allowed)',
    );
  });

  it('takes a configured limit', () => {
    expect(
      guardRefusals(figures({ listingsAfter: 90 }), { maxListingFallPercent: 5, maxMissingMediaPercent: 5 }),
    ).toHaveLength(1);
  });

  it('refuses an export without listings, also as the first publish', () => {
    expect(guardRefusals(figures({ listingsAfter: 0 }))).toEqual([{ kind: 'no-listings', before: 100 }]);
    expect(guardRefusals(figures({ listingsBefore: undefined, listingsAfter: 0 }))).toEqual([
      { kind: 'no-listings', before: 0 },
    ]);
  });

  it('lets a site that had no listings stay without', () => {
    expect(guardRefusals(figures({ listingsBefore: 0, listingsAfter: 0 }))).toEqual([]);
  });

  it('refuses more than 5 % of the named media missing, with the count', () => {
    expect(guardRefusals(figures({ mediaMissing: 50 }))).toEqual([]);
    const [refusal] = guardRefusals(figures({ mediaMissing: 51 }));
    expect(refusal).toMatchObject({ kind: 'media-missing', missing: 51, named: 1000, percent: 5.1 });
    expect(describeRefusal(first([refusal].filter((item) => item !== undefined)))).toContain(
      '51 of the 1000 media files',
    );
  });

  it('refuses a language that was on and is switched off, not one switched on', () => {
    expect(guardRefusals(figures({ languagesAfter: ['nl', 'fr', 'en', 'de', 'es'] }))).toEqual([]);
    const refusals = guardRefusals(figures({ languagesAfter: ['nl', 'en'] }));
    expect(refusals).toEqual([{ kind: 'language-off', languages: ['fr', 'de'] }]);
    expect(describeRefusal(first(refusals))).toBe(
      'the export switches off languages that the live site has: fr, de',
    );
  });

  it('lists every guard tripped at once', () => {
    const kinds = guardRefusals(
      figures({ listingsAfter: 10, mediaMissing: 900, languagesAfter: ['nl'] }),
    ).map((refusal) => refusal.kind);
    expect(kinds).toEqual(['listings-fell', 'media-missing', 'language-off']);
  });
});
