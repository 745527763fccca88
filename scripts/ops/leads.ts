// `npm run leads`: the leads the CRM webhook has not taken yet: pending (with their next attempt) or
// refused (with the CRM's answer). `npm run leads -- --resend <submission id>` makes a refused lead due
// again with a fresh retry schedule; the running server's outbox worker posts it within a second.
import { serverConfig } from '../../src/server/server-config';
import { openFormStore } from '../../src/server/store/open-stores';

const args = process.argv.slice(2);
const config = serverConfig();
const store = openFormStore(config);
const when = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

try {
  const resend = args.indexOf('--resend');
  if (resend >= 0) {
    const id = args[resend + 1];
    if (id === undefined || id.startsWith('--'))
      throw new Error('Usage: npm run leads -- --resend <submission id>');
    if (await store.resendRefusedLead(id, Date.now()))
      console.log(`Lead ${id} is due again: the server posts it.`);
    else {
      console.error(`No refused lead ${id}: npm run leads lists the refused ones.`);
      process.exitCode = 1;
    }
  } else {
    const leads = await store.undeliveredLeads();
    if (config.crmWebhook === undefined)
      console.log('CRM_WEBHOOK_URL is not set: no new lead goes to a CRM.');
    if (leads.length === 0) console.log('No lead waits: every lead reached the CRM.');
    for (const lead of leads) {
      const state =
        lead.refusedAt === null
          ? `pending, attempt ${lead.attempts + 1} at ${when(lead.nextAttemptAt)}`
          : `REFUSED at ${when(lead.refusedAt)} after ${lead.attempts} attempt${lead.attempts === 1 ? '' : 's'}`;
      console.log(`${lead.submissionId}  ${lead.kind}  sent ${when(lead.createdAt)}  ${state}`);
      if (lead.lastError !== null) console.log(`    ${lead.lastError}`);
    }
  }
} finally {
  store.close();
}
