// `npm run owners:demo [-- --email <address>]`: try the owner portal on a developer's machine. Takes an
// owner of the export (the first one with properties, or the one named), gives them a fresh link to
// choose a password on the local server (http://localhost:<PORT, 4321>, or SITE_URL) and prints it; the
// same link goes out as the invitation e-mail (var/mail/*.eml without SMTP_URL). Run it again at will:
// the owner is the export's, only the newest link works, and a password chosen before is replaced only
// once the new link is used.
import { parseArgs } from 'node:util';
import { loadExport } from '../../src/data/load-export';
import { serverClock } from '../../src/server/server-clock';
import { serverConfig } from '../../src/server/server-config';
import { openFormStore, openOwnerStore } from '../../src/server/store/open-stores';
import { deliverInvitations, queueInvitations } from './owner-invitations';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const config = serverConfig();
const model = loadExport();
const wanted = values.email?.trim().toLowerCase();
const owner =
  wanted === undefined
    ? model.owners.find((candidate) => candidate.PropertyIDs.length > 0)
    : model.owners.find((candidate) => candidate.Email.toLowerCase() === wanted);
if (owner === undefined) {
  console.error(
    wanted === undefined
      ? 'The export has no owner with properties (owners.json): nothing to show in the portal.'
      : `No owner in the export has the e-mail address ${wanted}.`,
  );
  process.exit(1);
}

// biome-ignore lint/complexity/useLiteralKeys: tsconfig's noPropertyAccessFromIndexSignature requires brackets on process.env.
const port = process.env['PORT']?.trim() || '4321';
const ownerStore = openOwnerStore(config);
const formStore = openFormStore(config);
try {
  const invitations = {
    config,
    model,
    ownerStore,
    formStore,
    now: serverClock(config.testClockFile),
    siteUrl: config.siteUrl ?? `http://localhost:${port}`,
  };
  const [link] = await queueInvitations(invitations, [owner]);
  const name = [owner.FirstName, owner.LastName].filter(Boolean).join(' ') || owner.Email;
  console.log(
    `Demo owner: ${name} <${owner.Email}>, owner of the listings ${owner.PropertyIDs.join(', ')} of the export.`,
  );
  console.log(
    `With the site running (npm start), open this link to choose a password and log in:\n\n  ${link}\n`,
  );
  console.log(
    `The link works once, for 72 hours; run npm run owners:demo again for a new one. Later, log in at ${invitations.siteUrl}/login/ with ${owner.Email} and that password.`,
  );
  console.log(await deliverInvitations(invitations, 1));
} finally {
  ownerStore.close();
  formStore.close();
}
