// The props of the search islands: plain data and already translated strings, built on the server.

import type { Goal } from '../../domain/listing/status';
import type { ListingSection } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import type { PluralForms } from '../../i18n/translator';
import { cardPluralKeys, cardStringKeys } from '../../views/card-strings';

/** A choice of a multi-select: its value, its name, how many listings it has. */
export interface Choice<V extends string | number> {
  readonly value: V;
  readonly name: string;
  readonly count: number;
}

/** The cities and types the form offers for one goal. */
export interface GoalOptions {
  readonly cities: readonly Choice<string>[];
  readonly types: readonly Choice<number>[];
}

/** The words the filter island shows. */
export const filterStringKeys = [
  'search.goal.label',
  'search.goal.sale',
  'search.goal.rent',
  'search.cities',
  'search.types',
  'search.bedrooms',
  'search.bathrooms',
  'search.showerRooms',
  'search.toilets',
  'search.garages',
  'search.price',
  'search.freeText',
  'search.freeTextPlaceholder',
  'search.search',
  'search.reset',
  'search.any',
  'search.counter.increase',
  'search.counter.decrease',
  'search.cityOption',
  'search.showFilters',
  'search.hideFilters',
  'search.filters',
  'listings.filter.label',
  'listings.filter.typeOption',
  'listings.filter.anyCity',
  'listings.filter.anyType',
  'listings.filter.priceMin',
  'listings.filter.priceMax',
  'listings.filter.rooms',
] as const;

/** The plural words of the filter island. */
export const filterPluralKeys = ['search.selected', 'search.results.count'] as const;

/** What the filter island gets from the page. */
export interface FilterIslandProps {
  /** On the home page a search goes to a results page; on a results page it shows there. */
  readonly mode: 'home' | 'results';
  /** The goal the form starts with: the results page's, sale on the home page. */
  readonly goal: Goal;
  /** Abroad lists both goals: no goal choice and no price range (sale prices and rents mixed). */
  readonly anyGoal: boolean;
  /** The results page of each goal in the page's language. */
  readonly paths: Readonly<Record<Goal, string>>;
  readonly options: Readonly<Record<Goal, GoalOptions>>;
  /** The page's language: its plural rules and its way of writing prices. */
  readonly locale: Locale;
  readonly strings: Readonly<Record<(typeof filterStringKeys)[number], string>>;
  readonly plurals: Readonly<Record<(typeof filterPluralKeys)[number], PluralForms>>;
}

/** The words the results island shows. */
export const resultsStringKeys = [
  'search.results.pageOf',
  'errors.empty.properties',
  'search.results.noResultsHint',
  'search.sort.label',
  'search.sort.newest',
  'search.sort.priceAsc',
  'search.sort.priceDesc',
  'common.pagination.label',
  'common.pagination.goToPage',
  'common.buttons.previous',
  'common.buttons.next',
  'listings.results.registerSearch',
  'search.results.elsewhere',
  'search.results.elsewhereLink',
  // The cards it shows: the same words as the prerendered lists' cards.
  ...cardStringKeys,
] as const;

/** The plural words of the results island. */
export const resultsPluralKeys = ['search.results.count', ...cardPluralKeys] as const;

/** Another section of listings: its results page and its title in the page's language. */
export interface OtherSection {
  readonly section: ListingSection;
  readonly path: string;
  readonly title: string;
}

/** What the results island gets from the page. */
export interface ResultsIslandProps {
  readonly section: ListingSection;
  /** The page's goal; abroad 0, where the goal is no filter. */
  readonly goal: Goal;
  /** The page's language: the card shards' (see card-shards.ts). */
  readonly locale: string;
  /** How many listings the section lists: the filter index's length. */
  readonly count: number;
  /** The demand register, offered when nothing matches. */
  readonly registerUrl: string;
  /** The other sections with listings: where a free text that finds nothing here may find some. */
  readonly elsewhere: readonly OtherSection[];
  readonly tag: string;
  readonly strings: Readonly<Record<(typeof resultsStringKeys)[number], string>>;
  readonly plurals: Readonly<Record<(typeof resultsPluralKeys)[number], PluralForms>>;
}
