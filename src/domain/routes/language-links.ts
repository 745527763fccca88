// Links in the export's texts that lead to the pages of a language the site has switched off: an agency
// that switches Dutch off keeps the "/nl/te-koop/" a page's text was written with, and its visitors land
// on a missing page. check:data names each one so staff can fix the text in the CRM.
import { isLocale, type Locale } from '../../i18n/locales';

/** The href of every link (<a href>) of an HTML text, entities such as &amp; read. */
export function linkHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/&amp;/g, '&'),
  );
}

/**
 * The language whose prefix a link of this site starts with ("/de/…", or the site's own address then
 * "/de/…"), or undefined for a path of the default language, another site, an anchor, mail or phone.
 */
export function linkedLanguage(href: string, siteUrl: string): Locale | undefined {
  let path: string;
  try {
    const site = new URL(siteUrl);
    const url = new URL(href, site);
    if (url.origin !== site.origin) return undefined;
    path = url.pathname;
  } catch {
    return undefined;
  }
  const first = /^\/([a-z]{2})(?:\/|$)/i.exec(path)?.[1]?.toLowerCase();
  return first !== undefined && isLocale(first) ? first : undefined;
}

/** The links of an HTML text that lead to a language not among `enabled`, in the order they appear. */
export function offLanguageLinks(html: string, siteUrl: string, enabled: readonly Locale[]): string[] {
  return linkHrefs(html).filter((href) => {
    const language = linkedLanguage(href, siteUrl);
    return language !== undefined && !enabled.includes(language);
  });
}
