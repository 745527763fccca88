// GET /api/owner/me: who is logged in, and their properties named in the requested language.
import type * as v from 'valibot';
import type { ExportModel } from '../../data/export-model';
import { siteLocales } from '../../domain/language/site-locales';
import { listingTypeLabel } from '../../domain/listing/agency-words';
import { listingCityName } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { pathFor } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import { createTranslator } from '../../i18n/translator';
import type { MeSchema } from '../../schemas/owner-me';
import type { Property } from '../../schemas/property';
import { json, pickLocale, queryLocale } from './http';
import type { OwnerApi } from './owner-api';
import { notLoggedIn, sessionOwner } from './owner-sessions';

/**
 * How an owner's property is named to them in `locale` (the portal, the weekly report): its title (else
 * "House in Gent"), town, reference and the path of its page.
 */
export function ownedPropertyNames(model: ExportModel, property: Property, locale: Locale) {
  const options = siteLocales(model.site);
  const t = createTranslator(locale);
  const typeName =
    propertyTypeName(model.propertyTypes, property.WebID, locale, options.defaultLocale) ??
    t('property.fields.WebID');
  const city = listingCityName(property, locale);
  return {
    id: property.ID,
    reference: property.Reference ?? String(property.ID),
    title:
      localized(property.Title, locale, options.defaultLocale) ||
      t('detail.typeInCity', { type: listingTypeLabel(property, locale, typeName), city }),
    city,
    detailUrl: pathFor('property', locale, propertyPathParams(property, typeName, locale), options),
  };
}

/** GET /api/owner/me: who is logged in and their properties, in the requested language. */
export async function ownerMe(request: Request, owners: OwnerApi): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const { model } = owners;
  const locale = pickLocale(model, queryLocale(request), owner.Language);
  const properties = owner.PropertyIDs.flatMap((id) => {
    const property = model.properties.find((candidate) => candidate.ID === id);
    if (property === undefined) return [];
    const picture = property.Pictures[0];
    return [
      {
        ...ownedPropertyNames(model, property, locale),
        picture:
          picture === undefined ? null : { url: picture.Url, width: picture.Width, height: picture.Height },
      },
    ];
  });
  const me: v.InferInput<typeof MeSchema> = {
    firstName: owner.FirstName ?? '',
    lastName: owner.LastName ?? '',
    email: owner.Email,
    language: owner.Language,
    properties,
  };
  return json(200, me);
}
