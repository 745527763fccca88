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

// Index = Marquee code of the export.
const byMarquee = [
  'available',
  'new',
  'option',
  'sold',
  'rented',
  'price-lowered',
] as const satisfies readonly ListingStatus[];

/** Status from Marquee (0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered); unknown codes are 'available'. */
export function statusFromMarquee(marquee: number): ListingStatus {
  return byMarquee[marquee] ?? 'available';
}

/** Whether the listing is gone (sold or rented): no visit or offer forms, a ribbon on its photo. */
export function isSoldOrRented(marquee: number): boolean {
  const status = statusFromMarquee(marquee);
  return status === 'sold' || status === 'rented';
}
