import type { ExportModel } from '../../data/export-model';
import { atPublicSiteUrl } from '../http/public-site-url';
import { createSender, deliverDueEmails } from '../mail/outbox-worker';
import { type ServerConfig, serverConfig } from '../server-config';
import { openFormStore } from '../store/open-stores';
import { queueDemandAlerts } from './demand-alerts';

/** What one run of the demand alerts did. */
export interface AlertRun {
  readonly queued: number;
  readonly sent: number;
  readonly failed: number;
}

/**
 * Queues each confirmed demand's alert of new matching listings in `model` and delivers the outbox
 * (SMTP_URL, else .eml files): `npm run alerts` and the after-publish jobs of `npm run publish`.
 */
export async function sendDemandAlerts(
  exported: ExportModel,
  config: ServerConfig = serverConfig(),
): Promise<AlertRun> {
  // The alerts' links lead to this server's site (SITE_URL), as the links of the API's e-mails.
  const model = atPublicSiteUrl(config.siteUrl)(exported);
  // SQLite, or PostgreSQL when DATABASE_URL names it, as the API.
  const store = openFormStore(config);
  try {
    const queued = await queueDemandAlerts(store, model);
    const from = config.mailFrom ?? `"${model.site.Agency.Name}" <${model.site.Agency.Email}>`;
    const send = createSender(config, from, new URL(model.site.SiteUrl).host);
    const { sent, failed } = await deliverDueEmails(store, send, config.mailRetryBaseMs);
    send.close();
    return { queued, sent, failed };
  } finally {
    store.close();
  }
}
