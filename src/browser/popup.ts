// The promotional popup's timer: after its delay, and never on top of the cookie dialog (it waits for the
// visitor's choice), it puts the popup's template in the page, whose own module then decides whether to
// open it (once per browser session, not on its own form's pages; see open-popup.ts). The delay alone is
// read here, so the rules and the dialog's code stay out of every page's script.
// A visitor who has started filling in a form on this page (typed, or unfolded it) is never interrupted:
// the popup would take their focus and cover the form, so it stays shut on this page and may open on the
// next one.
// Nor does it open over another dialog (the gallery's lightbox, the video, the drawer, the cookie
// dialog): it would cover it, and the visitor's next Escape, meant for the popup on top, would close the
// dialog beneath. It waits until the last of them is closed.
import { whenConsentAnswered } from './consent-loader';

/**
 * Whether a dialog of the page is open: a <dialog open> (the video, the cookie dialog), PhotoSwipe's
 * lightbox (a div it adds to the body while open) or the drawer (a checkbox, on phones).
 */
const otherDialogOpen = () => document.querySelector('dialog[open], .pswp, #drawer-toggle:checked') !== null;

/**
 * Runs `then` once no other dialog is open: at once, or when the last one closes. Watches the page for
 * dialogs opening and closing (an attribute, an element removed) and for the drawer's checkbox changing;
 * no timer, so it waits on the page's state alone.
 */
function whenNoDialogOpen(then: () => void): void {
  if (!otherDialogOpen()) {
    then();
    return;
  }
  const recheck = () => {
    if (otherDialogOpen()) return;
    observer.disconnect();
    document.removeEventListener('change', recheck, { capture: true });
    then();
  };
  const observer = new MutationObserver(recheck);
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['open'] });
  document.addEventListener('change', recheck, { capture: true });
}

const template = document.getElementById('popup-template');
const delay = Number(template?.dataset['delay']) * 1000;
if (template instanceof HTMLTemplateElement && delay > 0) {
  let busy = false;
  // Only a form's fields count: the drawer's checkbox fires input events too, and opening the menu is
  // not starting a form.
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element && event.target.closest('form') !== null) busy = true;
    },
    { capture: true },
  );
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
  setTimeout(
    () =>
      whenConsentAnswered(() =>
        whenNoDialogOpen(() => {
          if (!fillingAForm()) document.body.append(template.content.cloneNode(true));
        }),
      ),
    delay,
  );
}
