// Builds the owner portal island's props on the server (at build time). Imported by the login page only,
// never by the island, so i18next stays out of the browser.
import { type Locale, localeTags } from '../../i18n/locales';
import { pickStrings } from '../../i18n/translator';
import { type PortalProps, portalStringKeys } from './portal-strings';

/** The owner portal island's props in one language. */
export function portalIslandProps(locale: Locale): PortalProps {
  return { locale, tag: localeTags[locale], strings: pickStrings(locale, portalStringKeys) };
}
