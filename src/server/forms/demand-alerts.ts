// `npm run alerts`: after a rebuild with a new export, each confirmed demand gets one e-mail listing
// the listings that match it and were not sent to it before; a second run finds nothing new.
import type { ExportModel } from '../../data/export-model';
import { splitPostcodes } from '../../domain/forms/schemas';
import { siteLocales } from '../../domain/language/site-locales';
import { type Demand, newMatches } from '../../domain/search/demand-match';
import { isLocale, type Locale } from '../../i18n/locales';
import { composeDemandAlert } from '../mail/compose-demand-alert';
import type { FormStore } from '../store/form-store';

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
    const email = composeDemandAlert({
      locale,
      body: demand.body,
      to: demand.email,
      matches,
      first: sent.size === 0,
      unsubscribeToken: demand.unsubscribeToken,
      model,
    });
    await store.queueAlert(
      demand.id,
      matches.map((listing) => listing.ID),
      email,
      now,
    );
    queued += 1;
  }
  return queued;
}
