// An offer to purchase binds the buyer once the seller accepts it, so a slip of the keyboard matters:
// "625" typed for 625 000 €, or a zero left out. An offer that cannot be meant is refused with a
// message asking for the whole amount in euros, before it reaches the agency or the seller.

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
