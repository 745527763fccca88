// The owner's weekly report e-mail, in the owner's language: the words of each property's week (views,
// enquiries by kind in words, visits booked, the register's buyers, the price history), the portal link
// and the one-click opt-out. The words are made once (reportWords) and laid out as the e-mail's text: plain
// text, as every e-mail the site sends (the outbox carries text only).
import type { ExportModel } from '../../data/export-model';
import { siteLocales } from '../../domain/language/site-locales';
import { cardWords } from '../../domain/listing/card-words';
import { buyersForm } from '../../domain/portal/matching-buyers';
import { formatDayRange } from '../../domain/portal/report-week';
import { pathFor } from '../../domain/routes/routes';
import { formatDate } from '../../domain/values/dates';
import { priceLabel } from '../../domain/values/money';
import { localeTags } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { OwnerReport, PropertyWeek } from '../owner/weekly-report/report-facts';
import type { NewEmail } from '../store/form-store';
import { mailClosing } from './mail-closing';

/** One property's part of the report, in words. */
export interface PropertyWords {
  readonly title: string;
  /** Its town and reference. */
  readonly meta: string;
  readonly url: string;
  /** Views last week and the week before. */
  readonly views: string;
  readonly enquiriesHeading: string;
  /** "Information request: 2"; empty when there were none (noEnquiries says so). */
  readonly enquiries: readonly string[];
  readonly noEnquiries: string;
  readonly visits: string;
  readonly buyers: string;
  readonly buyersHow: string;
  readonly pricesHeading: string;
  readonly prices: readonly string[];
}

/** Everything the report says, in the owner's language. */
export interface ReportWords {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly properties: readonly PropertyWords[];
  /** The portal's sentence with its link. */
  readonly portal: string;
  /** The opt-out's sentence with the signed link, and the link alone (the List-Unsubscribe header). */
  readonly optOut: { readonly line: string; readonly url: string };
  readonly closing: string;
}

type Site = ExportModel['site'];

function priceLines(
  week: PropertyWeek,
  t: ReturnType<typeof createTranslator>,
  report: OwnerReport,
): string[] {
  const tag = localeTags[report.locale];
  return week.prices.map((point, index) => {
    const previous = week.prices[index - 1];
    // A rent is said per month, as on the listing's page.
    const price = priceLabel(
      { price: point.price, priceUnit: point.priceUnit, goal: point.goal },
      cardWords(t),
      report.locale,
    );
    const vars = { date: formatDate(point.at, tag), price };
    if (previous === undefined || previous.goal !== point.goal || previous.priceUnit !== point.priceUnit) {
      return t('mail.ownerReport.priceFirst', vars);
    }
    return t(
      point.price < previous.price ? 'mail.ownerReport.priceLowered' : 'mail.ownerReport.priceRaised',
      vars,
    );
  });
}

function propertyWords(week: PropertyWeek, report: OwnerReport, siteUrl: string): PropertyWords {
  const t = createTranslator(report.locale);
  const tag = localeTags[report.locale];
  const number = new Intl.NumberFormat(tag);
  const { names } = week;
  return {
    title: names.title,
    meta: [names.city, t('portal.property.reference', { reference: names.reference })]
      .filter(Boolean)
      .join(' · '),
    url: new URL(names.detailUrl, siteUrl).href,
    views: t('mail.ownerReport.views', {
      week: number.format(week.views.week),
      before: number.format(week.views.before),
    }),
    enquiriesHeading: t('mail.ownerReport.enquiries'),
    enquiries: week.enquiries.map(({ kind, count }) =>
      t('mail.ownerReport.enquiryLine', {
        kind: t(`portal.api.enquiry.${kind}`),
        times: number.format(count),
      }),
    ),
    noEnquiries: t('mail.ownerReport.noEnquiries'),
    visits:
      week.visits === 0
        ? t('mail.ownerReport.noVisits')
        : t('mail.ownerReport.visits', { count: week.visits }),
    buyers: t(`portal.buyers.${buyersForm(week.matchingBuyers, tag)}`, { count: week.matchingBuyers }),
    buyersHow: t('portal.buyers.how'),
    pricesHeading: t('mail.ownerReport.prices'),
    prices: priceLines(week, t, report),
  };
}

/** The words of an owner's report; `optOutUrl` is the owner's signed one-click link. */
export function reportWords(
  report: OwnerReport,
  site: Site,
  siteUrl: string,
  optOutUrl: string,
): ReportWords {
  const t = createTranslator(report.locale);
  const tag = localeTags[report.locale];
  const range = formatDayRange(report.weeks.week, tag);
  const count = report.properties.length;
  const name = [report.owner.FirstName, report.owner.LastName].filter(Boolean).join(' ');
  const portalUrl = new URL(pathFor('login', report.locale, {}, siteLocales(site)), siteUrl).href;
  return {
    subject: t('mail.ownerReport.subject', { count, range }),
    greeting: name === '' ? t('mail.greetingAnonymous') : t('mail.greeting', { name }),
    intro: t('mail.ownerReport.intro', { count, range }),
    properties: report.properties.map((week) => propertyWords(week, report, siteUrl)),
    portal: t('mail.ownerReport.portal', { url: portalUrl }),
    optOut: {
      line: `${t('mail.ownerReport.optOutIntro')} ${t('mail.ownerReport.optOut', { url: optOutUrl })}`,
      url: optOutUrl,
    },
    closing: mailClosing(t, site.Agency, siteUrl),
  };
}

function propertyText(words: PropertyWords): string {
  const lines = [words.title, words.meta, words.url, '', words.views, ''];
  if (words.enquiries.length === 0) lines.push(words.noEnquiries);
  else lines.push(words.enquiriesHeading, ...words.enquiries.map((line) => `- ${line}`));
  lines.push('', words.visits, '', words.buyers, words.buyersHow);
  if (words.prices.length > 0)
    lines.push('', words.pricesHeading, ...words.prices.map((line) => `- ${line}`));
  return lines.join('\n');
}

/** The report's text part. */
export function reportText(words: ReportWords): string {
  const rule = '-'.repeat(40);
  return [
    words.greeting,
    words.intro,
    ...words.properties.map((property) => `${rule}\n${propertyText(property)}`),
    rule,
    words.portal,
    words.optOut.line,
    words.closing,
  ].join('\n\n');
}

/** The report as the outbox queues it, with its opt-out as the List-Unsubscribe header (RFC 8058). */
export function ownerReportEmail(report: OwnerReport, words: ReportWords): NewEmail {
  return {
    to: report.owner.Email,
    subject: words.subject,
    text: reportText(words),
    unsubscribeUrl: words.optOut.url,
  };
}
