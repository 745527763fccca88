// Listing goal (sale or rent) and the status ribbon from the CRM's Marquee code.

/** The export's Goal: 0 sale, 1 rent. */
export type Goal = 0 | 1;

/** Both goals, sale first. */
export const goals = [0, 1] as const satisfies readonly Goal[];

/** Whether a value is a Goal code. */
export function isGoal(value: unknown): value is Goal {
  return value === 0 || value === 1;
}

/** The goal's name for URLs, dictionary keys and CSS classes. */
export function goalName(goal: Goal): 'sale' | 'rent' {
  return goal === 1 ? 'rent' : 'sale';
}

/** The status of a listing as shown on its ribbon. */
export type ListingStatus = 'available' | 'new' | 'option' | 'sold' | 'rented' | 'price-lowered';

/** The Marquee code of each status (0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered). */
export const marqueeCodes = {
  available: 0,
  new: 1,
  option: 2,
  sold: 3,
  rented: 4,
  'price-lowered': 5,
} as const satisfies Record<ListingStatus, number>;

/** The Marquee code of a status: the reverse of statusFromMarquee, for the dictionary's Marquee names. */
export type MarqueeCode<S extends ListingStatus = ListingStatus> = (typeof marqueeCodes)[S];

const byMarquee = new Map(
  (Object.keys(marqueeCodes) as ListingStatus[]).map((status) => [marqueeCodes[status] as number, status]),
);

/** Status from its Marquee code (see marqueeCodes); unknown codes are 'available'. */
export function statusFromMarquee(marquee: number): ListingStatus {
  return byMarquee.get(marquee) ?? 'available';
}

/** Whether the listing is gone (sold or rented): no visit or offer forms, a ribbon on its photo. */
export function isSoldOrRented(marquee: number): boolean {
  const status = statusFromMarquee(marquee);
  return status === 'sold' || status === 'rented';
}
