// The change report of a publish as text in one language: printed by `npm run publish`, stored with the
// release (report.txt) and e-mailed to the agency in its language.

import type { ListingStatus } from '../../domain/listing/status';
import type { ChangeReport, RecordChanges } from '../../domain/publish/export-changes';
import { formatDateTime } from '../../domain/values/dates';
import { formatPrice } from '../../domain/values/money';
import { type Locale, localeTags } from '../../i18n/locales';
import { createTranslator, type Translate } from '../../i18n/translator';

// The ribbon words of the export's Marquee codes name the statuses (src/domain/listing/status.ts has the order).
const statusKey = {
  available: 'property.values.Marquee.0',
  new: 'property.values.Marquee.1',
  option: 'property.values.Marquee.2',
  sold: 'property.values.Marquee.3',
  rented: 'property.values.Marquee.4',
  'price-lowered': 'property.values.Marquee.5',
} as const satisfies Record<ListingStatus, string>;

/** What the report is about: the release that went live and when. */
export interface ReportContext {
  readonly release: string;
  readonly publishedAt: Date;
}

function section(heading: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', heading, ...lines.map((line) => `- ${line}`)];
}

function recordLines(t: Translate, changes: RecordChanges): string[] {
  return [
    ...changes.added.map((record) => t('mail.publish.recordAdded', { name: record.label })),
    ...changes.removed.map((record) => t('mail.publish.recordRemoved', { name: record.label })),
    ...changes.changed.map((record) => t('mail.publish.recordChanged', { name: record.label })),
  ];
}

/** The subject and text of the change report in `locale`. */
export function composeChangeReport(
  report: ChangeReport,
  locale: Locale,
  context: ReportContext,
): { subject: string; text: string } {
  const t = createTranslator(locale);
  const change = (name: string, before: string, after: string) =>
    t('mail.publish.change', { name, before, after });
  const projectLines = recordLines(t, report.projects);
  const pageLines = recordLines(t, report.pages);
  const body = [
    ...section(
      t('mail.publish.added', { n: report.added.length }),
      report.added.map((listing) => listing.label),
    ),
    ...section(
      t('mail.publish.withdrawn', { n: report.withdrawn.length }),
      report.withdrawn.map((listing) => listing.label),
    ),
    ...section(
      t('mail.publish.prices', { n: report.priceChanges.length }),
      report.priceChanges.map((item) =>
        change(item.label, formatPrice(item.before, locale), formatPrice(item.after, locale)),
      ),
    ),
    ...section(
      t('mail.publish.statuses', { n: report.statusChanges.length }),
      report.statusChanges.map((item) =>
        change(item.label, t(statusKey[item.before]), t(statusKey[item.after])),
      ),
    ),
    ...section(
      t('mail.publish.picturesAdded', { n: report.picturesAdded.reduce((sum, item) => sum + item.count, 0) }),
      report.picturesAdded.map((item) =>
        t('mail.publish.pictureCount', { name: item.label, n: `+${item.count}` }),
      ),
    ),
    ...section(
      t('mail.publish.picturesRemoved', {
        n: report.picturesRemoved.reduce((sum, item) => sum + item.count, 0),
      }),
      report.picturesRemoved.map((item) =>
        t('mail.publish.pictureCount', { name: item.label, n: `-${item.count}` }),
      ),
    ),
    ...section(t('mail.publish.projects', { n: projectLines.length }), projectLines),
    ...section(t('mail.publish.pages', { n: pageLines.length }), pageLines),
  ];
  const text = [
    t('mail.publish.intro', {
      date: formatDateTime(context.publishedAt, localeTags[locale]),
      release: context.release,
    }),
    t('mail.publish.listings', { before: report.listingsBefore, after: report.listingsAfter }),
    ...(body.length === 0 ? ['', t('mail.publish.nothing')] : body),
    '',
    t('mail.publish.rollback'),
  ].join('\n');
  return { subject: t('mail.publish.subject', { listings: report.listingsAfter }), text };
}
