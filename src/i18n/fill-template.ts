import type { PluralForms } from './translator';

/**
 * Fills the `{{name}}` placeholders of a string handed to an island. Browser-safe: it is the only
 * i18n code an island ships. An unknown placeholder throws, like `t()`, so no raw `{{name}}` shows.
 */
export function fillTemplate(text: string, vars: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

/** Picks the singular or plural form for `count` with the language's own plural rules, then fills it. */
export function fillPlural(
  forms: PluralForms,
  count: number,
  tag: string,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const form = pluralRules(tag).select(count) === 'one' ? forms.one : forms.other;
  return fillTemplate(form, { count, ...vars });
}

// One Intl.PluralRules per language: making one costs far more than selecting a form (every listing
// card of a built page asked for a new one).
const rulesByTag = new Map<string, Intl.PluralRules>();

/** The plural rules of language `tag`, made once. */
export function pluralRules(tag: string): Intl.PluralRules {
  let rules = rulesByTag.get(tag);
  if (rules === undefined) {
    rules = new Intl.PluralRules(tag);
    rulesByTag.set(tag, rules);
  }
  return rules;
}
