import type { ExportModel } from '../data/export-model';
import { queueDemandAlerts } from './demand-alerts';
import { openFormStore } from './open-stores';
import { createSender, deliverDueEmails } from './outbox-worker';
import { type ServerConfig, serverConfig } from './server-config';

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
  model: ExportModel,
  config: ServerConfig = serverConfig(),
): Promise<AlertRun> {
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
