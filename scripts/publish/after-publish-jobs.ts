// What runs once a new release is live: the one list of after-publish jobs. Each job gets the release and
// its export; a job that fails is reported and does not undo the publish (the site is already live).
import type { ExportModel } from '../../src/data/export-model';
import type { ChangeReport } from '../../src/domain/publish/export-changes';
import { sendDemandAlerts } from '../../src/server/forms/send-demand-alerts';
import { composeChangeReport } from '../../src/server/mail/compose-change-report';
import { createSender } from '../../src/server/mail/outbox-worker';
import { serverConfig } from '../../src/server/server-config';

/** What an after-publish job is handed. */
export interface PublishedRelease {
  readonly id: string;
  readonly dir: string;
  readonly publishedAt: Date;
  readonly model: ExportModel;
  readonly report: ChangeReport;
}

/** One job: its name for the log, and what it does; it answers with a line for the log. */
export interface AfterPublishJob {
  readonly name: string;
  readonly run: (release: PublishedRelease) => Promise<string>;
}

/**
 * The jobs, in order. A job that must see the new export before the build (the price history the pages
 * show) belongs in buildEnv() of build-release.ts instead, which hands the build its inputs.
 */
export const afterPublishJobs: readonly AfterPublishJob[] = [
  {
    // The change report to the agency, in its (default) language, over SMTP_URL or to var/mail/.
    name: 'change report e-mail',
    run: async ({ id, publishedAt, model, report }) => {
      const config = serverConfig();
      const { subject, text } = composeChangeReport(report, model.site.DefaultLanguage, {
        release: id,
        publishedAt,
      });
      const agency = model.site.Agency;
      const send = createSender(
        config,
        config.mailFrom ?? `"${agency.Name}" <${agency.Email}>`,
        new URL(model.site.SiteUrl).host,
      );
      // Not an outbox row: the publish time names the message, so each report is its own e-mail.
      try {
        await send({ id: publishedAt.getTime(), attempts: 0, to: agency.Email, subject, text });
      } finally {
        send.close();
      }
      return `sent to ${agency.Email}`;
    },
  },
  {
    // New listings that match a confirmed "keep me informed" demand (what `npm run alerts` does).
    name: 'demand alerts',
    run: async ({ model }) => {
      const { queued, sent, failed } = await sendDemandAlerts(model);
      return `${queued} queued, ${sent} e-mails delivered, ${failed} left for a retry by the server`;
    },
  },
];

/** Runs every job; returns one line per job for the log. */
export async function runAfterPublishJobs(release: PublishedRelease): Promise<string[]> {
  const lines: string[] = [];
  for (const job of afterPublishJobs) {
    try {
      lines.push(`${job.name}: ${await job.run(release)}`);
    } catch (error) {
      lines.push(`${job.name}: FAILED (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return lines;
}
