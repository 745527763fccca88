// How many confirmed "keep me informed" demands look for a property like an owner's: counted live from
// the register by the rule the demand alerts use (demandOf reads a stored body, matchesDemand decides).
// The store gives only what each demand looks for, never who made it.

import { matchingBuyerCount } from '../../domain/portal/matching-buyers';
import type { Demand, MatchableListing } from '../../domain/search/demand-match';
import { demandOf } from '../forms/demand-alerts';
import type { BuyerStore } from '../store/owner-store';

/** The confirmed demands of the register, as the matching rule reads them. */
export async function registeredDemands(store: BuyerStore): Promise<Demand[]> {
  return (await store.confirmedDemandWants()).map(demandOf);
}

/** How many confirmed demands match `listing` now. */
export async function matchingBuyers(store: BuyerStore, listing: MatchableListing): Promise<number> {
  return matchingBuyerCount(listing, await registeredDemands(store));
}
