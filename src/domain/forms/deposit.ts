// Deposits asked with an offer to buy and with a rental application.

/** Share of the offered price paid as a deposit with an offer (10%). */
export const offerDepositRate = 0.1;
/** Months of rent held as a rental deposit. */
export const rentDepositMonths = 3;

const valid = (amount: number) => Number.isFinite(amount) && amount >= 0;

/** The deposit with an offer: 10% of the offered price in whole euros (half up); undefined for an invalid amount. */
export function offerDeposit(offerAmount: number): number | undefined {
  // Dividing by 10 rather than multiplying by 0.1 keeps .5 cases exact (35000.5, not 35000.49999).
  return valid(offerAmount) ? Math.round(offerAmount / 10) : undefined;
}

/** The rental deposit: three months' rent in whole euros; undefined for an invalid amount. */
export function rentDeposit(monthlyRent: number): number | undefined {
  return valid(monthlyRent) ? Math.round(monthlyRent * rentDepositMonths) : undefined;
}
