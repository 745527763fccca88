// `npm run owners:invite -- --email <address>` or `-- --all`: staff invite owners of the export to the
// owner portal. Each gets a single-use link (72 hours, `passwordLinkMs`) to choose a password, queued in the outbox of
// the API's database and delivered before the command exits (SMTP_URL, else .eml files in var/mail/),
// so it works whether or not the server runs. The links start with SITE_URL, else the local server's
// address on a machine trying the sample site (scripts/server/local-site-url.ts), else the export's SiteUrl.
import { parseArgs } from 'node:util';
import { loadExport } from '../../src/data/load-export';
import { serverClock } from '../../src/server/server-clock';
import { serverConfig } from '../../src/server/server-config';
import { openFormStore, openOwnerStore } from '../../src/server/store/open-stores';
import { defaultSiteUrl } from '../server/local-site-url.ts';
import { deliverInvitations, queueInvitations } from './owner-invitations';

const { values } = parseArgs({
  options: { email: { type: 'string', multiple: true }, all: { type: 'boolean', default: false } },
});
const wanted = (values.email ?? []).map((address) => address.trim().toLowerCase());
if (!values.all && wanted.length === 0) {
  console.error('Usage: npm run owners:invite -- --email <address> [--email <address>...] | --all');
  process.exit(2);
}

const config = serverConfig();
const model = loadExport();
const chosen = values.all
  ? model.owners
  : model.owners.filter((owner) => wanted.includes(owner.Email.toLowerCase()));
const unknown = wanted.filter(
  (address) => !model.owners.some((owner) => owner.Email.toLowerCase() === address),
);
if (unknown.length > 0) {
  console.error(`No owner in the export has the e-mail address ${unknown.join(', ')}.`);
  process.exit(1);
}

const ownerStore = openOwnerStore(config);
const formStore = openFormStore(config);
try {
  const invitations = {
    config,
    model,
    ownerStore,
    formStore,
    now: serverClock(config.testClockFile),
    siteUrl: defaultSiteUrl() ?? model.site.SiteUrl,
  };
  await queueInvitations(invitations, chosen);
  console.log(`Invitations: ${chosen.length} queued (${chosen.map((owner) => owner.Email).join(', ')}).`);
  console.log(await deliverInvitations(invitations, chosen.length));
} finally {
  ownerStore.close();
  formStore.close();
}
