// Which listings match a registered demand ("keep me informed"): the goal, a wanted type, a wanted
// area or postcode, the budget and the bedrooms; sold and rented listings never match.

import type { ListingFields } from '../listing/listing-fields';
import { belgiumCountryId, luxembourgCountryId } from '../listing/region';
import { isSoldOrRented } from '../listing/status';
import { publishedPrice } from '../values/money';
import type { WantedAreaCode } from './wanted-regions';

/** What a demand looks for, as the demand-register form stores it. */
export interface Demand {
  readonly goal: 'sale' | 'rent';
  /** Property type WebIDs. */
  readonly types: readonly number[];
  readonly regions: readonly string[];
  /** Postcodes, upper case; Luxembourg's may carry an L- prefix. */
  readonly postcodes: readonly string[];
  readonly budgetMin?: number | undefined;
  readonly budgetMax?: number | undefined;
  readonly bedrooms?: number | undefined;
}

/** A listing as the rule reads it (its goal, ribbon, types, postcode, country, price and bedrooms; not its town). */
export type MatchableListing = Omit<ListingFields, 'City'>;

// Belgian postcode ranges by province (bpost's numbering): [first, last, area].
const provinceRanges: readonly (readonly [number, number, WantedAreaCode])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'walloon-brabant'],
  [1500, 1999, 'flemish-brabant'],
  [2000, 2999, 'antwerp'],
  [3000, 3499, 'flemish-brabant'],
  [3500, 3999, 'limburg'],
  [4000, 4999, 'liege'],
  [5000, 5999, 'namur'],
  [6000, 6599, 'hainaut'],
  [6600, 6999, 'luxembourg-province'],
  [7000, 7999, 'hainaut'],
  [8000, 8999, 'west-flanders'],
  [9000, 9999, 'east-flanders'],
];

/** The demand-register area of a listing's address, or undefined outside Belgium and Luxembourg. */
export function wantedAreaOf(countryId: number, zip: string): WantedAreaCode | undefined {
  if (countryId === luxembourgCountryId) return 'luxembourg';
  if (countryId !== belgiumCountryId) return undefined;
  const code = Number.parseInt(zip.replace(/\D/g, ''), 10);
  return provinceRanges.find(([first, last]) => code >= first && code <= last)?.[2];
}

const bareCode = (zip: string) => zip.toUpperCase().replace(/^L-?/, '').trim();

/** Whether a listing matches a demand. */
export function matchesDemand(listing: MatchableListing, demand: Demand): boolean {
  if (isSoldOrRented(listing.Marquee)) return false;
  if ((demand.goal === 'rent' ? 1 : 0) !== listing.Goal) return false;
  const types = [listing.WebID, ...(listing.WebIDs ?? [])];
  if (demand.types.length > 0 && !types.some((webId) => demand.types.includes(webId))) return false;
  const area = wantedAreaOf(listing.CountryID, listing.Zip);
  const inArea = area !== undefined && demand.regions.includes(area);
  const inPostcode = demand.postcodes.some((code) => bareCode(code) === bareCode(listing.Zip));
  if (!inArea && !inPostcode) return false;
  // A price the agency does not publish is unknown: it fits no budget, and is never read as 0.
  const price = publishedPrice(listing);
  const budgeted = demand.budgetMin !== undefined || demand.budgetMax !== undefined;
  if (budgeted && price === undefined) return false;
  if (price !== undefined && demand.budgetMin !== undefined && price < demand.budgetMin) return false;
  if (price !== undefined && demand.budgetMax !== undefined && price > demand.budgetMax) return false;
  if (demand.bedrooms !== undefined && demand.bedrooms > 0 && (listing.Bedrooms ?? 0) < demand.bedrooms) {
    return false;
  }
  return true;
}

/** The listings matching a demand that it was not sent before, in the export's order. */
export function newMatches<L extends MatchableListing>(
  listings: readonly L[],
  demand: Demand,
  alreadySent: ReadonlySet<number>,
): L[] {
  return listings.filter((listing) => !alreadySent.has(listing.ID) && matchesDemand(listing, demand));
}
