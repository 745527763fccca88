// owners:invite and owners:demo on a real SQLite database and mail folder: the report says where the
// invitations went even when the running server delivered them first; owners:demo prints a link to the
// local server that activates the sample owner's account, the same link as in its e-mail, and can be run
// again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadExport } from '../../src/data/load-export';
import { createSender, deliverDueEmails } from '../../src/server/mail/outbox-worker';
import { tokenHash } from '../../src/server/owner/owner-api';
import { serverConfig } from '../../src/server/server-config';
import { openFormStore, openOwnerStore } from '../../src/server/store/open-stores';
import { deliverInvitations, queueInvitations } from './owner-invitations';

const temp = mkdtempSync(join(tmpdir(), 'owner-invitations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The text of an .eml file as a mail client shows it (quoted-printable undone). */
function mailText(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('an invitation delivered by the running server', () => {
  it('is reported as sent, not as "0 e-mails delivered"', async () => {
    const config = serverConfig({ VAR_DIR: join(temp, 'race') });
    const model = loadExport();
    const ownerStore = openOwnerStore(config);
    const formStore = openFormStore(config);
    try {
      const owner = model.owners[0];
      if (owner === undefined) throw new Error('the sample export has owners');
      const invitations = {
        config,
        model,
        ownerStore,
        formStore,
        now: Date.now,
        siteUrl: 'http://localhost:4321',
      };
      await queueInvitations(invitations, [owner]);
      // The server's outbox worker, on the same database, takes the e-mail before the command does.
      const server = createSender(config, 'agency@example.be', 'example.be');
      await deliverDueEmails(formStore, server, config.mailRetryBaseMs);
      server.close();
      const report = await deliverInvitations(invitations, 1);
      expect(report).toBe(
        `1 invitation e-mail sent as .eml files in ${config.mailDir}/; none left in the outbox.`,
      );
      expect(readdirSync(config.mailDir)).toHaveLength(1);
    } finally {
      ownerStore.close();
      formStore.close();
    }
  });
});

describe('npm run owners:demo', () => {
  const varDir = join(temp, 'demo');
  const demo = () =>
    spawnSync('npm', ['run', '--silent', 'owners:demo'], {
      encoding: 'utf8',
      env: { ...process.env, VAR_DIR: varDir, PORT: '4426', SITE_URL: '', DATA_DIR: '' },
    });

  it('prints a link to the local server that activates a sample owner, as its e-mail does', async () => {
    const first = demo();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const model = loadExport();
    const owner = model.owners.find((candidate) => candidate.PropertyIDs.length > 0);
    expect(first.stdout).toContain(
      `<${owner?.Email}>, owner of the listings ${owner?.PropertyIDs.join(', ')}`,
    );
    const links = () => [...first.stdout.matchAll(/http:\/\/localhost:4426\/\S*#invite=([\w-]+)/g)];
    const [link] = links();
    expect(link).toBeDefined();
    const mails = readdirSync(join(varDir, 'mail'));
    expect(mails).toHaveLength(1);
    expect(mailText(join(varDir, 'mail', mails[0] ?? ''))).toContain(link?.[0]);

    // Again: a new link, and only the newest works.
    const second = demo();
    expect(second.status).toBe(0);
    const again = /#invite=([\w-]+)/.exec(second.stdout)?.[1];
    expect(again).toBeDefined();
    expect(again).not.toBe(link?.[1]);
    const config = serverConfig({ VAR_DIR: varDir });
    const store = openOwnerStore(config);
    try {
      expect(await store.redeemPasswordToken(tokenHash(link?.[1] ?? ''), 'hash', Date.now())).toBeUndefined();
      expect(await store.redeemPasswordToken(tokenHash(again ?? ''), 'hash', Date.now())).toBe(owner?.ID);
    } finally {
      store.close();
    }
  });
});
