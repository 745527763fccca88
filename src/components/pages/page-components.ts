// Which component renders each page key. Every key that a page list emits must have one here.
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
import ProjectPage from './ProjectPage.astro';
import ProjectsPage from './ProjectsPage.astro';
import PropertyPage from './PropertyPage.astro';
import ResultsPage from './ResultsPage.astro';
import ServicePage from './ServicePage.astro';
import ServicesPage from './ServicesPage.astro';
import TeamPage from './TeamPage.astro';
import TestimonialPage from './TestimonialPage.astro';

/** The page component of each page key (each takes `{ page: SitePage }`). */
export const pageComponents: Partial<Record<PageKey, typeof HomePage>> = {
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
};
