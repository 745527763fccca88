// The configured menu pages: which are built, which are linked, and what each module block lists.

import { isSoldOrRented } from '../listing/status';
import { perObject } from '../memo/per-object';
import { articlesOf, type ListedArticle } from './articles';

/** The fields of a menu page the tree rules need. */
export interface MenuNode {
  readonly ID: number;
  readonly Status: 'published' | 'preview' | 'hidden';
  readonly Sort?: number | undefined;
  /** false asks search engines not to index the page. */
  readonly IsActiveSEO?: boolean | undefined;
  readonly Children?: readonly MenuNode[] | undefined;
}

/** A menu page to build, with the page above it (for a submenu page) and whether to keep it unindexed. */
export interface BuiltMenuPage<M extends MenuNode> {
  readonly item: M;
  readonly parent?: M | undefined;
  /** Preview pages (and the children of one) and pages with IsActiveSEO false stay out of search engines. */
  readonly noindex: boolean;
}

function sorted<M extends MenuNode>(items: readonly M[] | undefined): M[] {
  return [...(items ?? [])].sort(
    (a, b) => (a.Sort ?? Number.POSITIVE_INFINITY) - (b.Sort ?? Number.POSITIVE_INFINITY) || a.ID - b.ID,
  );
}

const childrenOf = <M extends MenuNode>(item: M): M[] => sorted(item.Children as readonly M[] | undefined);

/**
 * Every menu page that gets built: published and preview ones, top level and one level below, in
 * menu order. A hidden page is not built, and neither are its children; deeper levels have no route.
 */
export function builtMenuPages<M extends MenuNode>(menu: readonly M[]): BuiltMenuPage<M>[] {
  const pages: BuiltMenuPage<M>[] = [];
  const unindexed = (item: M) => item.Status === 'preview' || item.IsActiveSEO === false;
  for (const item of sorted(menu)) {
    if (item.Status === 'hidden') continue;
    pages.push({ item, noindex: unindexed(item) });
    for (const child of childrenOf(item)) {
      if (child.Status === 'hidden') continue;
      pages.push({ item: child, parent: item, noindex: unindexed(item) || unindexed(child) });
    }
  }
  return pages;
}

/** A published menu page in the navigation, with its published submenu pages. */
export interface MenuLink<M extends MenuNode> {
  readonly item: M;
  readonly children: readonly M[];
}

/** The menu pages the navigation links to: published ones only (a preview page is reached by its URL). */
export function menuNavigation<M extends MenuNode>(menu: readonly M[]): MenuLink<M>[] {
  return sorted(menu)
    .filter((item) => item.Status === 'published')
    .map((item) => ({ item, children: childrenOf(item).filter((child) => child.Status === 'published') }));
}

/**
 * The published menu page that lists a category's articles (a module block of that category), the
 * first in menu order: the page a testimonial's breadcrumb and its section's bare address lead to.
 * Undefined when no published page lists it (a preview page is not for every visitor).
 */
export function menuPageListing<
  M extends MenuNode & { readonly Modules?: readonly ModuleSettings[] | undefined },
>(menu: readonly M[], categoryId: number): BuiltMenuPage<M> | undefined {
  return builtMenuPages(menu).find(
    ({ item, parent }) =>
      item.Status === 'published' &&
      (parent === undefined || parent.Status === 'published') &&
      (item.Modules ?? []).some(
        (module) => module.Relation.Kind === 'category' && module.Relation.ID === categoryId,
      ),
  );
}

/** What a module block relates to. */
export interface ModuleRelation {
  readonly Kind: 'category' | 'properties' | 'projects' | 'article';
  readonly ID?: number | undefined;
}

/** The fields of a module block that choose and lay out its items. */
export interface ModuleSettings {
  readonly Relation: ModuleRelation;
  readonly ItemsPerRow?: number | undefined;
  readonly MaxItems?: number | undefined;
  readonly ColumnSpan?: number | undefined;
}

/** The listing fields the selection of properties needs. */
export interface ModuleProperty {
  readonly ID: number;
  readonly Marquee: number;
  readonly CreatedAt?: string | undefined;
}

/** Without MaxItems, a property or project block shows at most this many (a slider of the whole stock is no page). */
export const defaultModuleMaxItems = 12;

/** The items a module block shows, by kind. */
export type ModuleItems<A, P, J> =
  | { readonly kind: 'articles'; readonly items: A[] }
  | { readonly kind: 'properties'; readonly items: P[] }
  | { readonly kind: 'projects'; readonly items: J[] };

/**
 * The newest listings still on the market (sold and rented ones left out): latest CreatedAt first
 * (undated last), then the higher ID.
 */
export function newestAvailable<P extends ModuleProperty>(properties: readonly P[], limit: number): P[] {
  return (newestFirst(properties) as readonly P[]).slice(0, Math.max(0, limit));
}

// Sorted once per list (a model's listings: one array per export), not once per page that has a block of
// listings (a CPU profile of a warm publish at 10,000 listings found 0.5 s of its rendering here).
const newestFirst = perObject((properties: readonly ModuleProperty[]): readonly ModuleProperty[] =>
  properties
    .filter((property) => !isSoldOrRented(property.Marquee))
    .sort((a, b) => (b.CreatedAt ?? '').localeCompare(a.CreatedAt ?? '') || b.ID - a.ID),
);

/**
 * The items of a module block: a category's published articles in their order, the one related
 * article (if published), the newest available properties, or the projects in export order; each
 * limited to MaxItems.
 */
export function moduleItems<A extends ListedArticle, P extends ModuleProperty, J>(
  module: ModuleSettings,
  sources: {
    readonly articles: readonly A[];
    readonly properties: readonly P[];
    readonly projects: readonly J[];
  },
): ModuleItems<A, P, J> {
  const { Relation, MaxItems } = module;
  switch (Relation.Kind) {
    case 'category':
      return {
        kind: 'articles',
        items: Relation.ID === undefined ? [] : articlesOf(sources.articles, Relation.ID, MaxItems),
      };
    case 'article':
      return {
        kind: 'articles',
        items: sources.articles.filter((article) => article.Published && article.ID === Relation.ID),
      };
    case 'properties':
      return {
        kind: 'properties',
        items: newestAvailable(sources.properties, MaxItems ?? defaultModuleMaxItems),
      };
    case 'projects':
      return { kind: 'projects', items: sources.projects.slice(0, MaxItems ?? defaultModuleMaxItems) };
  }
}

/** How a block sits on the page: its share of a 12-column row and how many items go on one row. */
export function moduleGrid(module: ModuleSettings): { readonly span: number; readonly perRow: number } {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value)));
  return { span: clamp(module.ColumnSpan ?? 12, 12), perRow: clamp(module.ItemsPerRow ?? 3, 6) };
}
