import { describe, expect, it } from 'vitest';
import type { Goal } from '../listing/status';
import { cardPlace, cardShard, cardShardCount, cardShardSize } from './card-shards';
import {
  buildFilterIndex,
  type FilterIndexParts,
  hasParts,
  partsFor,
  textMatchCount,
  viewPage,
  viewPositions,
} from './filter-index';
import type { ResultsView } from './results-view';
import { viewResults } from './results-view';
import {
  emptySearch,
  matchesText,
  paginate,
  roomFields,
  type SearchListing,
  type SortKey,
  sortKeys,
  sortProperties,
} from './search';

/** A small seeded generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Towns with names in other languages, one under two postcodes, hyphens and accents that fold alike.
const towns = [
  { city: 'GENT', cityName: 'Gand', otherCityNames: ['Ghent'], zip: '9000' },
  { city: 'GENT', cityName: 'Gand', otherCityNames: ['Ghent'], zip: '9050' },
  { city: 'LIÈGE', cityName: 'Luik', zip: '4000' },
  { city: 'Braine-l’Alleud', zip: '1420' },
  { city: 'Sint-Niklaas', zip: '9100' },
  { city: 'Luxembourg', otherCityNames: ['Luxemburg'], zip: ' 1111 ' },
];
const chosenValues = [
  'gent|',
  'gent|9050',
  'gand|',
  'liege|',
  "braine l'alleud|",
  'sint-niklaas|9100',
  'luxemburg|',
  'nowhere|',
];
const texts = ['', 'gent', 'GHENT', 'lieg', '90', '1111', 'ref-1', 'REF-12', 'braine-l alleud', 'x'];

function listings(count: number, next: () => number, goal: Goal): SearchListing[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const maybe = <T>(value: T): T | undefined => (next() < 0.15 ? undefined : value);
  return Array.from({ length: count }, (_, index) => {
    const town = pick(towns);
    const otherWebIds = next() < 0.1 ? [pick([2, 3, 4])] : undefined;
    return {
      id: 1000 + Math.floor(next() * 5000) * 7 + index,
      goal,
      marquee: pick([0, 0, 0, 1, 3, 4, 5]),
      webId: pick([1, 1, 2, 3, 5]),
      ...(otherWebIds ? { otherWebIds } : {}),
      ...town,
      price: maybe(Math.round(next() * (goal === 0 ? 3_500_000 : 2_500))),
      bedrooms: maybe(Math.floor(next() * 5)),
      bathrooms: maybe(Math.floor(next() * 3)),
      showerRooms: maybe(Math.floor(next() * 2)),
      toilets: maybe(Math.floor(next() * 3)),
      garages: maybe(Math.floor(next() * 2)),
      reference: maybe(`REF-${index}`),
      // Few dates, so that many listings tie on the date and the ID decides.
      createdAt: maybe(`2026-0${1 + Math.floor(next() * 3)}-01`),
    };
  });
}

function randomView(next: () => number, goal: Goal): ResultsView {
  const search = emptySearch(goal);
  const some = <T>(values: readonly T[], chance: number): T[] =>
    next() < chance ? values.filter(() => next() < 0.3) : [];
  const top = goal === 0 ? 3_000_000 : 2_000;
  const low = next() < 0.5 ? 0 : Math.round(next() * top);
  const high = next() < 0.4 ? top : Math.max(low, Math.round(next() * top));
  return {
    search: {
      ...search,
      cities: some(chosenValues, 0.5),
      types: some([1, 2, 3, 4, 5, 9], 0.4),
      ...Object.fromEntries(
        roomFields.map((field) => [field, next() < 0.15 ? 1 + Math.floor(next() * 3) : 0]),
      ),
      price: next() < 0.5 ? search.price : [low, high],
      text: next() < 0.3 ? (texts[Math.floor(next() * texts.length)] ?? '') : '',
      page: 1,
    },
    sort: sortKeys[Math.floor(next() * sortKeys.length)] as SortKey,
  };
}

/** The parts as the browser reads them: through JSON, as the files serve them. */
const served = (parts: FilterIndexParts): FilterIndexParts => JSON.parse(JSON.stringify(parts));

