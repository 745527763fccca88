// Google consent mode, and the trackers a choice allows: everything "denied" first; a choice updates
// consent mode and counts the page view here, and hands the tag manager, the Meta pixel and the removal
// of disallowed cookies to the trackers' module (src/islands/consent/consent-trackers.ts), which only
// comes into the page when there is something for it to do.
import {
  allowedTags,
  type ConsentChoice,
  consentCategories,
  consentFlags,
  defaultFlags,
} from '../domain/site/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let pageViewSent = false;

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

/**
 * Writes what a choice allows on the trackers' template (see consent-trackers.ts), and puts the trackers'
 * module in the page the first time, or tells it. Without a choice (it was withdrawn) nothing is loaded
 * and every tracking cookie goes. `always`: also when the choice loads nothing, to remove cookies.
 */
function updateTrackers(
  trackers: HTMLTemplateElement,
  choice: ConsentChoice | undefined,
  always: boolean,
): void {
  const allowed = choice && allowedTags(choice);
  const load = [allowed?.tagManager && 'tagManager', allowed?.socialPixel && 'socialPixel'];
  if (!(always || load.some(Boolean))) return;
  trackers.dataset['load'] = load.filter(Boolean).join(' ');
  // The categories granted; the trackers' module keeps the cookies of those it knows.
  trackers.dataset['keep'] = consentCategories.filter((category) => choice?.[category]).join(' ');
  if (trackers.dataset['added'] === undefined) {
    trackers.dataset['added'] = '';
    document.head.append(trackers.content.cloneNode(true));
  } else {
    document.dispatchEvent(new Event('consent-trackers'));
  }
}

/**
 * Tells consent mode the visitor's choice, fires the page view once per page when analytics is allowed
 * (a changed choice does not count the visit twice; `tags.analytics` is the measurement ID it goes to),
 * and lets the trackers' module load what the choice allows. `changed`: a new choice or a withdrawn one
 * (undefined), whose disallowed cookies must go even when it loads nothing; a stored choice read on
 * arrival only loads.
 */
export function applyConsent(
  choice: ConsentChoice | undefined,
  tags: { readonly analytics?: string | undefined; readonly trackers: HTMLTemplateElement },
  changed: boolean,
): void {
  if (choice) {
    gtag('consent', 'update', consentFlags(choice));
    if (allowedTags(choice).pageView && !pageViewSent) {
      pageViewSent = true;
      gtag('event', 'page_view', {
        page_location: location.href,
        page_title: document.title,
        ...(tags.analytics ? { send_to: tags.analytics } : {}),
      });
    }
  }
  updateTrackers(tags.trackers, choice, changed);
}
