// Groups the built pages by page type and language, so sweeps can visit one page of each.
import { loadExport } from '../../src/data/load-export';
import { matchPath, type PageKey } from '../../src/domain/routes/routes';
import type { Locale } from '../../src/i18n/locales';
import { builtPages } from './built-site';
import { siteLanguages } from './site-languages';

type MenuPath = string | Partial<Record<Locale, string | undefined>>;
type MenuEntry = { ID: number; Path: MenuPath; Children?: MenuEntry[] | undefined };

/** A page type: a key of the route table, a menu page of the export, or the property-not-found page. */
export type PageType = PageKey | 'propertyNotFound';

export interface TypedPage {
  key: PageType;
  /** The key, or for a menu page the key and its path in the default language ("menuPage about-us"). */
  name: string;
  locale: Locale;
  path: string;
}

// The menu as the site reads it (menu.json mapped from the CRM's names), not the file's own shape.
function menu(): MenuEntry[] {
  return loadExport(process.env.DATA_DIR ?? 'data').menu;
}

// The export gives each menu page one path per language (older exports: one path for all).
const pathsOf = (path: MenuPath): string[] =>
  typeof path === 'string' ? [path] : Object.values(path).filter((value) => value !== undefined);

/** Every menu path in every language, a child under its parent ("about-us/testimonials"), with its ID. */
function menuPaths(): Map<string, number> {
  const paths = new Map<string, number>();
  for (const item of menu()) {
    for (const path of pathsOf(item.Path)) paths.set(path, item.ID);
    for (const child of item.Children ?? []) {
      for (const parent of pathsOf(item.Path))
        for (const path of pathsOf(child.Path)) paths.set(`${parent}/${path}`, child.ID);
    }
  }
  return paths;
}

/**
 * One built page per page type and language, e.g. the first property page in French. Each menu page
 * counts as a type of its own: their modules (news, featured listings, a CV form) differ.
 */
export function onePagePerType(): TypedPage[] {
  const { Languages, DefaultLanguage } = siteLanguages();
  const menuIds = menuPaths();
  const options = {
    defaultLocale: DefaultLanguage,
    enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
    menuPaths: [...menuIds.keys()],
  };
  const seen = new Map<string, TypedPage>();
  for (const { path } of builtPages().sort((a, b) => a.path.localeCompare(b.path))) {
    const match = matchPath(path, options);
    const key: PageType | undefined =
      match?.key ??
      (path.includes('property-not-found')
        ? 'propertyNotFound'
        : path.includes('404')
          ? 'notFound'
          : undefined);
    if (key === undefined) continue;
    const locale = match?.locale ?? localeOfPath(path, options.enabledLocales) ?? options.defaultLocale;
    const menuId =
      match?.key === 'menuPage'
        ? menuIds.get([match.params.path, match.params.child].filter(Boolean).join('/'))
        : undefined;
    const name = menuId === undefined ? key : `${key} ${menuName(menuId, DefaultLanguage)}`;
    if (!seen.has(`${name}:${locale}`)) seen.set(`${name}:${locale}`, { key, name, locale, path });
  }
  return [...seen.values()];
}

function localeOfPath(path: string, locales: readonly Locale[]): Locale | undefined {
  const first = path.split('/')[1];
  return locales.find((locale) => locale === first);
}

function menuName(id: number, locale: Locale): string {
  for (const item of menu()) {
    for (const entry of [item, ...(item.Children ?? [])]) {
      if (entry.ID !== id) continue;
      const own =
        typeof entry.Path === 'string' ? entry.Path : (entry.Path[locale] ?? pathsOf(entry.Path)[0]);
      const parent = typeof item.Path === 'string' ? item.Path : item.Path[locale];
      return entry === item ? String(own) : `${parent}/${own}`;
    }
  }
  return String(id);
}