describe('viewPositions', () => {
  for (const [section, goal] of [
    ['sale', 0],
    ['rent', 1],
  ] as const) {
    it(`finds, counts and orders what viewResults does on the whole ${section} list, for random views`, () => {
      const next = random(section === 'sale' ? 7 : 11);
      const ordered = sortProperties(listings(600, next, goal), 'newest');
      const parts = served(buildFilterIndex(ordered));
      for (let run = 0; run < 400; run++) {
        const view = randomView(next, goal);
        const expected = viewResults(ordered, view, section).matches.map((listing) => listing.id);
        const found = viewPositions(ordered.length, parts, view).map((position) => ordered[position]?.id);
        expect(found, JSON.stringify(view)).toEqual(expected);
      }
    });
  }

  it('pages as paginate pages viewResults, a page past the last one included', () => {
    const next = random(5);
    const ordered = sortProperties(listings(300, next, 0), 'newest');
    const parts = served(buildFilterIndex(ordered));
    for (let run = 0; run < 300; run++) {
      const drawn = randomView(next, 0);
      const view = { ...drawn, search: { ...drawn.search, page: 1 + Math.floor(next() * 8) } };
      const expected = paginate(viewResults(ordered, view, 'sale').matches, view.search.page, 12);
      const page = viewPage(ordered.length, parts, view, 12);
      expect(
        { ...page, items: page.items.map((position) => ordered[position]?.id) },
        JSON.stringify(view),
      ).toEqual({
        ...expected,
        items: expected.items.map((listing) => listing.id),
      });
    }
  });

  it('lists the whole section in its order with no part loaded', () => {
    const ordered = sortProperties(listings(30, random(3), 0), 'newest');
    const view = { search: emptySearch(0), sort: 'newest' as const };
    expect(partsFor(view)).toEqual([]);
    expect(hasParts({}, view)).toBe(true);
    expect(viewPositions(ordered.length, {}, view)).toEqual(ordered.map((_, position) => position));
  });

  it('asks only for the parts its filters read', () => {
    const search = emptySearch(0);
    expect(partsFor({ search: { ...search, cities: ['gent|'] }, sort: 'newest' })).toEqual(['towns']);
    expect(partsFor({ search: { ...search, price: [0, 500_000] }, sort: 'newest' })).toEqual(['price']);
    expect(partsFor({ search: { ...search, types: [1] }, sort: 'newest' })).toEqual(['types']);
    expect(partsFor({ search: { ...search, text: 'gent' }, sort: 'price-asc' })).toEqual([
      'towns',
      'price',
      'ids',
      'text',
    ]);
  });
});

describe('textMatchCount', () => {
  it('counts what matchesText finds, once the towns and text parts are there', () => {
    const ordered = sortProperties(listings(200, random(9), 1), 'newest');
    const parts = served(buildFilterIndex(ordered));
    for (const text of texts.filter((text) => text !== ''))
      expect(textMatchCount(parts, text), text).toBe(
        ordered.filter((listing) => matchesText(listing, text)).length,
      );
    expect(textMatchCount({ towns: parts.towns }, 'gent')).toBeUndefined();
  });
});

describe('card shards', () => {
  const shardsOf = <E>(ordered: readonly E[]) =>
    Array.from({ length: cardShardCount(ordered.length) }, (_, shard) => cardShard(ordered, shard));

  it('hold each listing once, where cardPlace says', () => {
    for (const count of [1, cardShardSize, cardShardSize * 2 + 5]) {
      const ordered = Array.from({ length: count }, (_, position) => position);
      const shards = shardsOf(ordered);
      expect(shards.flat().sort((a, b) => a - b)).toEqual(ordered);
      for (const position of ordered) {
        const { shard, index } = cardPlace(position, count);
        expect(shards[shard]?.[index], `${position} of ${count}`).toBe(position);
      }
    }
  });

  it('leave every shard but the last unchanged when a listing comes first in the order', () => {
    const ordered = Array.from({ length: cardShardSize * 3 + 7 }, (_, position) => `listing ${position}`);
    const before = shardsOf(ordered);
    const after = shardsOf(['a new listing', ...ordered]);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after.at(-1)?.at(-1)).toBe('a new listing');
  });
});
