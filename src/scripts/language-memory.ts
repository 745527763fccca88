// Remembers the language a visitor picks in the switcher (cookie and localStorage "i18nextLng"); and sends
// a returning visitor who lands on the default language's bare home to the remembered language's home.
// A language the visitor picks by a click is strictly necessary storage (a user-interface preference set
// by the visitor, exempt from consent: Article 29 Working Party, opinion 04/2012, 3.6), so it needs none.
import {
  languageCookie,
  languageFromCookies,
  languageMemoryKey,
  rememberedLanguageTarget,
} from '../domain/language-memory';
import { localStore as local } from './local-storage';

function remember(locale: string): void {
  local()?.setItem(languageMemoryKey, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

const links = [...document.querySelectorAll<HTMLAnchorElement>('.languages a[data-locale]')];
for (const link of links) {
  link.addEventListener('click', () => remember(link.dataset['locale'] ?? ''));
}

const homes = Object.fromEntries(
  links.map((link) => [link.dataset['locale'] ?? '', new URL(link.href).pathname] as const),
);
const current = links.find((link) => link.getAttribute('aria-current') === 'true')?.dataset['locale'];
const target = rememberedLanguageTarget({
  path: window.location.pathname,
  remembered: local()?.getItem(languageMemoryKey) ?? languageFromCookies(document.cookie),
  defaultLocale: current ?? '',
  homes,
  userAgent: navigator.userAgent,
});
if (target !== undefined) window.location.replace(target);
