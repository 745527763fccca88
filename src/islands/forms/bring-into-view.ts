// Where the island takes the visitor when the form says something: the field at fault or the alert.
import { showFormMessage } from './form-errors-view';

/** The heading that titles a form on its page (the element just before its island), if it has one. */
function formHeading(element: HTMLElement): HTMLElement | null {
  const before = element.closest('form')?.parentElement?.previousElementSibling;
  return before instanceof HTMLHeadingElement ? before : null;
}

/**
 * Focuses a field at fault or the form's alert and scrolls it clear of the sticky header: a field to the
 * middle of the screen; the alert to the top, with the form's heading above it when the form has one
 * (the page's scroll padding keeps both below the header: global.css), so that no heading shows half
 * under the header.
 */
export function bringIntoView(target: HTMLElement | null): void {
  if (target === null) return;
  target.focus({ preventScroll: true });
  if (!target.hasAttribute('data-form-alert')) {
    target.scrollIntoView({ block: 'center' });
    return;
  }
  (formHeading(target) ?? target).scrollIntoView({ block: 'start' });
}

/** Says `message` in the form's alert and brings the alert into view. */
export function alertForm(form: HTMLFormElement, message: string): void {
  showFormMessage(form, message);
  bringIntoView(form.querySelector<HTMLElement>('[data-form-alert]'));
}
