// The results filter's fold, shared by the plain form (SearchFilter.astro) and the filter island: on a
// phone the filter folds behind its "Filters" button so the results start in the first screen; from a
// tablet's width up it stays open and the button is not shown.

/** The fold's id: the plain form's and the island's, so the island keeps the visitor's choice. */
export const filterFoldId = 'filters';

/** Where the filter stays open: the screens wide enough to show it above the first results. */
export const filterOpenMedia = '(min-width: 48rem)';

/**
 * The plain form's one line of script, run as the parser reaches it, before the page is drawn: it folds
 * the filter on a phone. Without scripts the filter stays open, so it is always reachable.
 */
export const foldOnPhones = `document.getElementById(${JSON.stringify(filterFoldId)}).open=matchMedia(${JSON.stringify(filterOpenMedia)}).matches`;
