// Which component renders each page key of the page list: every key has one, or the compiler says
// which is missing.
import type { ListedPageKey, SitePage } from '../../data/site-pages';
import ComparePage from './ComparePage.astro';
import ContactDemandPage from './ContactDemandPage.astro';
import ContactPage from './ContactPage.astro';
import DemandRegisterPage from './DemandRegisterPage.astro';
import FormThanksPage from './FormThanksPage.astro';
import GeneralThanksPage from './GeneralThanksPage.astro';
import HomePage from './HomePage.astro';
import LegalPage from './LegalPage.astro';
import LoginPage from './LoginPage.astro';
import MapPage from './MapPage.astro';
import MenuPage from './MenuPage.astro';
import ProjectPage from './ProjectPage.astro';
import ProjectsPage from './ProjectsPage.astro';
import PropertyPage from './PropertyPage.astro';
import ResultsPage from './ResultsPage.astro';
import ServicePage from './ServicePage.astro';
import ServicesPage from './ServicesPage.astro';
import ShortlistPage from './ShortlistPage.astro';
import TeamPage from './TeamPage.astro';
import TestimonialPage from './TestimonialPage.astro';

/**
 * A listing page's similar-listing block, which the route src/pages/similar-listings/ renders alone. It
 * takes the block from here so that it imports what every page imports: a route importing the block
 * directly shares only the block with the pages, and the block's and the cards' styles became a
 * stylesheet of their own, inlined in every page.
 */
export { default as SimilarListings } from '../property/SimilarListings.astro';

/** A component that renders the pages of key K (it reads the rest from `Astro.locals.page`). */
export type PageComponent<K extends ListedPageKey> = (props: { readonly page: SitePage<K> }) => unknown;

/**
 * The page component of each key of the page list. The not-found pages have routes of their own:
 * importing NotFoundPage here would also put its styles into the stylesheet every page shares.
 */
export const pageComponents: { readonly [K in ListedPageKey]: PageComponent<K> } = {
  home: HomePage,
  services: ServicesPage,
  service: ServicePage,
  team: TeamPage,
  testimonial: TestimonialPage,
  contact: ContactPage,
  demandRegister: DemandRegisterPage,
  contactDemand: ContactDemandPage,
  login: LoginPage,
  disclaimer: LegalPage,
  privacy: LegalPage,
  cookiePolicy: LegalPage,
  formThanks: FormThanksPage,
  generalThanks: GeneralThanksPage,
  menuPage: MenuPage,
  forSale: ResultsPage,
  forRent: ResultsPage,
  foreign: ResultsPage,
  projects: ProjectsPage,
  project: ProjectPage,
  property: PropertyPage,
  map: MapPage,
  shortlist: ShortlistPage,
  compare: ComparePage,
};

/** The component of one page's key, typed for that page. */
export function pageComponentFor<K extends ListedPageKey>(page: SitePage<K>): PageComponent<K> {
  return pageComponents[page.key];
}
