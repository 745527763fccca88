// Keeps where this visit came from (landing page, referrer, utm_* parameters) in sessionStorage, for the
// CRM's lead, and only while the visitor's choice grants analytical consent. Run by the trackers' module
// (consent-trackers.ts), which the consent loader puts in the page only once a choice allows a tracker or
// a withdrawn one leaves something to remove: a visitor who declined runs none of it, and the chrome
// script, at its returning-visit budget, carries none of it. It writes the source on the first page that
// has consent and removes it as soon as consent is withdrawn. The form island posts what is kept
// (src/islands/forms/send-form.ts); without consent nothing is kept, so nothing is posted.
import { visitSourceKey, visitSourceOf } from '../../domain/crm/visit-source';

/** Keeps the visit's source while `analytical` consent is given; forgets it otherwise. */
export function keepVisitSource(analytical: boolean): void {
  try {
    if (!analytical) sessionStorage.removeItem(visitSourceKey);
    else if (sessionStorage.getItem(visitSourceKey) === null) {
      sessionStorage.setItem(visitSourceKey, JSON.stringify(visitSourceOf(location.href, document.referrer)));
    }
  } catch {
    // Storage refused: the lead goes without the visit's source.
  }
}
