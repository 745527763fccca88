// Shows the popup as a modal <dialog> (focus inside, Escape and the backdrop close it) and remembers in
// this browser session that it was closed.
import { popupAlreadyAnswered, popupDismissedKey } from '../../domain/popup';

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

/** Clones the popup out of its template and opens it. */
export function openPopup(template: HTMLTemplateElement, formAction: string | undefined): void {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const dialog = fragment.querySelector('dialog');
  if (!dialog) return;
  document.body.append(fragment);

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
