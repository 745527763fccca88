// `npm run alerts`: after a rebuild with a new export, each confirmed demand gets one e-mail listing
// the listings that match it and were not sent to it before; a second run finds nothing new.
import type { ExportModel } from '../data/export-model';
import { listingTypeLabel } from '../domain/agency-words';
import { type Demand, newMatches } from '../domain/demand-match';
import { propertyPathParams } from '../domain/listing-card';
import { listingPriceText } from '../domain/listing-price';
import { propertyTypeName } from '../domain/property-type-name';
import { pathFor } from '../domain/routes';
import { isLocale, type Locale } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator } from '../i18n/translator';
import { splitPostcodes } from '../schemas/forms';
import type { FormStore } from './form-store';

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const optional = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The demand a stored demand-register body describes. */
export function demandOf(body: Readonly<Record<string, unknown>>): Demand {
  return {
    goal: body['goal'] === 'rent' ? 'rent' : 'sale',
    types: numbers(body['types']),
    regions: strings(body['regions']),
    postcodes: splitPostcodes(typeof body['postcodes'] === 'string' ? body['postcodes'] : undefined),
    budgetMin: optional(body['budgetMin']),
    budgetMax: optional(body['budgetMax']),
    bedrooms: optional(body['bedrooms']),
  };
}

/** Queues one alert per confirmed demand with new matches; returns how many e-mails were queued. */
export async function queueDemandAlerts(
  store: FormStore,
  model: Pick<ExportModel, 'site' | 'properties' | 'propertyTypes'>,
  now: number = Date.now(),
): Promise<number> {
  const options = siteLocales(model.site);
  let queued = 0;
  for (const demand of await store.confirmedDemands()) {
    const sent = new Set(await store.alertedListings(demand.id));
    const matches = newMatches(model.properties, demandOf(demand.body), sent);
    if (matches.length === 0) continue;
    const locale: Locale = isLocale(demand.locale) ? demand.locale : options.defaultLocale;
    const t = createTranslator(locale);
    const lines = matches.map((listing) => {
      const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, options.defaultLocale) ?? '';
      const path = pathFor('property', locale, propertyPathParams(listing, type), options);
      const price = listingPriceText(listing, locale, {
        startingFrom: t('property.units.startingFrom'),
        perMonth: t('property.units.perMonth'),
        onRequest: t('property.priceOnRequest'),
      });
      return `- ${listingTypeLabel(listing, locale, type)} ${listing.City}, ${price}\n  ${new URL(path, model.site.SiteUrl).href}`;
    });
    const unsubscribe = new URL(`/api/forms/confirm?token=${demand.unsubscribeToken}`, model.site.SiteUrl)
      .href;
    // The first alert lists what already matched when the search was confirmed: only later ones are new.
    const first = sent.size === 0;
    const text = [
      t('mail.greetingAnonymous'),
      t(first ? 'mail.alert.firstBody' : 'mail.alert.body'),
      lines.join('\n'),
      t('mail.alert.unsubscribe', { url: unsubscribe }),
      t('mail.signature', { agency: model.site.Agency.Name }),
    ].join('\n\n');
    await store.queueAlert(
      demand.id,
      matches.map((listing) => listing.ID),
      {
        to: demand.email,
        subject: t(first ? 'mail.alert.firstSubject' : 'mail.alert.subject', { count: matches.length }),
        text,
      },
      now,
    );
    queued += 1;
  }
  return queued;
}
