import type { Dictionary } from './dictionaries';

/** The plural suffixes every language uses (i18next v4 JSON with `Intl.PluralRules` categories). */
export const pluralSuffixes = ['_one', '_other'] as const;

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}${(typeof pluralSuffixes)[number]}`
  ? Base
  : K;

type LeafPaths<T, Prefix extends string> = {
  [K in Extract<keyof T, string | number>]: T[K] extends string
    ? `${Prefix}${WithoutPluralSuffix<`${K}`>}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[Extract<keyof T, string | number>];

/**
 * Every key `t()` accepts, as "<namespace>.<path>" (e.g. 'search.bedrooms',
 * 'property.fields.Bedrooms'), derived from the reference language. Plural keys appear once,
 * without their `_one`/`_other` suffix: pass `{ count }` to pick the form.
 */
export type TranslationKey = LeafPaths<Dictionary, ''>;

type PluralPaths<T, Prefix extends string> = {
  [K in Extract<keyof T, string | number>]: T[K] extends string
    ? `${K}` extends `${infer Base}_one`
      ? `${Prefix}${Base}`
      : never
    : PluralPaths<T[K], `${Prefix}${K}.`>;
}[Extract<keyof T, string | number>];

/** The keys that have `_one`/`_other` forms: `t()` needs a numeric `count` for them. */
export type PluralKey = PluralPaths<Dictionary, ''>;
