// What the one card component renders of a listing, already decided and translated: the prerendered lists
// and the results island (through the search index) hand it the same shape.

import type { CardBadge, ListingCard } from './listing-card';

/** A card's photo: the first picture of the listing. */
export interface CardPhoto {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** The decided content of a card: its link, title, price text, photo, ribbon or badge, facts and EPC. */
export interface CardView {
  /** The listing's ID: the card's save toggle keeps it on the visitor's shortlist. */
  readonly id: number;
  readonly url: string;
  /** "House in Ghent": the card's heading, link text and photo description. */
  readonly title: string;
  /** The price label, or the status word of a sold or rented listing. */
  readonly priceText: string;
  readonly photo?: CardPhoto | undefined;
  readonly ribbon?: 'sold' | 'rented' | undefined;
  readonly badge?: CardBadge | undefined;
  /** The agency's own word for the ribbon or badge (MarqueeName), in place of ours. */
  readonly statusText?: string | undefined;
  /** The badge of a price reduced lately, with the price before ("Price reduced from € 375.000"). */
  readonly previousPriceText?: string | undefined;
  /** The counts and surface a card shows (only those above zero; living or floor area, not both). */
  readonly facts: {
    readonly bedrooms?: number | undefined;
    readonly bathrooms?: number | undefined;
    readonly surfaceLiving?: number | undefined;
    readonly surfaceFloor?: number | undefined;
  };
  /** The EPC label; `energyPass` when it is Luxembourg's certificate (named differently). */
  readonly epc?: { readonly class: string; readonly image: string; readonly energyPass?: true } | undefined;
}

/**
 * The card view of a listing's card, given its detail link, its title in the page's language and, for a
 * price reduced lately, the badge's words around the previous price.
 */
export function cardView(
  card: ListingCard,
  url: string,
  title: string,
  priceReducedFrom?: (previousPrice: string) => string,
): CardView {
  return {
    id: card.id,
    url,
    title,
    priceText: card.price,
    photo: card.picture && { url: card.picture.Url, width: card.picture.Width, height: card.picture.Height },
    ribbon: card.ribbon,
    badge: card.badge,
    statusText: card.statusText,
    previousPriceText: card.previousPrice === undefined ? undefined : priceReducedFrom?.(card.previousPrice),
    facts: {
      bedrooms: card.bedrooms,
      bathrooms: card.bathrooms,
      surfaceLiving: card.surfaceLiving,
      surfaceFloor: card.surfaceFloor,
    },
    epc: card.epc,
  };
}
