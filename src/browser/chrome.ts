// The one script every page loads for its chrome: the language memory, the header (fixed header,
// drawer), the scroll-to-top button, the consent loader and the popup's timer. One module instead of a
// script per component, so that a returning visit to a page without islands costs one small request;
// what is rarely needed (the cookie dialog, the popup itself) stays behind dynamic imports. The header's
// count of saved listings is here; their toggles come with the components that show listings
// (src/browser/shortlist-toggle.ts).
// The order is the page order the separate scripts had: the language memory may leave the page for the
// remembered language's home before consent is applied and a page view counted.
import './language-memory';
import './header';
import './shortlist-count';
import './scroll-top';
import './consent-loader';
import './popup';
