// The schema.org BreadcrumbList of a page (JSON-LD), from the same trail the page shows.
import { absoluteUrl } from './listing-structured-data';

/** One step of a breadcrumb; the current page has no href. */
export interface BreadcrumbStep {
  readonly label: string;
  readonly href?: string | undefined;
}

/** schema.org BreadcrumbList, as rendered in the page head. */
export interface BreadcrumbJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'BreadcrumbList';
  readonly itemListElement: readonly {
    readonly '@type': 'ListItem';
    readonly position: number;
    readonly name: string;
    readonly item: string;
  }[];
}

/**
 * The trail as a BreadcrumbList, positions from 1, every step with an absolute URL: the linked ancestors
 * their href, the current page (which the visible trail shows without a link) its own URL.
 * An empty trail gives undefined: there is nothing to describe.
 */
export function breadcrumbStructuredData(
  steps: readonly BreadcrumbStep[],
  page: { readonly siteUrl: string; readonly url: string },
): BreadcrumbJsonLd | undefined {
  if (steps.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: step.href === undefined ? page.url : absoluteUrl(page.siteUrl, step.href),
    })),
  };
}
