// The promotional popup's timer: after its delay, and never on top of the cookie dialog (it waits for the
// visitor's choice), it puts the popup's template in the page, whose own module then decides whether to
// open it (once per browser session, not on its own form's pages; see open-popup.ts). The delay alone is
// read here, so the rules and the dialog's code stay out of every page's script.
// A visitor who has started filling in a form on this page (typed, or unfolded it) is never interrupted:
// the popup would take their focus and cover the form, so it stays shut on this page and may open on the
// next one.
import { whenConsentAnswered } from './consent-loader';

const template = document.getElementById('popup-template');
const delay = Number(template?.dataset['delay']) * 1000;
if (template instanceof HTMLTemplateElement && delay > 0) {
  let busy = false;
  document.addEventListener('input', () => (busy = true), { capture: true, once: true });
  // Unfolding a form (a listing's "Make an offer", say) is starting it, before the first key. The
  // toggle event does not bubble: the capture phase still passes the document.
  document.addEventListener(
    'toggle',
    (event) => {
      const folded = event.target;
      if (folded instanceof HTMLDetailsElement && folded.open && folded.querySelector('form') !== null)
        busy = true;
    },
    { capture: true },
  );
  // An unfolded form counts even when this module ran after the click that unfolded it (a slow load
  // misses the toggle event): the open details say so themselves.
  const fillingAForm = () =>
    busy ||
    document.activeElement?.closest('form') != null ||
    document.querySelector('details[open] form') !== null;
  window.setTimeout(
    () =>
      whenConsentAnswered(() => {
        if (!fillingAForm()) document.body.append(template.content.cloneNode(true));
      }),
    delay,
  );
}
