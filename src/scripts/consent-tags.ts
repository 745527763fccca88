// Google consent mode, the tag manager and the Meta pixel: set to "denied" first, loaded only for the
// categories the visitor allowed. Nothing here sets a cookie by itself; the tags do, once loaded.
import { allowedTags, type ConsentChoice, consentFlags, defaultFlags } from '../domain/consent';

/** The IDs of site.SiteInfo that the tags need. */
export interface TagIds {
  readonly tagManager?: string | undefined;
  readonly analytics?: string | undefined;
  readonly socialPixel?: string | undefined;
}

type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

const loaded = { pageView: false, tagManager: false, socialPixel: false };

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** Defines dataLayer and gtag with every consent flag denied: must run before any tag can load. */
export function initConsentMode(): void {
  if (window.gtag !== undefined) return;
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  window.gtag = function gtag() {
    // gtag.js and the tag manager only read commands pushed as the Arguments object itself.
    // biome-ignore lint/complexity/noArguments: the consent-mode API requires the Arguments object.
    layer.push(arguments);
  };
  gtag('consent', 'default', { ...defaultFlags, security_storage: 'granted', wait_for_update: 500 });
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadTagManager(id: string): void {
  window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

function loadSocialPixel(id: string): void {
  // The pixel's own queue, as its snippet defines it: calls wait until fbevents.js has loaded.
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Queue;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq = fbq;
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', id);
  fbq('track', 'PageView');
}

/**
 * Tells consent mode the visitor's choice, then fires the page view and loads the tag manager and the
 * pixel that the choice allows, each once per page (a changed choice does not count the visit twice).
 */
export function applyConsent(choice: ConsentChoice, ids: TagIds): void {
  gtag('consent', 'update', consentFlags(choice));
  const allowed = allowedTags(choice);
  if (allowed.pageView && !loaded.pageView) {
    loaded.pageView = true;
    gtag('event', 'page_view', {
      page_location: window.location.href,
      page_title: document.title,
      ...(ids.analytics ? { send_to: ids.analytics } : {}),
    });
  }
  if (allowed.tagManager && !loaded.tagManager && ids.tagManager) {
    loaded.tagManager = true;
    loadTagManager(ids.tagManager);
  }
  if (allowed.socialPixel && !loaded.socialPixel && ids.socialPixel) {
    loaded.socialPixel = true;
    loadSocialPixel(ids.socialPixel);
  }
}

// First-party cookies the tags set: Google Analytics; the Ads conversion linker and the Meta pixel.
const analyticsCookie = /^(_ga|_gid|_gat)/;
const advertisingCookie = /^(_gcl|_fbp|_fbc)/;

/**
 * Deletes the tags' cookies of the categories a choice does not allow (all of them without a choice),
 * so a withdrawn consent leaves nothing behind.
 */
export function clearTrackingCookies(choice?: ConsentChoice): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    const allowed =
      (analyticsCookie.test(name) && choice?.analytics === true) ||
      (advertisingCookie.test(name) && choice?.advertising === true);
    if (allowed || !(analyticsCookie.test(name) || advertisingCookie.test(name))) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
