// Which component renders each page key. Every key that a page list emits must have one here.
import type { PageKey } from '../../domain/routes';
import HomePage from './HomePage.astro';

/** The page component of each page key (each takes `{ page: SitePage }`). */
export const pageComponents: Partial<Record<PageKey, typeof HomePage>> = {
  home: HomePage,
};
