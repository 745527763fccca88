// The "keep me informed" alert: one e-mail to a confirmed demand, in its language, listing the listings
// that match it and were not sent to it before, each with its price and link, and the way out.
import type { ExportModel } from '../../data/export-model';
import { plainFullName } from '../../domain/forms/visitor-text';
import { siteLocales } from '../../domain/language/site-locales';
import { listingTypeLabel } from '../../domain/listing/agency-words';
import { cardWords } from '../../domain/listing/card-words';
import { listingCityName } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { listingPriceText } from '../../domain/listing/listing-price';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { pathFor } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { NewEmail } from '../store/form-store';
import { mailClosing } from './mail-closing';

type Model = Pick<ExportModel, 'site' | 'properties' | 'propertyTypes'>;

/** What one alert is made from. */
export interface DemandAlertInput {
  readonly locale: Locale;
  /** The demand's stored body: its first and last name greet the reader. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly to: string;
  readonly matches: readonly Model['properties'][number][];
  /** The demand's first alert lists what already matched when it was confirmed: only later ones are new. */
  readonly first: boolean;
  readonly unsubscribeToken: string;
  readonly model: Model;
}

/** The alert e-mail of a demand. */
export function composeDemandAlert(input: DemandAlertInput): NewEmail {
  const { locale, body, matches, first, model } = input;
  const options = siteLocales(model.site);
  const t = createTranslator(locale);
  const count = matches.length;
  const lines = matches.map((listing) => {
    const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, options.defaultLocale) ?? '';
    const path = pathFor('property', locale, propertyPathParams(listing, type, locale), options);
    const price = listingPriceText(listing, locale, cardWords(t));
    // "Maison à Gand", as the listing's card and page name it.
    const title = t('detail.typeInCity', {
      type: listingTypeLabel(listing, locale, type),
      city: listingCityName(listing, locale),
    });
    return `- ${title}, ${price}\n  ${new URL(path, model.site.SiteUrl).href}`;
  });
  const unsubscribe = new URL(`/api/forms/confirm?token=${input.unsubscribeToken}`, model.site.SiteUrl).href;
  const name = plainFullName(body['firstName'], body['lastName']);
  const text = [
    name === '' ? t('mail.greetingAnonymous') : t('mail.greeting', { name }),
    t(first ? 'mail.alert.firstBody' : 'mail.alert.body', { count }),
    lines.join('\n'),
    t('mail.alert.unsubscribe', { url: unsubscribe }),
    mailClosing(t, model.site.Agency, model.site.SiteUrl),
  ].join('\n\n');
  return {
    to: input.to,
    subject: t(first ? 'mail.alert.firstSubject' : 'mail.alert.subject', { count }),
    text,
    // The same link as the text's, offered by the mail client as its own unsubscribe button.
    unsubscribeUrl: unsubscribe,
  };
}
