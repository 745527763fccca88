// How a field's control is tied to the lines under it: the hint and the message take ids made from the
// control's, and the control names those that are on the page in aria-describedby, so a screen reader
// reads them with the field. The site's lead forms and the owner portal's forms share it.

/** The id of the hint line of the control with `id`. */
export const hintIdOf = (id: string): string => `${id}-hint`;

/** The id of the message line of the control with `id`. */
export const messageIdOf = (id: string): string => `${id}-error`;

/**
 * The control's aria-describedby: the hint's id when it has a hint, the message's when its message line
 * is on the page; undefined when neither is, so that the attribute is left out.
 */
export function describedByOf(id: string, lines: { readonly hint: boolean; readonly message: boolean }) {
  const ids = [lines.hint ? hintIdOf(id) : '', lines.message ? messageIdOf(id) : ''].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}
