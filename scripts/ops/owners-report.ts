// `npm run owners:report`: the owners' weekly report, run once a week by the operator's scheduler
// (docs/operations.md: a cron line, or a systemd timer). Each owner of the live export who did not opt out
// gets one e-mail covering all their properties, in their language; a second run in the same ISO week
// sends nothing. The e-mails are queued in the outbox of the API's database and delivered before the
// command exits (SMTP_URL, else .eml files in var/mail/), so it works whether or not the server runs.
// `-- --preview <dir>` queues nothing: it writes every owner's report in every language of the site to
// <dir> as .txt and .html, to read it as the owner will.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  listingHistoryPath,
  readListingHistory,
  releaseHistoryFile,
} from '../../src/data/listing-history-file';
import { loadExport } from '../../src/data/load-export';
import { siteLocales } from '../../src/domain/language/site-locales';
import { createSender, deliverDueEmails } from '../../src/server/mail/outbox-worker';
import {
  composeOwnerReport,
  queueWeeklyReports,
  type ReportRunInput,
  reportedOwners,
  reportSources,
} from '../../src/server/owner/weekly-report/queue-weekly-reports';
import { serverClock } from '../../src/server/server-clock';
import { serverConfig } from '../../src/server/server-config';
import { openFormStore, openOwnerStore } from '../../src/server/store/open-stores';
import { defaultSiteUrl } from '../server/local-site-url.ts';
import { currentRelease, liveSite } from '../server/release-paths.ts';

const { values } = parseArgs({ options: { preview: { type: 'string' } } });

// The price history: LISTING_HISTORY, else the one the live release keeps beside its export.
const release = currentRelease();
const historyPath =
  listingHistoryPath() ?? (release === undefined ? undefined : join(release, releaseHistoryFile));

const config = serverConfig();
const model = loadExport(liveSite().dataDir);
const ownerStore = openOwnerStore(config);
const clock = serverClock(config.testClockFile);
const input: ReportRunInput = {
  config,
  model,
  store: ownerStore,
  siteUrl: defaultSiteUrl() ?? model.site.SiteUrl,
  history: historyPath === undefined ? undefined : readListingHistory(historyPath),
  now: clock(),
};

try {
  if (values.preview !== undefined) {
    mkdirSync(values.preview, { recursive: true });
    const sources = await reportSources(input);
    for (const owner of reportedOwners(model)) {
      for (const locale of siteLocales(model.site).enabledLocales) {
        const { email } = await composeOwnerReport(input, sources, owner, locale);
        const name = join(values.preview, `owner-${owner.ID}-${locale}`);
        writeFileSync(
          `${name}.txt`,
          `Subject: ${email.subject}\nTo: ${email.to}\nList-Unsubscribe: <${email.unsubscribeUrl}>\n\n${email.text}\n`,
        );
        console.log(`${name}.txt`);
      }
    }
  } else {
    const run = await queueWeeklyReports(input);
    console.log(
      `Weekly report ${run.week}: ${run.queued} queued, ${run.alreadySent} already sent this week, ${run.optedOut} opted out.`,
    );
    const formStore = openFormStore(config);
    const from = config.mailFrom ?? `"${model.site.Agency.Name}" <${model.site.Agency.Email}>`;
    const send = createSender(config, from, new URL(model.site.SiteUrl).host);
    try {
      const { sent, failed } = await deliverDueEmails(formStore, send, config.mailRetryBaseMs, clock);
      console.log(`${sent} e-mails delivered, ${failed} left for a retry by the server.`);
    } finally {
      send.close();
      formStore.close();
    }
  }
} finally {
  ownerStore.close();
}
