import * as v from 'valibot';
import { type Locale, locales } from '../i18n/locales';

type LocalizedEntries = { [L in Locale]: v.OptionalSchema<v.StringSchema<undefined>, undefined> };

// Built from the one locale list so that adding a language adds its key here too.
const entries = Object.fromEntries(locales.map((code) => [code, v.optional(v.string())])) as LocalizedEntries;

/** A text per language code (nl, fr, en, de); any language may be missing, unknown codes are dropped. */
export const LocalizedTextSchema = v.object(entries);

/** A text per language code; pages fall back to the default language, then to any language present. */
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** A language code of src/i18n/locales.ts, as used in `Language` fields of the export. */
export const LanguageCodeSchema = v.picklist(locales);
