// Cookie consent: the specification's categories, the Google Consent Mode flags they grant, what may load.

/**
 * The categories a visitor can switch on or off, in the dialog's order; strictly necessary is always on
 * and not stored. Unclassified covers what fits none of the others: the map background, whose tiles come
 * from the tile server of site.MapTileUrl (a third party that sees the visitor's address).
 */
export const consentCategories = ['analytical', 'marketing', 'socialMedia', 'unclassified'] as const;

/** A category the visitor chooses. */
export type ConsentCategory = (typeof consentCategories)[number];

/** Every category, the always-on one included, as the cookie policy lists them. */
export type CookieCategory = 'necessary' | ConsentCategory;

/** The visitor's choice, one flag per optional category. */
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** Google consent-mode value. */
export type ConsentValue = 'granted' | 'denied';

/**
 * What is stored under "consent" and sent to gtag('consent', 'update'): the four flags of Google Consent
 * Mode v2, plus one custom consent type for each category those four do not cover (a tag in the tag
 * manager can require them under "additional consent checks"), so that the choice reads back whole.
 */
export type ConsentFlags = Readonly<{
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  social_media_storage: ConsentValue;
  unclassified_storage: ConsentValue;
}>;

/** The localStorage key of the stored choice. */
export const consentStorageKey = 'consent';

/** The query parameter that forgets the stored choice and asks again. */
export const resetConsentParameter = 'setcookies';

/** Accept all: every category on. */
export const acceptAllChoice: ConsentChoice = {
  analytical: true,
  marketing: true,
  socialMedia: true,
  unclassified: true,
};

/** Decline: only strictly necessary stays. */
export const declineChoice: ConsentChoice = {
  analytical: false,
  marketing: false,
  socialMedia: false,
  unclassified: false,
};

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/**
 * The consent-mode flags of a choice. Marketing grants the three advertising flags: storing ad cookies
 * (ad_storage), sending the visitor's data to Google for advertising (ad_user_data) and personalised ads
 * (ad_personalization) are all what the marketing category describes. Analytical grants analytics_storage.
 * Social media and unclassified have no Google flag: they travel as custom consent types.
 */
export function consentFlags(choice: ConsentChoice): ConsentFlags {
  const marketing = value(choice.marketing);
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: value(choice.analytical),
    social_media_storage: value(choice.socialMedia),
    unclassified_storage: value(choice.unclassified),
  };
}

/** The flags every visitor starts with, before any choice: everything but strictly necessary denied. */
export const defaultFlags: ConsentFlags = consentFlags(declineChoice);

const flagNames = Object.keys(defaultFlags) as (keyof ConsentFlags)[];

/**
 * The choice stored under "consent", or undefined when nothing, something unreadable, or a choice in the
 * old format (its four categories) is stored. An old choice is asked again rather than migrated: the
 * categories changed meaning (the Meta pixel moved from advertising to social media, the map is new), and
 * a consent only covers what the visitor was told; until the new answer every flag stays denied.
 */
export function readStoredChoice(stored: string | null): ConsentChoice | undefined {
  if (stored === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  if (!flagNames.every((name) => record[name] === 'granted' || record[name] === 'denied')) return undefined;
  return {
    analytical: record['analytics_storage'] === 'granted',
    marketing: record['ad_storage'] === 'granted',
    socialMedia: record['social_media_storage'] === 'granted',
    unclassified: record['unclassified_storage'] === 'granted',
  };
}

/** What a choice lets the page load and send. */
export interface AllowedTags {
  /** gtag('event', 'page_view'): a measurement of the visit. */
  readonly pageView: boolean;
  /** Google Tag Manager, which runs analytics, ads and other tags (each still bound by the consent flags). */
  readonly tagManager: boolean;
  /** The Meta (Facebook) pixel and its PageView. */
  readonly socialPixel: boolean;
  /** The map background tiles, from the tile server of site.MapTileUrl. */
  readonly mapTiles: boolean;
}

/** The tags a choice allows: nothing but strictly necessary code loads without its category. */
export function allowedTags(choice: ConsentChoice): AllowedTags {
  return {
    pageView: choice.analytical,
    tagManager: choice.analytical || choice.marketing || choice.socialMedia,
    socialPixel: choice.socialMedia,
    mapTiles: choice.unclassified,
  };
}

/**
 * Whether a map may load its tiles: with consent to their category, or once the visitor clicked "show the
 * map" during this visit (`shownThisVisit`, kept in sessionStorage under mapsShownKey).
 */
export function mayLoadMapTiles(choice: ConsentChoice | undefined, shownThisVisit: boolean): boolean {
  return shownThisVisit || (choice !== undefined && allowedTags(choice).mapTiles);
}

/** The sessionStorage key set when the visitor clicks "show the map": maps load for the rest of the visit. */
export const mapsShownKey = 'maps-shown';

/**
 * Whether a path is a preview, where the dialog is not shown: a path with "preview" in it (the CRM's
 * preview links). A menu page in preview status, whatever its path, is left out on the server
 * (isPreviewMenuPage). The noindex flag alone is not used: not-found pages and pages kept out of search
 * engines are still visited by the public and must ask.
 */
export function isPreviewPage(path: string): boolean {
  return path.toLowerCase().includes('preview');
}

/** Whether the query string asks to forget the stored choice (?setcookies, with or without a value). */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has(resetConsentParameter);
}

/** Whether a built menu page is a preview: its own status, or that of the page above it. */
export function isPreviewMenuPage(page: {
  readonly item: { readonly Status: string };
  readonly parent?: { readonly Status: string } | undefined;
}): boolean {
  return page.item.Status === 'preview' || page.parent?.Status === 'preview';
}
