// The English price words the tests of cards, prices and the search index show listings with.
import type { ListingPriceWords } from './listing-price';

export const englishPriceWords: ListingPriceWords = {
  startingFrom: 'Starting from',
  perMonth: 'per month',
  sold: 'Sold',
  rented: 'Let',
  onRequest: 'Price on request',
};
