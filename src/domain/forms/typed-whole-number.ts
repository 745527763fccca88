// A whole number as a visitor types it (an offer, a budget, an income): with the thousands grouped as
// their language groups them ("500.000", "500 000", "500,000") and perhaps the euro sign. The pages
// write amounts in each language's notation (money.ts), so the forms read each notation back.

/** Groups of three digits after the first one to three, joined by one separator of any language. */
const grouped = /^\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+$/;

/**
 * The digits of a typed whole number, or the text as typed (without spaces) for the number check to
 * refuse: a comma or a dot that does not group thousands ("500,50", "5.5") is not taken for one, since
 * reading a decimal comma as a grouping would make the amount a hundred times larger.
 */
export function typedWholeNumber(text: string): string {
  const bare = text.trim().replace(/^€\s*|\s*€$/gu, '');
  return grouped.test(bare) ? bare.replace(/\D/g, '') : bare.replace(/\s/g, '');
}
