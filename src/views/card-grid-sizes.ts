// The `sizes` of a card's picture in the card grid (styles/card-grid.css: one column on phones, two from
// 48rem, three from 64rem, at most 24rem wide), shared by every card so the browser picks the same copy.

/** How wide a card's picture is drawn in the card grid. */
export const cardGridSizes =
  '(min-width: 80rem) 24rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw';
