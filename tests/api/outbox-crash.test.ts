// kill -9 of the API while it drains its outbox under load: after a restart on the same database,
// every e-mail of every acknowledged submission is delivered, and none goes twice except those the
// SMTP server had accepted in the instant before the kill, before their row could be marked sent: at
// most the worker's lanes (8), each carrying the same Message-ID as its first copy, so a receiving
// server can tell it from a new message.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import site from '../../data/site.json';
import { sqliteRows } from '../sqlite-rows';
import { type ApiServer, ensureBuild, eventually, MailCatcher, solvedAltcha, startApi } from './api-server';

const smtp = new MailCatcher();
const running: ApiServer[] = [];

afterAll(async () => {
  for (const api of running) api.stop();
  await smtp.stop();
});

/** The most e-mails the worker has in flight at once (outbox-worker.ts's lanes). */
const lanes = 8;

const rows = (varDir: string, sql: string) => sqliteRows(join(varDir, 'site.db'), sql);

const messageId = (raw: string) => /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? '';

describe('the outbox after kill -9', () => {
  it('delivers every acknowledged submission’s e-mails, each once but for those in flight at the kill', async () => {
    const dist = ensureBuild();
    const port = await smtp.start();
    const varDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
    const clockFile = join(varDir, 'clock');
    writeFileSync(clockFile, '0');
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      VAR_DIR: varDir,
      NODE_ENV: 'test',
      TEST_CLOCK_FILE: clockFile,
    };
    const first = await startApi(dist, env);
    running.push(first);

    // Load: submissions posted 12 at a time until the kill; only those answered 201 were acknowledged.
    const acknowledged: string[] = [];
    let killed = false;
    const post = async (index: number) => {
      const email = `crash-${index}-${randomUUID().slice(0, 8)}@example.be`;
      try {
        const answer = await fetch(`${first.base}/api/forms/site-contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: first.base },
          body: JSON.stringify({
            title: 'ms',
            firstName: 'Crash',
            lastName: 'Test',
            email,
            privacyConsent: true,
            locale: 'nl',
            startedAt: Date.now() - 60_000,
            submissionId: randomUUID(),
            altcha: await solvedAltcha(first.base),
          }),
        });
        if (answer.status === 201) acknowledged.push(email);
      } catch {
        // The connection died with the process: not acknowledged.
      }
    };
    let next = 0;
    const poster = async () => {
      while (!killed && next < 400) await post(next++);
    };
    const load = Promise.all(Array.from({ length: 12 }, poster));
    // Killed mid-drain: once the SMTP server has had a good part of what was queued.
    await eventually(() => smtp.messages.length >= 150, 40_000);
    first.child.kill('SIGKILL');
    killed = true;
    await new Promise((done) => first.child.once('exit', done));
    await load;
    const deliveredBeforeKill = smtp.messages.length;
    const unsent = Number(rows(varDir, 'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL')[0]?.['n']);
    // The kill came mid-drain, with e-mails still queued.
    expect(unsent).toBeGreaterThan(0);

    // The restart takes over; its clock is moved past the leases the dead process held.
    writeFileSync(clockFile, String(3 * 60 * 1000));
    const second = await startApi(dist, env);
    running.push(second);
    await eventually(
      () => Number(rows(varDir, 'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL')[0]?.['n']) === 0,
      30_000,
    );

    // Every queued row arrived, by its Message-ID (one per row, the same from the restarted process, and
    // random-looking: no row number in it); copies only of what was in flight at the kill.
    const queued = Number(rows(varDir, 'SELECT COUNT(*) AS n FROM outbox')[0]?.['n']);
    const copies = new Map<string, number>();
    for (const message of smtp.messages) {
      const id = messageId(message.raw);
      expect(id).toMatch(/^[\w-]{32}@/);
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect(copies.size).toBe(queued);
    const twice = [...copies.values()].filter((count) => count > 1);
    expect(twice.every((count) => count === 2)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(lanes);

    // Every acknowledged submission: the visitor's e-mail and the agency's lead, each arrived.
    expect(acknowledged.length).toBeGreaterThan(50);
    for (const email of acknowledged) {
      const visitor = smtp.messages.filter((message) => message.to.includes(email));
      const lead = smtp.messages.filter(
        (message) => message.to.includes(site.Agency.LeadEmail) && message.raw.includes(`Reply-To: ${email}`),
      );
      expect(new Set(visitor.map((message) => messageId(message.raw))).size, email).toBe(1);
      expect(new Set(lead.map((message) => messageId(message.raw))).size, email).toBe(1);
    }
    console.log(
      `outbox crash: ${acknowledged.length} acknowledged, ${deliveredBeforeKill} delivered before the kill, ${unsent} unsent at the kill, ${twice.length} delivered twice`,
    );
  }, 90_000);
});
