// Amounts in euros a visitor cannot mean: "625" typed for 625 000 €, or a zero left out. They are
// refused with a message asking for the whole amount, because each does harm if taken at its word: an
// accepted offer binds the buyer, and a search for purchases up to 400 € never matches a listing, so
// its alerts never come and nobody says why.

/** An offer below this share of the published asking price is taken for a typing slip. */
export const lowestOfferShare = 0.1;

/** Without a published price (price on request), an offer below this many euros is taken for a slip. */
export const lowestOfferEuros = 1000;

/** Whether an offer (whole euros) is too low to be meant, against the listing's published price. */
export function offerLooksMistyped(offer: number, askingPrice: number | undefined): boolean {
  const floor =
    askingPrice === undefined || askingPrice <= 0
      ? lowestOfferEuros
      : Math.max(lowestOfferEuros, askingPrice * lowestOfferShare);
  return offer < floor;
}

/** Below this many euros, a purchase budget is a slip: no property for sale, not even a garage box, costs less. */
export const lowestPurchaseBudget = 5000;

/** Whether the highest budget of a search for a purchase is too low to be meant. Rents are monthly: any goes. */
export function purchaseBudgetLooksMistyped(goal: 'sale' | 'rent', budgetMax: number | undefined): boolean {
  return goal === 'sale' && budgetMax !== undefined && budgetMax < lowestPurchaseBudget;
}
