// The breadcrumb of a page as links: home first, the page itself last (without a link).
import {
  breadcrumbFor,
  type ListingSection,
  type PageKey,
  pathFor,
  type RouteOptions,
} from '../domain/routes/routes';
import type { Locale } from '../i18n/locales';
import type { PerLocale } from '../i18n/localized';
import type { Translate } from '../i18n/translator';

/** One step of a breadcrumb; the current page has no href. */
export type Crumb = { readonly label: string; readonly href?: string };

/**
 * The trail from home to a page. Ancestors link to their (parameterless) list pages and take their
 * label from `common.nav.<key>`; the last step is the page's own title.
 */
export function breadcrumbTrail(
  key: PageKey,
  currentTitle: string,
  {
    locale,
    options,
    t,
    section,
  }: { locale: Locale; options: RouteOptions; t: Translate; section?: ListingSection },
): Crumb[] {
  const keys = breadcrumbFor(key, section === undefined ? {} : { section });
  return keys.map((step, index) =>
    index === keys.length - 1
      ? { label: currentTitle }
      : // Ancestors are list pages without parameters (home, forSale, services...).
        { label: t(`common.nav.${step}`), href: pathFor(step as 'home', locale, {}, options) },
  );
}

/** A menu page as the trail needs it: its title and path, and its parent's for a submenu page. */
interface TrailMenuPage {
  readonly item: { readonly Title?: PerLocale | undefined; readonly Path: PerLocale };
  readonly parent?: { readonly Title?: PerLocale | undefined; readonly Path: PerLocale } | undefined;
}

/**
 * The trail to a menu page, a submenu page under its parent; with `below`, the title of a page under
 * that menu page (a testimonial under the page that lists them), which then ends the trail.
 */
export function menuPageTrail(
  { item, parent }: TrailMenuPage,
  {
    locale,
    options,
    t,
    text,
  }: { locale: Locale; options: RouteOptions; t: Translate; text: (value: PerLocale | undefined) => string },
  below?: string,
): Crumb[] {
  const title = text(item.Title);
  const home = breadcrumbTrail('menuPage', title, { locale, options, t }).slice(0, -1);
  const params =
    parent === undefined ? { path: text(item.Path) } : { path: text(parent.Path), child: text(item.Path) };
  const above =
    parent === undefined
      ? []
      : [
          {
            label: text(parent.Title),
            href: pathFor('menuPage', locale, { path: text(parent.Path) }, options),
          },
        ];
  if (below === undefined) return [...home, ...above, { label: title }];
  const href = pathFor('menuPage', locale, params, options);
  return [...home, ...above, { label: title, href }, { label: below }];
}
