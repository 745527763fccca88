// The visitor's saved listings: a list of listing IDs kept in the browser (localStorage) and carried by a
// shared link's query (`?ids=1001,1004`). The order is the order they were saved in; the rules here are
// shared by the chrome script (toggle, header count), the shortlist page's script and the pages the
// server renders for a shared link.

/** The localStorage key of the saved IDs ("1001,1004"): the visitor's own choice, strictly necessary. */
export const shortlistStorageKey = 'saved-listings';

/** The localStorage key of the order the visitor chose for the shortlist page. */
export const shortlistOrderKey = 'saved-listings-order';

/** The query parameter of a shared shortlist or a comparison. */
export const shortlistParam = 'ids';

/** At most this many listings are kept: a link stays short and a page renders quickly. */
export const shortlistLimit = 50;

/**
 * The IDs of a stored value or a query ("1001,1004"): positive integers, each once, in their order, at
 * most shortlistLimit; anything else (a typo, a script's junk, a negative number) is skipped.
 */
export function parseShortlistIds(text: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (text ?? '').split(',')) {
    const trimmed = part.trim();
    if (!/^\d{1,12}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === shortlistLimit) break;
  }
  return ids;
}

/** The stored or query form of a list of IDs. */
export function serializeShortlistIds(ids: readonly number[]): string {
  return ids.join(',');
}

/** The list with `id` saved (added at the end) or, when it was saved, removed. */
export function toggleShortlistId(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((saved) => saved !== id);
  return [...ids, id].slice(-shortlistLimit);
}

/** The list with other IDs taken over ("save these" on a shared list): those not yet saved, after the others. */
export function mergeShortlistIds(ids: readonly number[], added: readonly number[]): number[] {
  const merged = [...ids, ...added.filter((id) => !ids.includes(id))];
  return merged.slice(0, shortlistLimit);
}

/** A path with the IDs in its query: the shared link or the comparison's address. */
export function shortlistHref(path: string, ids: readonly number[]): string {
  return `${path}?${shortlistParam}=${serializeShortlistIds(ids)}`;
}
