// Phone numbers as links and as text.

/** The tel: URL of a phone number as printed ("+32 2 534 18 20" -> "tel:+3225341820"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A phone number that never wraps across lines: its spaces become non-breaking spaces. */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
