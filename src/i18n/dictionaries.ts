/**
 * Every UI dictionary, imported statically so that translating needs no file system, no network
 * and no await: the same module works in the Astro build, in vitest and in the API.
 */

import de_common from '../../locales/de/common.json';
import de_consent from '../../locales/de/consent.json';
import de_detail from '../../locales/de/detail.json';
import de_errors from '../../locales/de/errors.json';
import de_feedback from '../../locales/de/feedback.json';
import de_forms from '../../locales/de/forms.json';
import de_gallery from '../../locales/de/gallery.json';
import de_listings from '../../locales/de/listings.json';
import de_mail from '../../locales/de/mail.json';
import de_pages from '../../locales/de/pages.json';
import de_portal from '../../locales/de/portal.json';
import de_property from '../../locales/de/property.json';
import de_search from '../../locales/de/search.json';
import de_seo from '../../locales/de/seo.json';
import de_validation from '../../locales/de/validation.json';
import en_common from '../../locales/en/common.json';
import en_consent from '../../locales/en/consent.json';
import en_detail from '../../locales/en/detail.json';
import en_errors from '../../locales/en/errors.json';
import en_feedback from '../../locales/en/feedback.json';
import en_forms from '../../locales/en/forms.json';
import en_gallery from '../../locales/en/gallery.json';
import en_listings from '../../locales/en/listings.json';
import en_mail from '../../locales/en/mail.json';
import en_pages from '../../locales/en/pages.json';
import en_portal from '../../locales/en/portal.json';
import en_property from '../../locales/en/property.json';
import en_search from '../../locales/en/search.json';
import en_seo from '../../locales/en/seo.json';
import en_validation from '../../locales/en/validation.json';
import fr_common from '../../locales/fr/common.json';
import fr_consent from '../../locales/fr/consent.json';
import fr_detail from '../../locales/fr/detail.json';
import fr_errors from '../../locales/fr/errors.json';
import fr_feedback from '../../locales/fr/feedback.json';
import fr_forms from '../../locales/fr/forms.json';
import fr_gallery from '../../locales/fr/gallery.json';
import fr_listings from '../../locales/fr/listings.json';
import fr_mail from '../../locales/fr/mail.json';
import fr_pages from '../../locales/fr/pages.json';
import fr_portal from '../../locales/fr/portal.json';
import fr_property from '../../locales/fr/property.json';
import fr_search from '../../locales/fr/search.json';
import fr_seo from '../../locales/fr/seo.json';
import fr_validation from '../../locales/fr/validation.json';
import nl_common from '../../locales/nl/common.json';
import nl_consent from '../../locales/nl/consent.json';
import nl_detail from '../../locales/nl/detail.json';
import nl_errors from '../../locales/nl/errors.json';
import nl_feedback from '../../locales/nl/feedback.json';
import nl_forms from '../../locales/nl/forms.json';
import nl_gallery from '../../locales/nl/gallery.json';
import nl_listings from '../../locales/nl/listings.json';
import nl_mail from '../../locales/nl/mail.json';
import nl_pages from '../../locales/nl/pages.json';
import nl_portal from '../../locales/nl/portal.json';
import nl_property from '../../locales/nl/property.json';
import nl_search from '../../locales/nl/search.json';
import nl_seo from '../../locales/nl/seo.json';
import nl_validation from '../../locales/nl/validation.json';
import type { Locale } from './locales';

/** The namespaces, one JSON file each under locales/<lang>/; the first part of every translation key. */
export const namespaces = [
  'common',
  'property',
  'search',
  'forms',
  'validation',
  'errors',
  'feedback',
  'consent',
  'gallery',
  'portal',
  'mail',
  'listings',
  'detail',
  'pages',
  'seo',
] as const;

/** A namespace name, i.e. a dictionary file name without `.json`. */
export type Namespace = (typeof namespaces)[number];

/** The shape every language must have: the reference language's (English) dictionaries. */
export type Dictionary = {
  common: typeof en_common;
  property: typeof en_property;
  search: typeof en_search;
  forms: typeof en_forms;
  validation: typeof en_validation;
  errors: typeof en_errors;
  feedback: typeof en_feedback;
  consent: typeof en_consent;
  gallery: typeof en_gallery;
  portal: typeof en_portal;
  mail: typeof en_mail;
  listings: typeof en_listings;
  detail: typeof en_detail;
  pages: typeof en_pages;
  seo: typeof en_seo;
};

/** The dictionaries of every language, namespace by namespace. */
export const dictionaries: Record<Locale, Dictionary> = {
  nl: {
    common: nl_common,
    property: nl_property,
    search: nl_search,
    forms: nl_forms,
    validation: nl_validation,
    errors: nl_errors,
    feedback: nl_feedback,
    consent: nl_consent,
    gallery: nl_gallery,
    portal: nl_portal,
    mail: nl_mail,
    listings: nl_listings,
    detail: nl_detail,
    pages: nl_pages,
    seo: nl_seo,
  },
  fr: {
    common: fr_common,
    property: fr_property,
    search: fr_search,
    forms: fr_forms,
    validation: fr_validation,
    errors: fr_errors,
    feedback: fr_feedback,
    consent: fr_consent,
    gallery: fr_gallery,
    portal: fr_portal,
    mail: fr_mail,
    listings: fr_listings,
    detail: fr_detail,
    pages: fr_pages,
    seo: fr_seo,
  },
  en: {
    common: en_common,
    property: en_property,
    search: en_search,
    forms: en_forms,
    validation: en_validation,
    errors: en_errors,
    feedback: en_feedback,
    consent: en_consent,
    gallery: en_gallery,
    portal: en_portal,
    mail: en_mail,
    listings: en_listings,
    detail: en_detail,
    pages: en_pages,
    seo: en_seo,
  },
  de: {
    common: de_common,
    property: de_property,
    search: de_search,
    forms: de_forms,
    validation: de_validation,
    errors: de_errors,
    feedback: de_feedback,
    consent: de_consent,
    gallery: de_gallery,
    portal: de_portal,
    mail: de_mail,
    listings: de_listings,
    detail: de_detail,
    pages: de_pages,
    seo: de_seo,
  },
};
