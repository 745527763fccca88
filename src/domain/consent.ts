// Cookie consent: the visitor's categories, the Google consent-mode flags they grant, and what may load.

/** The categories a visitor can switch on or off; strictly necessary is always on and not stored. */
export const consentCategories = ['functional', 'analytics', 'advertising', 'personalisation'] as const;

/** A category the visitor chooses. */
export type ConsentCategory = (typeof consentCategories)[number];

/** The visitor's choice, one flag per optional category. */
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** Google consent-mode value. */
export type ConsentValue = 'granted' | 'denied';

/**
 * What is stored under "consent" and sent to gtag('consent', 'update'): the four flags Google's consent
 * mode v2 requires, plus its names for the two categories those four do not cover, so that the choice
 * can be read back into the settings.
 */
export type ConsentFlags = Readonly<{
  ad_user_data: ConsentValue;
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_personalization: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
}>;

/** The localStorage key of the stored choice. */
export const consentStorageKey = 'consent';

/** The query parameter that forgets the stored choice and asks again. */
export const resetConsentParameter = 'setcookies';

/** Accept all: every category on. */
export const acceptAllChoice: ConsentChoice = {
  functional: true,
  analytics: true,
  advertising: true,
  personalisation: true,
};

/** Decline: only strictly necessary stays. */
export const declineChoice: ConsentChoice = {
  functional: false,
  analytics: false,
  advertising: false,
  personalisation: false,
};

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/**
 * The consent-mode flags of a choice. Ads personalisation needs both advertising and personalisation:
 * personalised ads are advertising, and the personalisation category is what the visitor allowed them for.
 */
export function consentFlags(choice: ConsentChoice): ConsentFlags {
  return {
    ad_user_data: value(choice.advertising),
    ad_storage: value(choice.advertising),
    analytics_storage: value(choice.analytics),
    ad_personalization: value(choice.advertising && choice.personalisation),
    functionality_storage: value(choice.functional),
    personalization_storage: value(choice.personalisation),
  };
}

/** The flags every visitor starts with, before any choice: everything but strictly necessary denied. */
export const defaultFlags: ConsentFlags = consentFlags(declineChoice);

const flagNames = Object.keys(defaultFlags) as (keyof ConsentFlags)[];

/**
 * The choice stored under "consent", or undefined when nothing (or something unreadable, or a choice
 * from an older format) is stored: the dialog then asks again rather than guess.
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
    functional: record['functionality_storage'] === 'granted',
    analytics: record['analytics_storage'] === 'granted',
    advertising: record['ad_storage'] === 'granted',
    personalisation: record['personalization_storage'] === 'granted',
  };
}

/** What a choice lets the page load and send. */
export interface AllowedTags {
  /** gtag('event', 'page_view'): a measurement of the visit. */
  readonly pageView: boolean;
  /** Google Tag Manager, which runs analytics and ads tags (each still bound by the consent flags). */
  readonly tagManager: boolean;
  /** The Meta pixel and its PageView. */
  readonly socialPixel: boolean;
}

/** The tags a choice allows: nothing but strictly necessary code loads without its category. */
export function allowedTags(choice: ConsentChoice): AllowedTags {
  return {
    pageView: choice.analytics,
    tagManager: choice.analytics || choice.advertising,
    socialPixel: choice.advertising,
  };
}

/**
 * Whether a path is a preview, where the dialog is not shown: any path segment containing "preview"
 * (the CRM's preview links). The noindex flag is not used: not-found pages and pages kept out of
 * search engines are still visited by the public and must ask.
 */
export function isPreviewPath(path: string): boolean {
  return path
    .toLowerCase()
    .split('/')
    .some((segment) => segment.includes('preview'));
}

/** Whether the query string asks to forget the stored choice (?setcookies, with or without a value). */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has(resetConsentParameter);
}
