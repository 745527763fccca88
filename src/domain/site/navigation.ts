// The main navigation: which pages the header and the drawer link to, in order.
import type { Locale } from '../../i18n/locales';
import { localized, type PerLocale } from '../../i18n/localized';
import { type PageKey, pathFor, type RouteOptions } from '../routes/routes';
import { type MenuNode, menuNavigation } from './menu-tree';

/** Pages of the main menu, before the configured menu pages. */
export const mainNavigation = [
  'forSale',
  'forRent',
  'projects',
  'services',
  'team',
  'contact',
] as const satisfies readonly PageKey[];

/** A link of the navigation, with its submenu links. */
export interface NavLink {
  readonly label: string;
  readonly href: string;
  readonly children: readonly NavLink[];
}

/** A menu page as the navigation needs it: its path and title per language. */
export interface NavMenuItem extends MenuNode {
  readonly Path: PerLocale;
  readonly Title: PerLocale;
  readonly Children?: readonly NavMenuItem[] | undefined;
}

/**
 * Whether a menu page has a title to list it by in a language's menu: its own, or the default
 * language's (the site's fallback). A page titled only in German is not listed in the French menu
 * under its German title: staff have not written it for French visitors yet.
 */
export function titledFor(title: PerLocale, locale: Locale, defaultLocale: Locale): boolean {
  return Boolean(title[locale]?.trim() || title[defaultLocale]?.trim());
}

/**
 * The links to the published menu pages in a language, in menu order, each with its published
 * submenu pages: they follow the fixed items of the main navigation. Pages without a title in the
 * language or the default one are left out (titledFor).
 */
export function menuPageLinks(
  menu: readonly NavMenuItem[],
  locale: Locale,
  options: RouteOptions,
): NavLink[] {
  const text = (value: PerLocale) => localized(value, locale, options.defaultLocale);
  const titled = (item: NavMenuItem) => titledFor(item.Title, locale, options.defaultLocale);
  return menuNavigation(menu)
    .filter(({ item }) => titled(item))
    .map(({ item, children }) => {
      const path = text(item.Path);
      return {
        label: text(item.Title),
        href: pathFor('menuPage', locale, { path }, options),
        children: children.filter(titled).map((child) => ({
          label: text(child.Title),
          href: pathFor('menuPage', locale, { path, child: text(child.Path) }, options),
          children: [],
        })),
      };
    });
}
