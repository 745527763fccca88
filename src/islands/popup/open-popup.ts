// Shows the popup as a modal <dialog> (focus inside, Escape and the backdrop close it) and remembers in
// this browser session that it was closed. This module travels inside the popup's <template>: it runs when
// the popup timer of the chrome script puts the template's content in the page, after the delay and the
// cookie choice, so no page pays for it before.
import { popupAlreadyAnswered, popupDelay, popupDismissedKey } from '../../domain/site/popup';

function dismissed(): boolean {
  try {
    return window.sessionStorage.getItem(popupDismissedKey) !== null;
  } catch {
    return false;
  }
}

function markDismissed(): void {
  try {
    window.sessionStorage.setItem(popupDismissedKey, '1');
  } catch {
    // Without sessionStorage the popup may come back on the next page; nothing else breaks.
  }
}

/** The page's own form for the popup's form kind (e.g. the footer's newsletter form), if any. */
function targetForm(formAction: string | undefined): HTMLFormElement | undefined {
  if (!formAction) return undefined;
  return (
    [...document.forms].find((form) => form.getAttribute('action')?.endsWith(`/api/forms/${formAction}`)) ??
    undefined
  );
}

function openPopup(dialog: HTMLDialogElement, formAction: string | undefined): void {
  const checkUrl = () => {
    if (popupAlreadyAnswered(window.location.href, formAction)) dialog.close();
  };
  dialog.addEventListener('close', () => {
    markDismissed();
    window.removeEventListener('popstate', checkUrl);
    window.removeEventListener('hashchange', checkUrl);
    dialog.remove();
  });
  window.addEventListener('popstate', checkUrl);
  window.addEventListener('hashchange', checkUrl);

  dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog element itself, outside its content.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  // Following the button is the visitor's answer: the popup does not come back on the next page.
  dialog.querySelector('[data-popup-link]')?.addEventListener('click', markDismissed);

  const form = targetForm(formAction);
  const cta = dialog.querySelector<HTMLButtonElement>('[data-popup-cta]');
  if (form && cta) {
    cta.hidden = false;
    cta.addEventListener('click', () => {
      dialog.close();
      form.scrollIntoView({ block: 'center' });
      form
        .querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')
        ?.focus({ preventScroll: true });
    });
  }

  dialog.showModal();
}

const template = document.getElementById('popup-template');
const dialog = document.querySelector<HTMLDialogElement>('dialog.popup');
if (template instanceof HTMLTemplateElement && dialog !== null) {
  const settings = {
    Enabled: true,
    DelaySeconds: Number(template.dataset['delay']),
    FormAction: template.dataset['formAction'],
  };
  // Closed meanwhile in another tab of the same session, or answered since the page loaded: stay shut.
  if (popupDelay(settings, { dismissed: dismissed(), url: window.location.href }) === undefined)
    dialog.remove();
  else openPopup(dialog, settings.FormAction);
}
