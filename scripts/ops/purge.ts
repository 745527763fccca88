// `npm run purge`: deletes stored personal data older than site.json's RetentionDays (confirmed
// subscriptions stay until their owner unsubscribes), and the posts never confirmed by e-mail once
// their link has expired. `npm run purge -- --erase someone@example.com`
// erases everything stored about one person, on their request.
import { unlink } from 'node:fs/promises';
import { loadExport } from '../../src/data/load-export';
import { normalizedEmail } from '../../src/domain/forms/email-address';
import { serverConfig } from '../../src/server/server-config';
import { openFormStore } from '../../src/server/store/open-stores';

const config = serverConfig();
const store = openFormStore(config);
const eraseAt = process.argv.indexOf('--erase');
try {
  if (eraseAt !== -1) {
    const email = process.argv[eraseAt + 1];
    if (email === undefined || !email.includes('@')) {
      console.error('Usage: npm run purge -- --erase someone@example.com');
      process.exitCode = 2;
    } else {
      // The forms store an address in one spelling (normalizedEmail: NFKC, an xn-- domain, lower case),
      // however the person types it now; rows kept before that hold it as typed, in lower case.
      const spellings = new Set([normalizedEmail(email.trim()) ?? email, email]);
      const report = { submissions: 0, subscriptions: 0, emails: 0, files: [] as string[] };
      for (const spelling of spellings) {
        const erased = await store.eraseEmail(spelling);
        report.submissions += erased.submissions;
        report.subscriptions += erased.subscriptions;
        report.emails += erased.emails;
        report.files.push(...erased.files);
      }
      await Promise.all(report.files.map((file) => unlink(file).catch(() => undefined)));
      console.log(
        `Erased ${email}: ${report.submissions} submissions, ${report.subscriptions} subscriptions, ${report.emails} queued e-mails, ${report.files.length} files.`,
      );
    }
  } else {
    const days = loadExport().site.RetentionDays;
    const cutoff = Date.now() - days * 24 * 60 * 60 * 1000;
    const report = await store.purgeOlderThan(cutoff);
    await Promise.all(report.files.map((file) => unlink(file).catch(() => undefined)));
    console.log(
      `Purged ${report.submissions} submissions older than ${days} days (${report.files.length} files).`,
    );
    // Posts sent without JavaScript whose confirmation link expired unused were never delivered.
    const unconfirmed = await store.purgeUnconfirmed(Date.now());
    await Promise.all(unconfirmed.files.map((file) => unlink(file).catch(() => undefined)));
    console.log(
      `Purged ${unconfirmed.submissions} unconfirmed posts whose link expired (${unconfirmed.files.length} files).`,
    );
  }
} finally {
  store.close();
}
