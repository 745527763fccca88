// The cookie dialog's behaviour: <consent-dialog view="banner|settings">, around the <dialog> that the
// server renders in the page's language (ConsentDialog.astro). Its module travels inside the same
// <template> as the markup, so the browser fetches it only when the consent loader puts the dialog in
// the page (no stored choice, or the visitor asks for the settings), and no bundler loader code ships
// with every page. It talks to the loader through the page: the loader sets `view` (and `stored`, the
// current choice as JSON), the element answers with a "consent-choice" event and, once hidden, a
// "consent-closed" event. Declining is one click, exactly like accepting, and both buttons look the same.
// Only types are imported: a value shared with the chrome script would become a chunk of its own that
// every page then fetches.
import type { ConsentChoice } from '../../domain/site/consent';

declare global {
  interface DocumentEventMap {
    /** The visitor's choice, from the cookie dialog. */
    'consent-choice': CustomEvent<ConsentChoice>;
    /** The cookie dialog is hidden, answered or not. */
    'consent-closed': Event;
  }
}

class ConsentDialogElement extends HTMLElement {
  static observedAttributes = ['view'];
  // The element that had focus outside the dialog when the settings were asked for, to give it back.
  #returnTo: HTMLElement | undefined;

  get #dialog(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  // The categories are the server's checkboxes (rendered from consentCategories of src/domain/site/consent).
  get #boxes(): HTMLInputElement[] {
    return [...this.querySelectorAll<HTMLInputElement>('input[name]')];
  }

  get #stored(): ConsentChoice | undefined {
    const stored = this.getAttribute('stored');
    return stored ? (JSON.parse(stored) as ConsentChoice) : undefined;
  }

  connectedCallback(): void {
    this.addEventListener('click', this);
    this.addEventListener('keydown', this);
  }

  attributeChangedCallback(): void {
    const view = this.getAttribute('view');
    if (view === 'banner' || view === 'settings') this.#show(view);
    else this.#hide();
  }

  handleEvent(event: Event): void {
    // Escape only closes a dialog the visitor reopened: without a stored choice there must be an answer.
    if (event instanceof KeyboardEvent) {
      if (event.key === 'Escape' && this.#stored !== undefined) {
        event.preventDefault();
        this.removeAttribute('view');
      }
      return;
    }
    const action =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-consent-action]')?.dataset['consentAction']
        : undefined;
    if (action === 'settings') this.setAttribute('view', 'settings');
    else if (action === 'close') this.removeAttribute('view');
    else if (action === 'accept' || action === 'decline' || action === 'save') {
      const choice = Object.fromEntries(
        this.#boxes.map((box) => [box.name, action === 'accept' || (action === 'save' && box.checked)]),
      );
      this.dispatchEvent(new CustomEvent('consent-choice', { bubbles: true, detail: choice }));
      this.removeAttribute('view');
    }
  }

  #show(view: 'banner' | 'settings'): void {
    const dialog = this.#dialog;
    if (!dialog) return;
    for (const part of dialog.querySelectorAll<HTMLElement>('[data-consent-view]')) {
      part.hidden = part.dataset['consentView'] !== view;
    }
    const stored = this.#stored;
    const close = dialog.querySelector<HTMLElement>('[data-consent-action="close"]');
    if (close) close.hidden = stored === undefined;
    // Not showModal(): the card leaves the page usable around it, and the first question does not take
    // focus away from where the visitor is; it comes first in the page, the first stop of the keyboard.
    dialog.open = true;
    if (view !== 'settings') return;
    for (const box of this.#boxes) box.checked = stored?.[box.name as keyof ConsentChoice] === true;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !this.contains(active)) {
      this.#returnTo = active;
    }
    dialog.querySelector<HTMLElement>('.consent__title')?.focus();
  }

  #hide(): void {
    const dialog = this.#dialog;
    if (!dialog?.open) return;
    dialog.open = false;
    this.#returnTo?.focus();
    this.#returnTo = undefined;
    this.dispatchEvent(new CustomEvent('consent-closed', { bubbles: true }));
  }
}

customElements.define('consent-dialog', ConsentDialogElement);
