// The orders a visitor may choose for the shortlist page.

/** As saved, by price (lowest or highest first), by living area (largest first). */
export const shortlistOrders = ['saved', 'priceAsc', 'priceDesc', 'areaDesc'] as const;

/** An order of the shortlist page. */
export type ShortlistOrder = (typeof shortlistOrders)[number];

/** A stored or chosen order, or the saved order for anything else. */
export function parseShortlistOrder(text: string | null | undefined): ShortlistOrder {
  return (shortlistOrders as readonly string[]).includes(text ?? '') ? (text as ShortlistOrder) : 'saved';
}

/** What the order reads of an item of the list. */
export interface OrderedItem {
  readonly id: number;
  /** The price shown, undefined when it is not published (on request, sold, no longer offered). */
  readonly price: number | undefined;
  readonly livingArea: number | undefined;
}

/**
 * The items in the chosen order. Items without the value ordered by (price on request, no area, gone)
 * come last, in their saved order; ties keep the saved order too. `saved` is the visitor's list of IDs.
 */
export function orderShortlist<T extends OrderedItem>(
  items: readonly T[],
  order: ShortlistOrder,
  saved: readonly number[],
): T[] {
  const rank = (item: T) => {
    const index = saved.indexOf(item.id);
    return index === -1 ? saved.length : index;
  };
  const bySaved = [...items].sort((a, b) => rank(a) - rank(b));
  if (order === 'saved') return bySaved;
  const value = (item: T) => (order === 'areaDesc' ? item.livingArea : item.price);
  const direction = order === 'priceAsc' ? 1 : -1;
  return bySaved.sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === undefined || right === undefined)
      return (left === undefined ? 1 : 0) - (right === undefined ? 1 : 0);
    return (left - right) * direction;
  });
}
