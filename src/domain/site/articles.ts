// Which articles of the export a page shows: one category, published only, in the CRM's order.

/** Article categories of the export. */
export const articleCategories = {
  news: 2,
  team: 4,
  testimonials: 5,
  legal: 6,
  services: 7,
} as const;

/** The fields of an article that decide whether and where it is listed. */
export interface ListedArticle {
  readonly ID: number;
  readonly CategoryID: number;
  readonly Published: boolean;
  readonly ShowOrder?: number | undefined;
  /** ISO date; the newer comes first among equal ShowOrder. */
  readonly Date?: string | undefined;
  readonly Slug: Readonly<Partial<Record<string, string | undefined>>>;
}

/**
 * The published articles of a category: lowest ShowOrder first (unordered ones after), then the newest
 * Date, then the lower ID, so two builds of one export list them alike. `limit` keeps the first ones.
 */
export function articlesOf<A extends ListedArticle>(
  articles: readonly A[],
  category: number,
  limit?: number,
): A[] {
  const order = (article: A) => article.ShowOrder ?? Number.POSITIVE_INFINITY;
  const sorted = articles
    .filter((article) => article.Published && article.CategoryID === category)
    .sort((a, b) => order(a) - order(b) || (b.Date ?? '').localeCompare(a.Date ?? '') || a.ID - b.ID);
  return limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit));
}

/** The legal pages and the slug their article carries in at least one language. */
export const legalSlugs = {
  disclaimer: 'disclaimer',
  privacy: 'privacy-statement',
  cookiePolicy: 'cookie-policy',
} as const;

/** A legal page of the site. */
export type LegalPage = keyof typeof legalSlugs;

/**
 * The published legal article (category 6) of a legal page: the one whose slug, in any language and
 * ignoring case, is the page's own (the CRM exports "disclaimer", "privacy-statement", "cookie-policy").
 */
export function legalArticle<A extends ListedArticle>(
  articles: readonly A[],
  page: LegalPage,
): A | undefined {
  const wanted = legalSlugs[page];
  return articlesOf(articles, articleCategories.legal).find((article) =>
    Object.values(article.Slug).some((slug) => slug?.toLowerCase() === wanted),
  );
}

/**
 * The article pages that live under one path pattern, with their slug in a language: the first
 * article to claim a slug keeps it, so a later duplicate is not built in that language (it would
 * overwrite the other's page). Articles without a slug in the language are skipped there.
 */
export function slugsInLanguage<A extends ListedArticle>(
  articles: readonly A[],
  slugOf: (article: A) => string,
): Map<A, string> {
  const taken = new Set<string>();
  const result = new Map<A, string>();
  for (const article of articles) {
    const slug = slugOf(article);
    if (slug === '' || taken.has(slug)) continue;
    taken.add(slug);
    result.set(article, slug);
  }
  return result;
}

/**
 * The summary to show as a lead above an article's body: none when the body already opens with the
 * same words (the CRM often copies the summary into the body), so the reader does not read it twice.
 */
export function articleLead(summary: string, bodyHtml: string): string {
  const plain = (text: string) =>
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const lead = plain(summary);
  return lead !== '' && plain(bodyHtml).startsWith(lead) ? '' : summary.trim();
}

/** How many other news items a news item's page lists beside it; the services are few, all listed. */
export const otherNewsShown = 5;

/**
 * The articles a service or news page lists beside its own, of its own category: the other services,
 * or the latest other news items (otherNewsShown), in the order their listing shows them.
 */
export function articlesBeside<A extends ListedArticle>(articles: readonly A[], article: A): A[] {
  const others = articlesOf(articles, article.CategoryID).filter((other) => other.ID !== article.ID);
  return article.CategoryID === articleCategories.news ? others.slice(0, otherNewsShown) : others;
}
