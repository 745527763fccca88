// The cookie list: every cookie and browser-storage key the site or the trackers it may load set, by
// category. The cookie policy renders it, and its test checks that every key the code writes is here, so
// a new key cannot go unlisted.

import { visitSourceKey } from '../crm/visit-source';
import { languageMemoryKey } from '../language/language-memory';
import { shortlistOrderKey, shortlistStorageKey } from '../shortlist/shortlist-ids';
import { type CookieCategory, consentCategories, consentStorageKey, mapsShownKey } from './consent';
import { popupDismissedKey } from './popup';

/** Where an item lives: a cookie, the browser's localStorage or sessionStorage, or a request to a server. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'request';

/** How long an item lives. */
export type StorageLifetime =
  | { readonly kind: 'session' }
  | { readonly kind: 'untilChanged' }
  | { readonly kind: 'login' }
  | { readonly kind: 'none' }
  | { readonly kind: 'days'; readonly days: number };

/** What an item is for: a key of consent.cookies.purposes in the dictionaries. */
export type StoragePurpose =
  | 'consent'
  | 'language'
  | 'shortlist'
  | 'popup'
  | 'maps'
  | 'portalMark'
  | 'portalSession'
  | 'analyticsVisitor'
  | 'analyticsSession'
  | 'adsConversion'
  | 'metaBrowser'
  | 'metaClick'
  | 'mapTiles'
  | 'visitSource';

/** One entry of the cookie list. */
export interface StoredItem {
  /** The cookie or key name as the browser shows it (a prefix ends in "*"). */
  readonly name: string;
  readonly kind: StorageKind;
  readonly category: CookieCategory;
  /** Who sets or receives it: the site itself (undefined), or a third party by name. */
  readonly provider?: string | undefined;
  readonly lifetime: StorageLifetime;
  readonly purpose: StoragePurpose;
}

// The owner portal's names (src/stores/owner-portal.ts, src/server/owner/owner-session-cookie.ts): those modules
// cannot be imported here (a store, the server); the test finds their writes and checks they are listed.
const ownerPortalMarkKey = 'owner-portal-session';
const ownerSessionCookies = ['owner_session', '__Host-owner_session'] as const;

/** An item the site itself keeps: strictly necessary, whatever it holds (a choice, a session, a login). */
const necessary = (
  name: string,
  kind: StorageKind,
  lifetime: StorageLifetime,
  purpose: StoragePurpose,
): StoredItem => ({ name, kind, category: 'necessary', lifetime, purpose });

const untilChanged = { kind: 'untilChanged' } as const;
const untilLogout = { kind: 'login' } as const;

/** What the site itself keeps in the visitor's browser, all strictly necessary (choices, a session, a login). */
const siteOwnStorage: readonly StoredItem[] = [
  necessary(consentStorageKey, 'localStorage', untilChanged, 'consent'),
  necessary(languageMemoryKey, 'cookie', { kind: 'days', days: 365 }, 'language'),
  necessary(languageMemoryKey, 'localStorage', untilChanged, 'language'),
  // The listings a visitor saves, and the order they chose for them: their own choice, like the language.
  necessary(shortlistStorageKey, 'localStorage', untilChanged, 'shortlist'),
  necessary(shortlistOrderKey, 'localStorage', untilChanged, 'shortlist'),
  necessary(popupDismissedKey, 'sessionStorage', { kind: 'session' }, 'popup'),
  necessary(mapsShownKey, 'sessionStorage', { kind: 'session' }, 'maps'),
  necessary(ownerPortalMarkKey, 'localStorage', untilLogout, 'portalMark'),
  ...ownerSessionCookies.map((name) => necessary(name, 'cookie', untilLogout, 'portalSession')),
];

/**
 * What the site itself keeps only with the visitor's analytical consent, and deletes when it is withdrawn
 * (src/islands/consent/visit-source.ts): how the visit reached the site, sent with a form to the agency.
 */
const siteAnalyticalStorage: readonly StoredItem[] = [
  {
    name: visitSourceKey,
    kind: 'sessionStorage',
    category: 'analytical',
    lifetime: { kind: 'session' },
    purpose: 'visitSource',
  },
];

/** The cookies of the trackers the visitor may consent to (src/islands/consent/consent-trackers.ts clears them). */
const trackerStorage: readonly StoredItem[] = [
  {
    name: '_ga',
    kind: 'cookie',
    category: 'analytical',
    provider: 'Google',
    lifetime: { kind: 'days', days: 730 },
    purpose: 'analyticsVisitor',
  },
  {
    name: '_ga_*',
    kind: 'cookie',
    category: 'analytical',
    provider: 'Google',
    lifetime: { kind: 'days', days: 730 },
    purpose: 'analyticsSession',
  },
  {
    name: '_gid',
    kind: 'cookie',
    category: 'analytical',
    provider: 'Google',
    lifetime: { kind: 'days', days: 1 },
    purpose: 'analyticsSession',
  },
  {
    name: '_gcl_au',
    kind: 'cookie',
    category: 'marketing',
    provider: 'Google',
    lifetime: { kind: 'days', days: 90 },
    purpose: 'adsConversion',
  },
  {
    name: '_fbp',
    kind: 'cookie',
    category: 'socialMedia',
    provider: 'Meta',
    lifetime: { kind: 'days', days: 90 },
    purpose: 'metaBrowser',
  },
  {
    name: '_fbc',
    kind: 'cookie',
    category: 'socialMedia',
    provider: 'Meta',
    lifetime: { kind: 'days', days: 90 },
    purpose: 'metaClick',
  },
];

/**
 * Every cookie and storage key, the trackers' included, plus the map tile server, which sets no cookie but
 * receives the visitor's address (`tileHost`: the host of site.MapTileUrl).
 */
export function siteStorage(tileHost: string): StoredItem[] {
  return [
    ...siteOwnStorage,
    ...siteAnalyticalStorage,
    ...trackerStorage,
    {
      name: tileHost,
      kind: 'request',
      category: 'unclassified',
      provider: tileHost,
      lifetime: { kind: 'none' },
      purpose: 'mapTiles',
    },
  ];
}

/** The host of a tile URL template ("tile.openstreetmap.org"), or the template itself when unreadable. */
export function tileHostOf(template: string): string {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0')).host;
  } catch {
    return template;
  }
}

/** The cookie list grouped by category, strictly necessary first, in the dialog's order; empty ones left out. */
export function storageByCategory(
  items: readonly StoredItem[],
): { category: CookieCategory; items: StoredItem[] }[] {
  return (['necessary', ...consentCategories] as const)
    .map((category) => ({ category, items: items.filter((item) => item.category === category) }))
    .filter((group) => group.items.length > 0);
}

/** The dictionary key (under consent.cookies.lifetimes) and count that say how long an item lives. */
export function lifetimeText(lifetime: StorageLifetime): {
  key: Exclude<StorageLifetime['kind'], 'days'> | 'day' | 'days';
  count?: number;
} {
  if (lifetime.kind !== 'days') return { key: lifetime.kind };
  return lifetime.days === 1 ? { key: 'day' } : { key: 'days', count: lifetime.days };
}
