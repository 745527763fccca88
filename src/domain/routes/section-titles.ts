// The title of each listing section's results page, as its heading and links to it name it.
import type { ListingSection } from './routes';

/** The dictionary key of each section's results title ("Properties abroad"). */
export const sectionTitleKeys = {
  sale: 'search.results.titleSale',
  rent: 'search.results.titleRent',
  foreign: 'listings.results.titleForeign',
} as const satisfies Record<ListingSection, string>;
