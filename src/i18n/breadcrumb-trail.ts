// The breadcrumb of a page as links: home first, the page itself last (without a link).
import {
  breadcrumbFor,
  type ListingSection,
  type PageKey,
  pathFor,
  type RouteOptions,
} from '../domain/routes';
import type { Locale } from './locales';
import type { Translate } from './translator';

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
