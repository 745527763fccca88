import * as v from 'valibot';
import { IdSchema } from './id';
import { LanguageCodeSchema } from './localized-text';

/** One property type of property-types.json, for one language. */
export const PropertyTypeSchema = v.object({
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
  Language: LanguageCodeSchema,
});

/** One property type for one language. */
export type PropertyType = v.InferOutput<typeof PropertyTypeSchema>;
