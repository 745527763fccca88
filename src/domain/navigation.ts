// The main navigation: which pages the header and the drawer link to, in order.
import type { PageKey } from './routes';

/** Pages of the main menu, before the configured menu pages. */
export const mainNavigation = [
  'forSale',
  'forRent',
  'projects',
  'services',
  'team',
  'contact',
] as const satisfies readonly PageKey[];
