// Every listing's detail page in every enabled language, plus its short /property/{id}/ address.
import { propertyPathParams } from '../../domain/listing-card';
import { propertyTypeName } from '../../domain/property-type-name';
import { alternatesFor, pathFor } from '../../domain/routes';
import type { Locale } from '../../i18n/locales';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor, restParam } from './page-entry';

/**
 * The property pages of the site: each listing at its localised address ("/fr/a-vendre/gent/maison/12/")
 * in every enabled language, and at "/property/{id}/" in the default language. The short address renders
 * the same page and shares its language versions; its canonical link points at the localised one.
 */
export function propertyPages({ model, options }: PageListInput): SitePage[] {
  return model.properties.flatMap((property) => {
    // A WebID unknown to the type list cannot pass the export check, so the ID is only a last resort.
    const typeName = (locale: Locale) =>
      propertyTypeName(model.propertyTypes, property.WebID, locale, options.defaultLocale) ??
      String(property.WebID);
    const params = { id: String(property.ID) };
    const alternates = alternatesFor(
      'property',
      (locale) => propertyPathParams(property, typeName(locale)),
      options,
    );
    const short: SitePage = {
      key: 'propertyShort',
      locale: options.defaultLocale,
      path: restParam(pathFor('propertyShort', options.defaultLocale, { id: property.ID }, options)),
      alternates,
      params,
    };
    return [...pagesFor('property', alternates, params), short];
  });
}
