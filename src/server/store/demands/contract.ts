// Subscriptions (newsletter, demand register) and their links, and the demands' alerts: which listings
// each confirmed demand was sent, recorded with the alert's e-mail.
import type { SubscriptionStatus } from '../../../domain/forms/feedback-pages';
import type { NewEmail } from '../outbox/contract';

/**
 * What a confirmation or unsubscribe link did; `ended`: the confirmation link of a subscription that was
 * ended since, which confirms nothing (consent to a new one is given by a new form).
 */
export type TokenOutcome =
  | {
      readonly action: 'confirmed' | 'unsubscribed' | 'ended';
      readonly kind: string;
      readonly locale: string;
    }
  | undefined;

/**
 * What a confirmation or unsubscribe link does when its button is pressed, for the page that shows the
 * button: confirm a subscription (of `kind`), end one, or end every subscription of its address
 * (`unsubscribe-all`, the link of the unsubscribe form); undefined for a token that is not ours.
 * `status`: where its subscription stands now (none for `unsubscribe-all`), so that a link opened again
 * says what it did instead of offering its button a second time.
 */
export type TokenAction =
  | {
      readonly action: 'confirm' | 'unsubscribe' | 'unsubscribe-all';
      readonly kind: string;
      readonly locale: string;
      readonly status?: SubscriptionStatus;
    }
  | undefined;

/** A confirmed demand of the register, with what it looks for. */
export interface ConfirmedDemand {
  readonly id: string;
  readonly email: string;
  readonly locale: string;
  readonly body: Readonly<Record<string, unknown>>;
  readonly unsubscribeToken: string;
}

/** The subscriptions, their links and the demands' alerts of the forms API. */
export interface DemandStore {
  /** Follows a confirmation or unsubscribe link. */
  redeemToken(token: string, now: number): Promise<TokenOutcome>;
  /**
   * What redeemToken would do with a link, changing nothing: opening a link only shows its button, since
   * mail scanners open every link of an e-mail before its reader does.
   */
  peekToken(token: string): Promise<TokenAction>;
  /** The confirmed demands of the register. */
  confirmedDemands(): Promise<ConfirmedDemand[]>;
  /** The listings already sent to a demand. */
  alertedListings(demandId: string): Promise<number[]>;
  /** Records the listings of an alert and queues its e-mail together; listings sent before are skipped. */
  queueAlert(demandId: string, propertyIds: readonly number[], email: NewEmail, now: number): Promise<void>;
}

/** A subscription's status as the subscriptions table stores it. */
export function subscriptionStatus(stored: string): SubscriptionStatus {
  return stored === 'confirmed' || stored === 'unsubscribed' ? stored : 'pending';
}

/** The action of a token's purpose (as the tokens table names it). */
export function tokenAction(purpose: string): 'confirm' | 'unsubscribe' | 'unsubscribe-all' {
  return purpose === 'confirm' ? 'confirm' : purpose === 'unsubscribe' ? 'unsubscribe' : 'unsubscribe-all';
}

/** A token with its subscription (none for an unsubscribe request: kind and status NULL). */
export interface TokenRow {
  readonly purpose: string;
  readonly locale: string;
  readonly subscriptionId: string | null;
  readonly email: string | null;
  readonly kind: string | null;
  readonly status: string | null;
}

/** What a link's button does (peekToken). */
export function tokenActionOf(row: TokenRow): NonNullable<TokenAction> {
  const action = { action: tokenAction(row.purpose), locale: row.locale };
  if (row.kind === null || row.status === null) return { ...action, kind: 'unsubscribe' };
  return { ...action, kind: row.kind, status: subscriptionStatus(row.status) };
}

/** The change a link makes, for each database to write. */
export type Redemption =
  | { readonly change: 'none' }
  /** Confirm a pending subscription, first confirmation time kept. */
  | { readonly change: 'confirm'; readonly subscriptionId: string }
  | { readonly change: 'end'; readonly subscriptionId: string }
  /** End every subscription of the address, and spend the one-time token. */
  | { readonly change: 'end-address'; readonly email: string };

/** What following a link answers, and the change it makes. */
export function redemption(row: TokenRow): { outcome: NonNullable<TokenOutcome>; redemption: Redemption } {
  const about = { kind: row.kind ?? 'unsubscribe', locale: row.locale };
  const subscriptionId = row.subscriptionId ?? '';
  if (row.purpose === 'confirm') {
    if (row.status === 'unsubscribed')
      return { outcome: { action: 'ended', ...about }, redemption: { change: 'none' } };
    return { outcome: { action: 'confirmed', ...about }, redemption: { change: 'confirm', subscriptionId } };
  }
  const change: Redemption =
    row.purpose === 'unsubscribe'
      ? { change: 'end', subscriptionId }
      : { change: 'end-address', email: row.email ?? '' };
  return { outcome: { action: 'unsubscribed', ...about }, redemption: change };
}

/** A confirmed demand as its row holds it (the body as stored JSON). */
export function confirmedDemand(row: {
  id: string;
  email: string;
  locale: string;
  body: string;
  token: string;
}): ConfirmedDemand {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    body: JSON.parse(row.body) as Record<string, unknown>,
    unsubscribeToken: row.token,
  };
}

// A demand counts once its address confirmed it, and no longer once it was unsubscribed.
const confirmedDemandWhere = `s.kind = 'demand' AND s.status = 'confirmed'`;

/** The query of the confirmed demands, oldest first, with their unsubscribe token (the same text for both databases). */
export const confirmedDemandsSql = `SELECT s.id, s.email, s.locale, sub.body, t.token FROM subscriptions s
  JOIN submissions sub ON sub.id = s.id
  JOIN tokens t ON t.subscription_id = s.id AND t.purpose = 'unsubscribe'
  WHERE ${confirmedDemandWhere} ORDER BY s.created_at`;

/**
 * What the owner portal reads of the register: what each confirmed demand looks for, and nothing of who
 * made it (no address, name or language), so no personal data can reach an owner.
 */
export interface BuyerStore {
  /** The stored bodies' wants of the confirmed demands (goal, types, regions, postcodes, budget, bedrooms). */
  confirmedDemandWants(): Promise<Readonly<Record<string, unknown>>[]>;
}

/** The demand-register fields the matching reads (demandOf): the only ones the owner side gets. */
const wantedFields = ['goal', 'types', 'regions', 'postcodes', 'budgetMin', 'budgetMax', 'bedrooms'] as const;

/** A stored demand body reduced to what it looks for. */
export function demandWants(body: string): Readonly<Record<string, unknown>> {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(wantedFields.map((field) => [field, parsed[field]]));
}

/** The query of the confirmed demands' bodies (the same text for both databases). */
export const confirmedDemandBodiesSql = `SELECT sub.body FROM subscriptions s
  JOIN submissions sub ON sub.id = s.id WHERE ${confirmedDemandWhere}`;
