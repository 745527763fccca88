// `npm run owners:report`: each owner of the export who did not opt out gets one e-mail a week covering
// all their properties, in their language. The ISO week sent is stored per owner in the transaction that
// queues the e-mail (queueWeeklyReport), so a second run in the same week queues nothing, even when two
// runs overlap.
import type { ExportModel } from '../../../data/export-model';
import type { PropertyHistory } from '../../../data/listing-history-file';
import { isoWeekOf } from '../../../domain/portal/report-week';
import { dayIn } from '../../../domain/portal/view-statistics';
import type { Locale } from '../../../i18n/locales';
import type { Owner } from '../../../schemas/owner';
import { ownerLocale } from '../../mail/compose-owner-emails';
import { ownerReportEmail, type ReportWords, reportWords } from '../../mail/compose-owner-report';
import type { ServerConfig } from '../../server-config';
import type { OwnerStore } from '../../store/owner-store';
import { registeredDemands } from '../matching-buyers';
import { optOutLink } from './opt-out-link';
import { ownerReport, type ReportSources } from './report-facts';

/** What a run works with. */
export interface ReportRunInput {
  readonly config: ServerConfig;
  readonly model: ExportModel;
  readonly store: OwnerStore;
  /** The public site URL the links start with. */
  readonly siteUrl: string;
  readonly history: PropertyHistory | undefined;
  readonly now: number;
}

/** What one run did. */
export interface ReportRun {
  readonly week: string;
  readonly queued: number;
  /** Owners already sent this week's report by an earlier run. */
  readonly alreadySent: number;
  readonly optedOut: number;
}

/** The owners a report is for: those with at least one property in the export. */
export const reportedOwners = (model: ExportModel): Owner[] =>
  model.owners.filter((owner) => owner.PropertyIDs.some((id) => model.properties.some((p) => p.ID === id)));

/** An owner's report in words, in `locale`, with its e-mail. */
export async function composeOwnerReport(
  input: ReportRunInput,
  sources: ReportSources,
  owner: Owner,
  locale: Locale,
) {
  const report = await ownerReport(sources, owner, locale, input.now);
  const words: ReportWords = reportWords(
    report,
    input.model.site,
    input.siteUrl,
    optOutLink(input.config, input.siteUrl, owner.ID, locale),
  );
  return { words, email: ownerReportEmail(report, words) };
}

/** What the reports are made of, read once for every owner. */
export async function reportSources(input: ReportRunInput): Promise<ReportSources> {
  return {
    model: input.model,
    store: input.store,
    demands: await registeredDemands(input.store),
    history: input.history,
  };
}

/** Queues this week's report of every owner who wants it and was not sent it yet. */
export async function queueWeeklyReports(input: ReportRunInput): Promise<ReportRun> {
  const week = isoWeekOf(dayIn(input.now));
  const sources = await reportSources(input);
  const optOuts = await input.store.reportOptOuts();
  let queued = 0;
  let alreadySent = 0;
  let optedOut = 0;
  for (const owner of reportedOwners(input.model)) {
    if (optOuts.has(owner.ID)) {
      optedOut += 1;
      continue;
    }
    const { email } = await composeOwnerReport(input, sources, owner, ownerLocale(owner, input.model.site));
    if (await input.store.queueWeeklyReport(owner.ID, week, email, input.now)) queued += 1;
    else alreadySent += 1;
  }
  return { week, queued, alreadySent, optedOut };
}
