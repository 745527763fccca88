// `npm run alerts`: run after a rebuild with a new export (`npm run publish` runs it by itself). Each
// confirmed "keep me informed" demand gets one e-mail with the new listings that match it; what was sent
// is stored, so a second run sends nothing new. Delivers the queued alerts before it exits (SMTP_URL,
// else .eml files in var/mail/). It reads the live release's export (else DATA_DIR).
import { loadExport } from '../../src/data/load-export';
import { sendDemandAlerts } from '../../src/server/forms/send-demand-alerts';
import { liveSite } from '../server/release-paths.ts';

const { queued, sent, failed } = await sendDemandAlerts(loadExport(liveSite().dataDir));
console.log(`Alerts: ${queued} queued; ${sent} e-mails delivered, ${failed} left for a retry by the server.`);
