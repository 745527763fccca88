// Which component renders each page key: every key has one, or the compiler says which is missing.
import type { SitePage } from '../../data/site-pages';
import type { PageKey } from '../../domain/routes';
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
import NotFoundPage from './NotFoundPage.astro';
import ProjectPage from './ProjectPage.astro';
import ProjectsPage from './ProjectsPage.astro';
import PropertyPage from './PropertyPage.astro';
import ResultsPage from './ResultsPage.astro';
import ServicePage from './ServicePage.astro';
import ServicesPage from './ServicesPage.astro';
import TeamPage from './TeamPage.astro';
import TestimonialPage from './TestimonialPage.astro';

/** A component that renders the pages of key K (it reads the rest from `Astro.locals.page`). */
export type PageComponent<K extends PageKey> = (props: { readonly page: SitePage<K> }) => unknown;

/** The page component of each page key. */
export const pageComponents: { readonly [K in PageKey]: PageComponent<K> } = {
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
  propertyShort: PropertyPage,
  map: MapPage,
  // The not-found pages come from src/pages/404.astro and [locale]/404.astro, not from the page list.
  notFound: NotFoundPage,
};

/** The component of one page's key, typed for that page. */
export function pageComponentFor<K extends PageKey>(page: SitePage<K>): PageComponent<K> {
  return pageComponents[page.key];
}
