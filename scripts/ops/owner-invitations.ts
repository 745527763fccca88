// What owners:invite and owners:demo share: queue an owner's password link in the API's outbox, deliver
// what is due, and say where the e-mails went. The server, if it runs on the same database, may deliver
// an invitation before the command does: the command then reports the outbox as it finds it (nothing
// left: every invitation went out), not only what it sent itself.
import type { ExportModel } from '../../src/data/export-model';
import type { Owner } from '../../src/schemas/owner';
import { createSender, deliverDueEmails } from '../../src/server/mail/outbox-worker';
import { sendPasswordLink } from '../../src/server/owner/owner-passwords';
import type { ServerConfig } from '../../src/server/server-config';
import type { FormStore } from '../../src/server/store/form-store';
import type { OwnerStore } from '../../src/server/store/owner-store';

/** The stores, export and clock an invitation is made with, and the address its links start with. */
export interface Invitations {
  readonly config: ServerConfig;
  readonly model: ExportModel;
  readonly ownerStore: OwnerStore;
  readonly formStore: FormStore;
  readonly now: () => number;
  readonly siteUrl: string;
}

/** Queues an invitation (a link to choose a password, 72 hours) for each owner; returns the links. */
export async function queueInvitations(with_: Invitations, owners: readonly Owner[]): Promise<string[]> {
  const links: string[] = [];
  for (const owner of owners)
    links.push(
      await sendPasswordLink(
        { store: with_.ownerStore, model: with_.model, now: with_.now, siteUrl: with_.siteUrl },
        owner,
        'invite',
      ),
    );
  return links;
}

/**
 * Delivers every e-mail due (SMTP_URL, else .eml files in MAIL_DIR) and says what became of them: the
 * outbox is read afterwards, so e-mails the running server delivered meanwhile count as gone.
 */
export async function deliverInvitations(with_: Invitations, queued: number): Promise<string> {
  const { config, model, formStore } = with_;
  const from = config.mailFrom ?? `"${model.site.Agency.Name}" <${model.site.Agency.Email}>`;
  const send = createSender(config, from, new URL(model.site.SiteUrl).host);
  let failed = 0;
  try {
    ({ failed } = await deliverDueEmails(formStore, send, config.mailRetryBaseMs, with_.now));
  } finally {
    send.close();
  }
  const waiting = await formStore.pendingEmails();
  const where = config.smtpUrl === undefined ? `as .eml files in ${config.mailDir}/` : 'over SMTP';
  if (waiting === 0)
    return `${queued} invitation e-mail${queued === 1 ? '' : 's'} sent ${where}; none left in the outbox.`;
  return (
    `${waiting} e-mail${waiting === 1 ? '' : 's'} still in the outbox` +
    `${failed > 0 ? ` (${failed} failed just now)` : ''}: the server delivers ${waiting === 1 ? 'it' : 'them'} (${where}) once it runs.`
  );
}
