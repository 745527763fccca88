import * as v from 'valibot';
import type { Locale } from '../i18n/locales';
import { IdSchema } from './id';
import { LanguageCodeSchema } from './localized-text';
import { PostalCodeSchema } from './postal-code';

/** Which listings a city list counts: all of them, those for sale, or those for rent. */
export const CityVariantSchema = v.picklist(['all', 'sale', 'rent']);
/** Which listings a city list counts. */
export type CityVariant = v.InferOutput<typeof CityVariantSchema>;

/** One city of a city list of cities.json, in one language (the search form's city list). */
export const CityRecordSchema = v.object({
  Name: v.string(),
  Zip: PostalCodeSchema,
  /** 10 Belgium, 50 Luxembourg, 34 Spain; other ids mean "other country". */
  CountryID: IdSchema,
  /** The country's name in `language`. */
  CountryName: v.optional(v.string()),
  /** How many listings of the list's variant the city has. */
  PropertyCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The language of this record's names. */
  language: LanguageCodeSchema,
});

/** cities.json: the CRM's three city lists, each with a record per city and language. */
export const CitiesFileSchema = v.object({
  /** Cities with any listing. */
  all: v.array(CityRecordSchema),
  /** Cities with listings for sale. */
  sale: v.array(CityRecordSchema),
  /** Cities with listings for rent. */
  rent: v.array(CityRecordSchema),
});

/** cities.json as the CRM writes it. */
export type CitiesFile = v.InferOutput<typeof CitiesFileSchema>;

/** One city of one list and language, as pages read it (src/data/listing-export.ts). */
export type City = Omit<v.InferOutput<typeof CityRecordSchema>, 'language'> & {
  Language: Locale;
  Variant: CityVariant;
};
