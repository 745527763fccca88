// The sample's French texts set their punctuation as French does and as the site's own dictionaries do
// (src/i18n/dictionaries.test.ts): a no-break space before : ; ! ? » and after «, so a line never starts
// with a colon or a closing quote. An agency's real export is printed as the agency wrote it.

/** One French text with its spaces around : ; ! ? « » made no-break. */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

/**
 * The export with every French text spaced (frenchSpacing): the `fr` member of a text given per
 * language, and the strings of a record whose `language` is `fr` (the CRM's per-language records).
 */
export function withFrenchSpacing<T>(value: T, french = false): T {
  if (typeof value === 'string') return (french ? frenchSpacing(value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withFrenchSpacing(item, french)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const frenchRecord = french || record['language'] === 'fr';
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, withFrenchSpacing(item, frenchRecord || key === 'fr')]),
  ) as T;
}
