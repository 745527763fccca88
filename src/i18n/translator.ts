import { createInstance, type i18n } from 'i18next';
import { dictionaries } from './dictionaries';
import { pluralRules } from './fill-template';
import { flattenDictionary } from './flatten-dictionary';
import type { PluralKey, TranslationKey } from './keys';
import { type Locale, locales } from './locales';

/** Values for the `{{placeholders}}` of a string; `count` (a number) also picks the plural form. */
export type TranslationVars = Readonly<{ count?: number } & Record<string, string | number>>;

/** Translates one key into the translator's language; throws rather than ever return a raw key. */
export type Translate = (key: TranslationKey, vars?: TranslationVars) => string;

/** A key, a placeholder or a plural form that the dictionaries do not have. */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

// i18next resolves plurals through Intl.PluralRules, whose French has a "many" form (1 000 000) that
// our dictionaries do not carry: such counts use "_other", which is the right French text there.
const pluralBases: ReadonlySet<string> = new Set(
  [...flattenDictionary(dictionaries.en).keys()]
    .filter((path) => path.endsWith('_one'))
    .map((path) => path.slice(0, -'_one'.length)),
);

let instance: i18n | undefined;

function getInstance(): i18n {
  if (instance !== undefined) return instance;
  const created = createInstance();
  // initAsync false: the resources are in memory, so init() completes before it returns.
  void created.init({
    resources: Object.fromEntries(locales.map((locale) => [locale, { translation: dictionaries[locale] }])),
    lng: 'en',
    supportedLngs: [...locales],
    fallbackLng: false,
    initAsync: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // Astro and React escape what they render; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => {
      throw new MissingTranslationError(`No translation "${key}" in ${lngs.join(', ')}`);
    },
    returnedObjectHandler: (key) => {
      throw new MissingTranslationError(`"${key}" is a group of translations, not one string`);
    },
    missingInterpolationHandler: (text, value) => {
      throw new MissingTranslationError(`No value for ${String(value?.[0] ?? 'a placeholder')} in "${text}"`);
    },
  });
  instance = created;
  return created;
}

function keyFor(locale: Locale, key: string, vars: TranslationVars | undefined): string {
  const count = vars?.count;
  if (typeof count !== 'number' || !pluralBases.has(key)) return key;
  const form = pluralRules(locale).select(count);
  return form === 'one' || form === 'other' ? key : `${key}_other`;
}

const maxKnownTexts = 20_000;

// Tells apart every key and values that could translate differently: JSON quoting keeps any text in a
// value from passing for another value, the type of each value is part of it (2 and "2"), and so is
// -0, which String() writes as 0.
function memoKey(key: string, vars: TranslationVars | undefined): string {
  if (vars === undefined) return key;
  const values = Object.entries(vars).map(([name, value]) => [
    name,
    typeof value,
    typeof value === 'number' && Object.is(value, -0) ? '-0' : String(value),
  ]);
  return `${key}\u0000${JSON.stringify(values)}`;
}

const translators = new Map<Locale, Translate>();

/** The `t()` of one language, created once per language and shared by every page. */
export function createTranslator(locale: Locale): Translate {
  const existing = translators.get(locale);
  if (existing !== undefined) return existing;
  const fixed = getInstance().getFixedT(locale);
  // The same key with the same values always gives the same text, and pages ask for the same few
  // hundred keys, often with the same values (a unit, a card's type and city), thousands of times:
  // i18next resolves each combination once.
  const known = new Map<string, string>();
  const translate: Translate = (key, vars) => {
    const memo = memoKey(key, vars);
    const found = known.get(memo);
    if (found !== undefined) return found;
    const text: unknown = fixed(keyFor(locale, key, vars), { ...vars });
    if (typeof text !== 'string' || text === '') {
      throw new MissingTranslationError(`No translation "${key}" in ${locale}`);
    }
    // Values unique to one page (its URL, its title) would make the map grow with the site: start over.
    if (known.size >= maxKnownTexts) known.clear();
    known.set(memo, text);
    return text;
  };
  translators.set(locale, translate);
  return translate;
}

// Islands' strings are picked for every page that shows a form: each raw string is looked up once.
const templates = new Map<string, string>();

function template(locale: Locale, path: string): string {
  const memo = `${locale}\u0000${path}`;
  const known = templates.get(memo);
  if (known !== undefined) return known;
  const value: unknown = getInstance().getResource(locale, 'translation', path);
  if (typeof value !== 'string' || value === '') {
    throw new MissingTranslationError(`No translation "${path}" in ${locale}`);
  }
  templates.set(memo, value);
  return value;
}

/**
 * The strings an island needs, as plain props (no i18n runtime reaches the browser). Placeholders
 * are kept as `{{name}}` for the island to fill with `fillTemplate`.
 */
export function pickStrings<K extends Exclude<TranslationKey, PluralKey>>(
  locale: Locale,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, template(locale, key)])) as Record<K, string>;
}

/** The singular and plural forms of plural keys, for an island that shows a changing count. */
export function pickPlurals<K extends PluralKey>(locale: Locale, keys: readonly K[]): Record<K, PluralForms> {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { one: template(locale, `${key}_one`), other: template(locale, `${key}_other`) },
    ]),
  ) as Record<K, PluralForms>;
}

/** Both forms of a plural string, as handed to an island. */
export type PluralForms = { readonly one: string; readonly other: string };
