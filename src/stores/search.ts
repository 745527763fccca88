// The search shared by the islands of a results page: the filter island writes it, the results list
// and the map view read it. Filled in by the search island's work (issue 4).
import { atom } from 'nanostores';
import type { SearchState } from '../domain/search';

/** One listing as the results islands show it: the search fields plus what a card and a marker need. */
export type ResultEntry = {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly priceText: string;
  readonly photo?: { readonly url: string; readonly width: number; readonly height: number } | undefined;
  readonly lat?: number | undefined;
  readonly lng?: number | undefined;
};

/** The filter state of the page (undefined until the filter island has read the URL). */
export const $search = atom<SearchState | undefined>(undefined);

/** Every listing matching $search, sorted, all pages (the list island pages them, the map shows all). */
export const $results = atom<readonly ResultEntry[]>([]);
