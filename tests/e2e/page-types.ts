// Groups the built pages by page type and language, so sweeps can visit one page of each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath, type PageKey } from '../../src/domain/routes';
import type { Locale } from '../../src/i18n/locales';
import { builtPages } from './built-site';
import { siteLanguages } from './site-languages';

type MenuEntry = { Path: string; Children?: MenuEntry[] };

function menuPaths(): string[] {
  const file = join(process.env.DATA_DIR ?? 'data', 'menu.json');
  const menu = JSON.parse(readFileSync(file, 'utf8')) as MenuEntry[];
  return menu.flatMap((item) => [
    item.Path,
    ...(item.Children ?? []).map((child) => `${item.Path}/${child.Path}`),
  ]);
}

/** One built page per page type and language, e.g. the first property page in French. */
export function onePagePerType(): { key: PageKey | 'notFound'; locale: Locale; path: string }[] {
  const { Languages, DefaultLanguage } = siteLanguages();
  const options = {
    defaultLocale: DefaultLanguage,
    enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
    menuPaths: menuPaths(),
  };
  const seen = new Map<string, { key: PageKey | 'notFound'; locale: Locale; path: string }>();
  for (const { path } of builtPages().sort((a, b) => a.path.localeCompare(b.path))) {
    const match = matchPath(path, options);
    const key = match?.key ?? (path.includes('404') ? 'notFound' : undefined);
    if (key === undefined) continue;
    const locale = match?.locale ?? options.defaultLocale;
    if (!seen.has(`${key}:${locale}`)) seen.set(`${key}:${locale}`, { key, locale, path });
  }
  return [...seen.values()];
}
