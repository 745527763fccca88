// What the built site should contain, read straight from the export the tests run against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, localeTags } from '../../src/i18n/locales';

interface SiteLanguages {
  Languages: { Code: Locale; Use: boolean }[];
  DefaultLanguage: Locale;
}

/** The site configuration's languages, from DATA_DIR (default data/). */
export function siteLanguages(): SiteLanguages {
  const file = join(process.env.DATA_DIR ?? 'data', 'site.json');
  return JSON.parse(readFileSync(file, 'utf8')) as SiteLanguages;
}

/** Each enabled language's home path and `lang` tag: the default one unprefixed. */
export function enabledHomes(): { locale: Locale; path: string; tag: string }[] {
  const { Languages, DefaultLanguage } = siteLanguages();
  return Languages.filter((language) => language.Use).map(({ Code }) => ({
    locale: Code,
    path: Code === DefaultLanguage ? '/' : `/${Code}/`,
    tag: localeTags[Code],
  }));
}
