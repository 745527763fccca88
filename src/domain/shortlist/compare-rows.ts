// The comparison of 2 to 4 saved listings: which listings it takes, the price per m² it works out, and
// which of its rows differ from one listing to the next.

/** The fewest and most listings compared side by side (four columns still fit a page of A4). */
export const compareMin = 2;
export const compareMax = 4;

/** The rows of the comparison, in the order a buyer reads them. */
export const compareRowKeys = [
  'price',
  'pricePerSquareMetre',
  'livingArea',
  'plot',
  'bedrooms',
  'bathrooms',
  'constructionYear',
  'renovationYear',
  'epcLabel',
  'epcValue',
  'monthlyCharges',
  'floodRisk',
  'address',
] as const;

/** A row of the comparison. */
export type CompareRowKey = (typeof compareRowKeys)[number];

/** The IDs a comparison shows: those asked for, when there are 2 to 4 of them; otherwise none. */
export function comparedIds(ids: readonly number[]): number[] {
  return ids.length >= compareMin && ids.length <= compareMax ? [...ids] : [];
}

/**
 * The price of a m² of living area: only for a published price and a living area above zero (a price on
 * request or a plot of land has none). A sale price's is rounded to the euro; a monthly rent's to the
 * cent, as its few euros a month would lose a tenth of their worth to the euro (€ 8.79, not € 9).
 */
export function pricePerSquareMetre(
  price: number | undefined,
  livingArea: number | undefined,
  monthlyRent = false,
): number | undefined {
  if (price === undefined || price <= 0 || livingArea === undefined || livingArea <= 0) return undefined;
  return monthlyRent ? Math.round((price / livingArea) * 100) / 100 : Math.round(price / livingArea);
}

/** A listing's texts, row by row; a row it does not give is undefined or left out. */
export type CompareColumn = { readonly [K in CompareRowKey]?: string | undefined };

/** One row: its key, the text of each listing (undefined: not given), and whether they differ. */
export interface CompareRow {
  readonly key: CompareRowKey;
  readonly cells: readonly (string | undefined)[];
  readonly differs: boolean;
}

/**
 * The rows of the listings' texts (one record per listing, in column order): a row no listing gives is
 * left out; a row differs when two listings show different texts, a missing value counting as one.
 */
export function compareRows(columns: readonly CompareColumn[]): CompareRow[] {
  return compareRowKeys.flatMap((key) => {
    const cells = columns.map((column) => column[key]);
    if (cells.every((cell) => cell === undefined)) return [];
    return [{ key, cells, differs: new Set(cells).size > 1 }];
  });
}
