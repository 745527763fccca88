// How fast the outbox drains a backlog to a local SMTP server (messages a second),
// beside a floor measured in the same run: nodemailer's pool sending the same messages straight to the
// same server, with no database, no leases and no marks. The ratio says what the outbox itself costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createSender, deliverDueEmails } from '../../src/server/mail/outbox-worker';
import { serverConfig } from '../../src/server/server-config';
import { openSqliteFormStore } from '../../src/server/store/sqlite-form-store';
import type { BenchContext, Section } from './context';
import { at, type Figure } from './targets';

/** E-mails in the backlog of each run. */
const backlog = 2_000;

/** A loopback SMTP server that accepts every message and counts them. */
async function countingSmtpServer(): Promise<{
  port: number;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const message = (index: number) => ({
  to: `lead-${index}@example.be`,
  subject: `Lead ${index}: information request`,
  text: `A visitor asked about property 1001.\n\n${'A line of the message. '.repeat(20)}\n`,
});

/** Messages a second of the outbox draining `backlog` queued e-mails over SMTP. */
async function outboxRate(port: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-bench-'));
  try {
    const store = openSqliteFormStore(join(dir, 'site.db'));
    const emails = Array.from({ length: backlog }, (_, index) => message(index));
    for (let start = 0; start < backlog; start += 100) {
      await store.saveSubmission(
        {
          id: `bench-${start}`,
          kind: 'site-contact',
          locale: 'en',
          email: 'x@example.be',
          body: {},
          createdAt: 0,
        },
        emails.slice(start, start + 100),
      );
    }
    const send = createSender(
      serverConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      'agency@example.be',
      'bench.local',
    );
    const started = performance.now();
    let sent = 0;
    while (sent < backlog) {
      const round = await deliverDueEmails(store, send, 30_000);
      if (round.sent === 0 && round.failed > 0) throw new Error('the local SMTP server refused the outbox');
      sent += round.sent;
    }
    const seconds = (performance.now() - started) / 1000;
    store.close();
    return backlog / seconds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor: the same messages through a pooled transport straight to the server, as fast as it goes. */
async function bareRate(port: number): Promise<number> {
  const transport = nodemailer.createTransport({
    url: `smtp://127.0.0.1:${port}`,
    pool: true,
    maxConnections: 8,
  });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < backlog; index = next++) {
      await transport.sendMail({ from: 'agency@example.be', ...message(index) });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return backlog / seconds;
}

/** Runs both and reports them side by side. */
export async function runOutboxDrain(_ctx: BenchContext): Promise<Section> {
  const smtp = await countingSmtpServer();
  try {
    const floor = await bareRate(smtp.port);
    const outbox = await outboxRate(smtp.port);
    const command = 'npm run bench -- --only outbox';
    const figures: Figure[] = [
      {
        figure: `Outbox drain, ${backlog} queued e-mails to a local SMTP server`,
        target: at('>=', 100, '≥ 100 messages/s'),
        measured: outbox,
        shown: `${outbox.toFixed(0)} messages/s`,
        command,
      },
      {
        figure: 'Floor: the same messages over a pooled connection, no outbox',
        measured: floor,
        shown: `${floor.toFixed(0)} messages/s (outbox at ${((outbox / floor) * 100).toFixed(0)} % of it)`,
        command,
      },
    ];
    return {
      title: 'Outbox drain',
      figures,
      notes: [
        `The local SMTP server (smtp-server on loopback) received ${smtp.received()} messages in both runs.`,
        'The outbox sends 8 at once over a pool of 8 connections and marks each as it is accepted (each mark is a durable commit, shared by the marks of the same turn).',
      ],
    };
  } finally {
    await smtp.close();
  }
}
