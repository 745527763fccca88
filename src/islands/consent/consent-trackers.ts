// The tag manager, the Meta pixel, and the removal of tracking cookies the visitor's choice does not
// allow. This module travels inside <template id="consent-trackers-template"> (ConsentDialog.astro): the
// consent loader puts it in the page only once a choice allows a tracker, or a choice or its withdrawal
// may leave cookies to remove, so a visitor who declined runs none of it. The loader writes on the
// template what the choice allows, space-separated: data-load, the trackers to load ("tagManager",
// "socialPixel"), and data-keep, the cookie categories that stay ("analytical", "marketing", "socialMedia"); later
// changes arrive as a "consent-trackers" event. Only the loader's words are read here, no shared code,
// so that this module stays out of every page's script. With analytical consent it also keeps the visit's
// source for the CRM's lead (visit-source.ts), which comes with it only when it comes.
import { keepVisitSource } from './visit-source';

type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Queue;
    _fbq?: Queue;
  }
  interface DocumentEventMap {
    /** The consent loader wrote a new choice on the trackers' template. */
    'consent-trackers': Event;
  }
}

const loaded = new Set<string>();

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

// First-party cookies the trackers set, by category: Google Analytics; the Google Ads conversion linker;
// the Meta pixel. The same names as the cookie policy's list (trackerCookies of src/domain/site/site-storage.ts,
// whose test checks these patterns against it), written out here to keep this module free of shared code.
const cookieCategories = [
  ['analytical', /^(_ga|_gid|_gat)/],
  ['marketing', /^_gcl/],
  ['socialMedia', /^(_fbp|_fbc)/],
] as const;

/** Deletes the trackers' cookies of the categories not kept, so a withdrawn consent leaves nothing behind. */
function clearCookies(keep: readonly string[]): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    const category = cookieCategories.find(([, pattern]) => pattern.test(name))?.[0];
    if (category === undefined || keep.includes(category)) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

function update(): void {
  const template = document.getElementById('consent-trackers-template');
  if (template === null) return;
  const { tagManager, socialPixel, load = '', keep = '' } = template.dataset;
  const wanted = load.split(' ');
  // Each once per page: a changed choice does not load a tracker, or count the visit, twice.
  if (wanted.includes('tagManager') && tagManager && !loaded.has('tagManager')) {
    loaded.add('tagManager');
    loadTagManager(tagManager);
  }
  if (wanted.includes('socialPixel') && socialPixel && !loaded.has('socialPixel')) {
    loaded.add('socialPixel');
    loadSocialPixel(socialPixel);
  }
  clearCookies(keep.split(' '));
  keepVisitSource(keep.split(' ').includes('analytical'));
}

document.addEventListener('consent-trackers', update);
update();
