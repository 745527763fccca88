// Which prerendered not-found page answers an unknown path, from the table the build writes
// (src/domain/not-found-routes.ts): the language of the first path segment, and the property variant
// when the path has the shape of a property page.

/**
 * @param {string} pathname the request's path, without query
 * @param {import('../src/domain/not-found-routes').NotFoundRoutes} routes
 * @returns {{ locale: string, page: string }} the language and the path of the page to send
 */
export function notFoundTarget(pathname, routes) {
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  const locale = routes.prefixedLocales.includes(first) ? first : routes.defaultLocale;
  const pages = routes.pages[locale] ?? routes.pages[routes.defaultLocale];
  const property = routes.propertyPatterns.some(
    (shape) => shape.locale === locale && new RegExp(shape.pattern).test(pathname),
  );
  return { locale, page: property ? pages.property : pages.page };
}
