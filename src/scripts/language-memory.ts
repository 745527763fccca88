// Remembers the language a visitor picks in the switcher (cookie and localStorage "i18nextLng"), when
// their consent allows functional storage, as the dialog's "Functional" category promises; and sends a
// returning visitor who lands on the default language's bare home to the remembered language's home.
import { consentStorageKey, readStoredChoice } from '../domain/consent';
import {
  languageCookie,
  languageFromCookies,
  languageMemoryKey,
  rememberedLanguageTarget,
} from '../domain/language-memory';
import { localStore as local } from './local-storage';

function mayRemember(): boolean {
  return readStoredChoice(local()?.getItem(consentStorageKey) ?? null)?.functional === true;
}

function remember(locale: string): void {
  if (!mayRemember()) return;
  local()?.setItem(languageMemoryKey, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

function forget(): void {
  local()?.removeItem(languageMemoryKey);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = `${languageMemoryKey}=; Max-Age=0; Path=/; SameSite=Strict`;
}

const links = [...document.querySelectorAll<HTMLAnchorElement>('.languages a[data-locale]')];
for (const link of links) {
  link.addEventListener('click', () => remember(link.dataset['locale'] ?? ''));
}

if (mayRemember()) {
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
} else if (
  local()?.getItem(languageMemoryKey) != null ||
  languageFromCookies(document.cookie) !== undefined
) {
  // Consent to functional storage withdrawn (or never given): the memory goes with it.
  forget();
}
