import * as v from 'valibot';
import type { Locale } from '../i18n/locales';
import { IdSchema } from './id';
import { LanguageCodeSchema } from './localized-text';

/** One record of property-types.json: a property type in one language. */
export const PropertyTypeRecordSchema = v.object({
  /** The record's own ID (one per type and language). */
  ID: IdSchema,
  /** The type's ID shared by every language; properties refer to it. */
  WebID: IdSchema,
  Name: v.string(),
  ShowOrder: v.optional(v.number()),
  /** Whether the type is offered in the sale search. */
  Sale: v.boolean(),
  /** Whether the type is offered in the rent search. */
  Rent: v.boolean(),
  /** The language of Name. */
  language: LanguageCodeSchema,
});

/** One record of property-types.json. */
export type PropertyTypeRecord = v.InferOutput<typeof PropertyTypeRecordSchema>;

/** One property type for one language, as pages read it (src/data/listing-export.ts). */
export type PropertyType = Omit<PropertyTypeRecord, 'language'> & {
  Language: Locale;
};
