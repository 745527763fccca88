// Remembers the language a visitor picks in the switcher or asks for with `?lng=xx` (cookie and
// localStorage "i18nextLng"); sends a visitor who lands on the default language's bare home to the home
// of the language the specification's detection order finds; and makes the switcher carry the page's
// query (a results page's filters) into the other language. A language the visitor picks is strictly
// necessary storage (a user-interface preference set by the visitor, exempt from consent: Article 29
// Working Party, opinion 04/2012, 3.6), so it needs none.
import {
  languageCookie,
  languageFromCookies,
  languageMemoryKey,
  queryLanguageTarget,
  queryWithoutLanguage,
  rememberedLanguageTarget,
} from '../domain/language/language-memory';
import { localStore as local, sessionStore as session } from './local-storage';

function remember(locale: string): void {
  local()?.setItem(languageMemoryKey, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = languageCookie(locale, location.protocol === 'https:');
}

const links = [...document.querySelectorAll<HTMLAnchorElement>('.languages a[data-locale]')];
// The switcher's links without a query, as the page was built; the current query is added to them.
const versions = Object.fromEntries(
  links.map((link) => [link.dataset['locale'] ?? '', link.pathname] as const),
);
const pageLocale =
  links.find((link) => link.getAttribute('aria-current') === 'true')?.dataset['locale'] ??
  document.documentElement.lang.split('-')[0] ??
  '';

/** The results islands change the query (pushState) as filters change: the links follow it. */
function carryQuery(): void {
  const query = queryWithoutLanguage(location.search);
  for (const link of links) link.href = `${versions[link.dataset['locale'] ?? ''] ?? ''}${query}`;
}
carryQuery();
for (const link of links) {
  link.addEventListener('click', () => remember(link.dataset['locale'] ?? ''));
  // Before the browser reads the href: a click, a middle click, a keyboard activation, a copy.
  for (const event of ['pointerdown', 'focus', 'click'] as const) link.addEventListener(event, carryQuery);
}
addEventListener('popstate', carryQuery);

const asked = queryLanguageTarget({
  search: location.search,
  path: location.pathname,
  pageLocale,
  versions,
});
if (asked !== undefined) {
  // ?lng=xx: the server has usually sent the visitor to the page in xx already; remember the choice
  // and take lng out of the address, or go there when the server could not (a development server).
  remember(asked.locale);
  if (asked.stay) history.replaceState(history.state, '', `${asked.href}${location.hash}`);
  else location.replace(asked.href);
} else {
  const target = rememberedLanguageTarget({
    path: location.pathname,
    sources: {
      cookie: languageFromCookies(document.cookie),
      localStorage: local()?.getItem(languageMemoryKey),
      sessionStorage: session()?.getItem(languageMemoryKey),
      // The browser's languages choose only on arrival: a visitor who came to "/" from a page of the
      // site (the switcher's EN, the logo) chose to be here.
      browser: cameFromThisSite() ? [] : navigator.languages,
      htmlTag: document.documentElement.lang,
    },
    pageLocale,
    homes: versions,
    userAgent: navigator.userAgent,
  });
  if (target !== undefined) location.replace(target);
}

function cameFromThisSite(): boolean {
  // A referrer is a whole URL or empty; only the site's own start with its origin and a slash.
  return document.referrer.startsWith(`${location.origin}/`);
}
