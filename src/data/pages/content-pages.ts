// The content pages: services and their articles, team, testimonials, contact and request forms,
// owner login, legal pages, thank-you pages and the configured menu pages.

import { feedbackNames } from '../../domain/forms/feedback-pages';
import { alternatesFor, type PageKey } from '../../domain/routes/routes';
import { articleCategories, articlesOf, slugsInLanguage } from '../../domain/site/articles';
import { builtMenuPages, menuPageListing } from '../../domain/site/menu-tree';
import { type Locale, locales } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import type { Article } from '../../schemas/article';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor } from './page-entry';

const singlePages = [
  'services',
  'team',
  'contact',
  'demandRegister',
  'contactDemand',
  'login',
  'disclaimer',
  'privacy',
  'cookiePolicy',
] as const satisfies readonly PageKey[];

/**
 * The thank-you pages follow a form post or an e-mailed link: reached from a search, they would thank a
 * visitor for a message never sent, so they are built but kept out of search engines and the sitemap.
 */
const thanksPage = { noindex: true } as const;

/** One page per article, under a slug that may differ per language; params carry the article ID. */
function articlePages(
  key: 'service' | 'testimonial',
  articles: readonly Article[],
  { options, model }: PageListInput,
): SitePage[] {
  const defaultLocale = model.site.DefaultLanguage;
  const slugs = new Map(
    locales.map((locale) => [
      locale,
      slugsInLanguage(articles, (article) => localized(article.Slug, locale, defaultLocale)),
    ]),
  );
  const slugFor = (article: Article, locale: Locale) => slugs.get(locale)?.get(article);
  return articles.flatMap((article) => {
    const alternates = alternatesFor(
      key,
      (locale) => {
        const slug = slugFor(article, locale);
        return slug === undefined ? undefined : { slug };
      },
      options,
    );
    return pagesFor(
      key,
      alternates,
      (locale) => ({ slug: slugFor(article, locale) ?? '', id: String(article.ID) }),
      { subject: article },
    );
  });
}

function menuPages({ model, options }: PageListInput): SitePage[] {
  const defaultLocale = model.site.DefaultLanguage;
  return builtMenuPages(model.menu).flatMap((built) => {
    const { item, parent, noindex } = built;
    const params = (locale: Locale) =>
      parent === undefined
        ? { path: localized(item.Path, locale, defaultLocale) }
        : {
            path: localized(parent.Path, locale, defaultLocale),
            child: localized(item.Path, locale, defaultLocale),
          };
    return pagesFor(
      'menuPage',
      alternatesFor('menuPage', params, options),
      (locale) => ({
        ...params(locale),
        id: String(item.ID),
      }),
      noindex ? { noindex: true, subject: built } : { subject: built },
    );
  });
}

/** The content pages of the site, in every enabled language. */
export function contentPages(input: PageListInput): SitePage[] {
  const { model, options } = input;
  // News items (category 2) get their detail page under /services/ too, after the service articles,
  // so a service article keeps its slug if a news item ever takes the same one.
  const serviceArticles = [
    ...articlesOf(model.articles, articleCategories.services),
    ...articlesOf(model.articles, articleCategories.news),
  ];
  return [
    ...singlePages.flatMap((key) => pagesFor(key, alternatesFor(key, {}, options), {})),
    // The visitor's saved listings and their comparison: each visitor's own, kept out of search engines.
    ...(['shortlist', 'compare'] as const).flatMap((key) =>
      pagesFor(key, alternatesFor(key, {}, options), {}, { noindex: true }),
    ),
    ...articlePages('service', serviceArticles, input),
    ...articlePages('testimonial', articlesOf(model.articles, articleCategories.testimonials), input),
    ...pagesFor('generalThanks', alternatesFor('generalThanks', {}, options), {}, thanksPage),
    ...feedbackNames.flatMap((name) =>
      pagesFor('formThanks', alternatesFor('formThanks', { name }, options), { name }, thanksPage),
    ),
    ...menuPages(input),
  ];
}

const builtArticles = new WeakMap<PageListInput['model'], Map<string, string>>();

/**
 * The path of an article's page (service or news article under /services/, testimonial under
 * /testimonials/) in a language, exactly as the page list builds it; undefined when it has none there.
 */
export function articlePagePath(input: PageListInput, articleId: number, locale: Locale): string | undefined {
  let paths = builtArticles.get(input.model);
  if (paths === undefined) {
    paths = new Map(
      contentPages(input)
        .filter((page) => page.key === 'service' || page.key === 'testimonial')
        .map(({ params: { id }, locale, path }) => [`${id}:${locale}`, `/${path ?? ''}/`]),
    );
    builtArticles.set(input.model, paths);
  }
  return paths.get(`${articleId}:${locale}`);
}

/**
 * The testimonials' bare address in each language (/nl/getuigenissen/), which has no page of its own
 * (each testimonial has one under it), and the menu page that lists the testimonials, where the server
 * sends it; empty when no published menu page lists them.
 */
export function testimonialsIndexes(input: PageListInput): Record<string, string> {
  const listing = menuPageListing(input.model.menu, articleCategories.testimonials);
  if (listing === undefined) return {};
  const id = String(listing.item.ID);
  const lists = new Map(
    menuPages(input)
      .filter((page) => page.key === 'menuPage' && page.params.id === id)
      .map((page) => [page.locale, `/${page.path ?? ''}/`]),
  );
  const testimonials = articlePages(
    'testimonial',
    articlesOf(input.model.articles, articleCategories.testimonials),
    input,
  );
  return Object.fromEntries(
    testimonials.flatMap((page) => {
      const target = lists.get(page.locale);
      const bare = `/${(page.path ?? '').split('/').slice(0, -1).join('/')}/`;
      return target === undefined ? [] : [[bare, target]];
    }),
  );
}
