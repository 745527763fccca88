import { createInstance, type i18n } from 'i18next';
import { dictionaries } from './dictionaries';
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

// Building an Intl.PluralRules costs far more than asking it: one per language, made on first use.
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralRulesFor(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function keyFor(locale: Locale, key: string, vars: TranslationVars | undefined): string {
  const count = vars?.count;
  if (typeof count !== 'number' || !pluralBases.has(key)) return key;
  const form = pluralRulesFor(locale).select(count);
  return form === 'one' || form === 'other' ? key : `${key}_other`;
}

const translators = new Map<Locale, Translate>();

/** The `t()` of one language, created once per language and shared by every page. */
export function createTranslator(locale: Locale): Translate {
  const existing = translators.get(locale);
  if (existing !== undefined) return existing;
  const fixed = getInstance().getFixedT(locale);
  // A key without values always gives the same text, and pages ask for the same few hundred keys
  // thousands of times: i18next resolves each once. Texts with values still go through i18next.
  const plain = new Map<string, string>();
  const translate: Translate = (key, vars) => {
    const bare = vars === undefined || Object.keys(vars).length === 0;
    if (bare) {
      const known = plain.get(key);
      if (known !== undefined) return known;
    }
    const text: unknown = fixed(keyFor(locale, key, vars), { ...vars });
    if (typeof text !== 'string' || text === '') {
      throw new MissingTranslationError(`No translation "${key}" in ${locale}`);
    }
    if (bare) plain.set(key, text);
    return text;
  };
  translators.set(locale, translate);
  return translate;
}

function template(locale: Locale, path: string): string {
  const value: unknown = getInstance().getResource(locale, 'translation', path);
  if (typeof value !== 'string' || value === '') {
    throw new MissingTranslationError(`No translation "${path}" in ${locale}`);
  }
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
