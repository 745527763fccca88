// Shows field messages in a server-rendered lead form: each message in its field's message slot
// (the control points to it with aria-describedby), the control marked invalid, and the form-level
// message on top with whatever has no field on the page.

/** Translated messages per field name (without []). */
export type ShownErrors = Readonly<Record<string, readonly string[]>>;

function controlsOf(form: HTMLFormElement, field: string): Element[] {
  return [
    ...form.querySelectorAll(`[name="${CSS.escape(field)}"], [name="${CSS.escape(`${field}[]`)}"]`),
    ...form.querySelectorAll(`fieldset[data-field="${CSS.escape(field)}"]`),
  ];
}

/**
 * Writes `errors` into the form, clearing every earlier message; `formMessage` heads the alert when
 * there is any error. Returns the element to move the focus to: the first field at fault, else the alert.
 */
export function showErrors(
  form: HTMLFormElement,
  errors: ShownErrors,
  formMessage: string,
): HTMLElement | undefined {
  const shown = new Set<string>();
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = slot.dataset.errorFor ?? '';
    const list = errors[field] ?? [];
    slot.textContent = list.join(' ');
    slot.hidden = list.length === 0;
    if (list.length > 0) shown.add(field);
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
  let first: HTMLElement | undefined;
  for (const field of shown) {
    for (const control of controlsOf(form, field)) {
      if (control instanceof HTMLFieldSetElement) control.setAttribute('aria-invalid', 'true');
      else if (
        control instanceof HTMLInputElement &&
        (control.type === 'checkbox' || control.type === 'radio')
      ) {
        if (control.type === 'checkbox' && control.closest('fieldset[data-field]') === null)
          control.setAttribute('aria-invalid', 'true');
      } else control.setAttribute('aria-invalid', 'true');
    }
  }
  // The first field at fault in the order of the page.
  for (const element of form.querySelectorAll<HTMLElement>('input, select, textarea')) {
    const name = (element.getAttribute('name') ?? '').replace(/\[\]$/, '');
    if (shown.has(name) && element.getAttribute('type') !== 'hidden') {
      first = element;
      break;
    }
  }
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  const unplaced = Object.entries(errors)
    .filter(([field, list]) => !shown.has(field) && list.length > 0)
    .flatMap(([, list]) => list);
  const any = shown.size > 0 || unplaced.length > 0;
  if (alert !== null) {
    alert.replaceChildren(
      // Each text once: an answer's own "not sent" message is the heading already there.
      ...(any ? [...new Set([formMessage, ...unplaced])] : []).map((text) => {
        const paragraph = document.createElement('p');
        paragraph.textContent = text;
        return paragraph;
      }),
    );
    alert.hidden = !any;
  }
  if (!any) return undefined;
  return first ?? alert ?? undefined;
}

/** Shows one message in the form's alert alone (a refused or failed send), or clears it. */
export function showFormMessage(form: HTMLFormElement, text: string | undefined): void {
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  if (alert === null) return;
  const paragraph = document.createElement('p');
  paragraph.textContent = text ?? '';
  alert.replaceChildren(...(text === undefined ? [] : [paragraph]));
  alert.hidden = text === undefined;
}
