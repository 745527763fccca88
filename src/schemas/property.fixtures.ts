// The listing the tests of the export and of its readers start from: only the fields the export requires.
import type { Property } from './property';

/** The required fields of a listing record in properties.json (before the language's own fields). */
export const requiredPropertyFields = {
  ID: 1,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  Price: 350000,
  PriceUnit: 0,
} as const;

/** A listing of the model with only its required fields, its price published and no pictures. */
export const plainProperty: Property = {
  ...requiredPropertyFields,
  PublishPrice: true,
  WebIDs: [1],
  Pictures: [],
};
