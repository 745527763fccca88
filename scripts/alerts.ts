// `npm run alerts`: run after a rebuild with a new export. Each confirmed "keep me informed" demand
// gets one e-mail with the new listings that match it; what was sent is stored, so a second run sends
// nothing new. Delivers the queued alerts before it exits (SMTP_URL, else .eml files in var/mail/).
import { loadExport } from '../src/data/load-export';
import { queueDemandAlerts } from '../src/server/demand-alerts';
import { openFormStore } from '../src/server/open-stores';
import { createSender, deliverDueEmails } from '../src/server/outbox-worker';
import { serverConfig } from '../src/server/server-config';

const config = serverConfig();
const model = loadExport();
const store = openFormStore(config);
try {
  const queued = await queueDemandAlerts(store, model);
  const from = config.mailFrom ?? `"${model.site.Agency.Name}" <${model.site.Agency.Email}>`;
  const send = createSender(config, from, new URL(model.site.SiteUrl).host);
  const { sent, failed } = await deliverDueEmails(store, send, config.mailRetryBaseMs);
  console.log(
    `Alerts: ${queued} queued; ${sent} e-mails delivered, ${failed} left for a retry by the server.`,
  );
} finally {
  store.close();
}
