// What the top bar shows: its configured links, each in a colour readable on the bar, and always a phone.

import type { Locale } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import type { Site, SiteLink } from '../../schemas/site';
import { telHref } from '../values/phone';
import { readableTextColor } from './contrast';

/** The bar's default text colour: white, as the brand colour promises, unless the brand colour is light. */
const defaultInk = '#ffffff';

/** One link of the top bar, ready to draw. */
export interface TopBarItem {
  readonly link: SiteLink;
  /** The text colour: the configured one when readable on the bar, else a readable fallback. */
  readonly color: string;
  /** A `tel:` link: it stays visible on phones, where the other links make room for the languages. */
  readonly phone: boolean;
}

/** The top bar's background, text colour and links (left, then right), each link in a readable colour. */
export function topBarItems(site: Pick<Site, 'Brand' | 'TopBar' | 'Agency' | 'DefaultLanguage'>): {
  readonly background: string;
  readonly ink: string;
  readonly left: readonly TopBarItem[];
  readonly right: readonly TopBarItem[];
} {
  const background = site.Brand.PrimaryColor;
  const ink = readableTextColor(defaultInk, background);
  const item = (link: SiteLink): TopBarItem => ({
    link,
    color: readableTextColor(link.Color ?? ink, background),
    phone: link.Url.startsWith('tel:'),
  });
  const left = site.TopBar.Left.map(item);
  const right = site.TopBar.Right.map(item);
  // The agency's number belongs in the header on every device; an export that forgot it in the top
  // bar still gets the office phone, first on the left.
  const hasPhone = [...left, ...right].some((entry) => entry.phone);
  const office: SiteLink = {
    Label: { [site.DefaultLanguage]: site.Agency.Phone },
    Url: telHref(site.Agency.Phone),
  };
  return { background, ink, left: hasPhone ? left : [item(office), ...left], right };
}

/** Where a top-bar link leads in the page's language: its link in that language when the CRM gives one per language. */
export function topBarHref(link: SiteLink, locale: Locale, defaultLocale: Locale): string {
  return localized(link.Urls, locale, defaultLocale) || link.Url;
}
