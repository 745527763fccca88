// The end-to-end tests' server: a real SMTP server on loopback that files every message it receives
// under <E2E_VAR_DIR>/smtp/, then the production server (scripts/server/serve.ts) delivering to it over SMTP,
// so a browser test sees what the agency and the visitor would find in their inboxes.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const varDir = process.env.VAR_DIR ?? 'var/e2e';
const inbox = join(varDir, 'smtp');
mkdirSync(inbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${process.pid}-${received}`;
      const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      // The envelope's recipients first (a Bcc never shows in the headers), then the message as sent;
      // written under a temporary name and renamed, so a reader never sees half a message.
      const temporary = join(inbox, `${name}.tmp`);
      writeFileSync(temporary, Buffer.concat([Buffer.from(`X-Envelope-To: ${envelope}\r\n`), ...chunks]));
      renameSync(temporary, join(inbox, `${name}.eml`));
      callback();
    });
  },
});

smtp.listen(0, '127.0.0.1', () => {
  const { port } = smtp.server.address();
  // Staff commands run by a test (owners:invite) deliver to the same catcher.
  writeFileSync(join(varDir, 'smtp-url'), `smtp://127.0.0.1:${port}`);
  const server = spawn(process.execPath, ['scripts/server/serve.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '200' },
  });
  server.on('exit', (code) => {
    smtp.close(() => process.exit(code ?? 0));
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
});
