// The owner portal's "N people registered on our site are looking for a property like this": how many
// confirmed demands of the register match a property, by the one rule the demand alerts use
// (search/demand-match.ts), and which of the sentence's forms a count takes.
import { type Demand, type MatchableListing, matchesDemand } from '../search/demand-match';

/** How many of `demands` would be sent `listing` by their alerts. */
export function matchingBuyerCount(listing: MatchableListing, demands: readonly Demand[]): number {
  return demands.filter((demand) => matchesDemand(listing, demand)).length;
}

/** The sentence's forms: nobody yet, or the language's plural category of the count. */
export type BuyersForm = 'none' | 'one' | 'other';

/** Which form of the sentence `count` takes in the language of `tag` (French says "1 personne", "0" apart). */
export function buyersForm(count: number, tag: string): BuyersForm {
  if (count === 0) return 'none';
  return new Intl.PluralRules(tag).select(count) === 'one' ? 'one' : 'other';
}
