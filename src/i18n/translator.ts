import { createInstance, type i18n } from 'i18next';
import { dictionaries } from './dictionaries';
import { fillTemplate, pluralRules } from './fill-template';
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

// The plural strings: the keys with a "_one" and an "_other" form.
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
    // Nothing is escaped: Astro and React escape what they render, and placeholders are filled in
    // createTranslator, which never hands i18next a value.
    interpolation: { escapeValue: false },
  });
  instance = created;
  return created;
}

// The dictionary key of a string: a plural string's form for `count` (French "many", 1 000 000, has no
// form of its own in our dictionaries and takes "_other", which is the right French text there).
function keyFor(locale: Locale, key: string, vars: TranslationVars | undefined): string {
  const count = vars?.count;
  if (typeof count !== 'number' || !pluralBases.has(key)) return key;
  return pluralRules(locale).select(count) === 'one' ? `${key}_one` : `${key}_other`;
}

const translators = new Map<Locale, Translate>();

/** The `t()` of one language, created once per language and shared by every page. */
export function createTranslator(locale: Locale): Translate {
  const existing = translators.get(locale);
  if (existing !== undefined) return existing;
  // i18next holds the dictionaries and resolves each key once (template below); the placeholders are
  // filled here. i18next's own t() took 11 µs a call with values (a card's city, a visitor's name in an
  // e-mail), which pages and e-mails ask for by the thousand; filling a known template takes 0.5 µs.
  const translate: Translate = (key, vars) => {
    const text = template(locale, keyFor(locale, key, vars));
    if (vars === undefined) return text;
    try {
      return fillTemplate(text, vars);
    } catch (error) {
      throw new MissingTranslationError(`${(error as Error).message} (${key} in ${locale})`);
    }
  };
  translators.set(locale, translate);
  return translate;
}

// Islands' strings are picked for every page that shows a form: each raw string is looked up once.
// Each language's templates, resolved once: t() looks one up on every call of every page, so the key
// alone finds it, with no string built per call.
const templates = new Map<Locale, Map<string, string>>(locales.map((locale) => [locale, new Map()]));

function template(locale: Locale, path: string): string {
  const known = templates.get(locale);
  const found = known?.get(path);
  if (found !== undefined) return found;
  const value: unknown = getInstance().getResource(locale, 'translation', path);
  if (typeof value !== 'string' || value === '') {
    throw new MissingTranslationError(`No translation "${path}" in ${locale}`);
  }
  known?.set(path, value);
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
