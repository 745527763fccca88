// The store contract of the outbox: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { describe, expect, it } from 'vitest';
import { deliverDueEmails, retryDelay } from '../../mail/outbox-worker';
import { mail, minute, storeContract, submission } from '../store-contract';

storeContract('the outbox', ({ database, one }) => {
  it('retries a failed e-mail later, sends it once, and marks a batch by e-mail', async () => {
    const { forms } = await one();
    await forms.saveSubmission(submission('a'), [mail, { ...mail, to: 'down@example.be' }, mail]);
    let now = 1000;
    const sent: string[] = [];
    const send = async (email: { to: string }) => {
      if (email.to === 'down@example.be') throw new Error('mailbox unavailable');
      sent.push(email.to);
    };
    expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 2, failed: 1 });
    expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 0, failed: 0 });
    now += retryDelay(0, 100);
    expect(await deliverDueEmails(forms, send, 100, () => now)).toEqual({ sent: 0, failed: 1 });
    expect(await forms.pendingEmails()).toBe(1);
    expect(sent).toEqual([mail.to, mail.to]);
  });

  it('claims e-mails in the order they fall due: a retried one waits behind those due before it', async () => {
    const { forms } = await one();
    await forms.saveSubmission(submission('first', 1000), [{ ...mail, subject: 'first' }]);
    const [first] = await forms.claimDueEmails(1000, 10, minute);
    await forms.markEmailFailed(first?.id ?? 0, 'mailbox unavailable', 1000 + 10 * minute);
    await forms.saveSubmission(submission('second', 1000 + 5 * minute), [{ ...mail, subject: 'second' }]);
    const due = 1000 + 20 * minute;
    expect((await forms.claimDueEmails(due, 1, minute)).map((email) => email.subject)).toEqual(['second']);
    expect((await forms.claimDueEmails(due, 1, minute)).map((email) => email.subject)).toEqual(['first']);
  });

  it("keeps a CRM lead's channel, passes a refused one by, lists it and makes it due again once", async () => {
    const { forms } = await one();
    const lead = { channel: 'crm' as const, to: 'crm-webhook', subject: 'contact-me', text: '{"id":"lead"}' };
    await forms.saveSubmission(submission('lead', 1000), [mail, lead]);
    const claimed = await forms.claimDueEmails(1000, 10, minute);
    expect(claimed.map((row) => row.channel)).toEqual([undefined, 'crm']);
    const row = claimed[1];
    await forms.markEmailsSent([claimed[0]?.id ?? 0], 1200);
    await forms.markEmailRefused(row?.id ?? 0, 'CRM webhook answered 400', 1500);
    expect(await forms.claimDueEmails(10 * minute, 10, minute)).toEqual([]);
    // A refused lead waits for nobody: it is not pending.
    expect(await forms.pendingEmails()).toBe(0);
    expect(await forms.undeliveredLeads()).toEqual([
      {
        submissionId: 'lead',
        kind: 'contact-me',
        attempts: 1,
        lastError: 'CRM webhook answered 400',
        nextAttemptAt: expect.any(Number),
        refusedAt: 1500,
        createdAt: 1000,
      },
    ]);
    expect(await forms.resendRefusedLead('lead', 2000)).toBe(true);
    expect(await forms.resendRefusedLead('lead', 2000)).toBe(false);
    expect(await forms.resendRefusedLead('unknown', 2000)).toBe(false);
    const again = await forms.claimDueEmails(2000, 10, minute);
    expect(again.map((item) => [item.channel, item.attempts, item.text])).toEqual([['crm', 0, lead.text]]);
    await forms.markEmailsSent([again[0]?.id ?? 0], 2500);
    expect(await forms.undeliveredLeads()).toEqual([]);
  });

  describe('two processes on one database', () => {
    it('make due at once the e-mails that could not reach the SMTP server, and only those', async () => {
      const open = await database();
      const [a, b] = [open(), open()];
      await a.forms.saveSubmission(submission('outage'), [
        { ...mail, subject: 'Unreached' },
        { ...mail, subject: 'Refused' },
      ]);
      const [unreached, refused] = await a.forms.claimDueEmails(2000, 10, minute);
      await a.forms.markEmailFailed(unreached?.id ?? 0, 'connect ECONNREFUSED', 2000 + 2 * minute, true);
      await a.forms.markEmailFailed(refused?.id ?? 0, '550 no such user', 2000 + 60 * minute);
      expect(await b.forms.claimDueEmails(3000, 10, minute)).toEqual([]);
      expect(await b.forms.retryConnectionWaits(3000)).toBe(1);
      expect((await b.forms.claimDueEmails(3000, 10, minute)).map((email) => email.subject)).toEqual([
        'Unreached',
      ]);
      // Released once: a second success finds nothing more waiting.
      expect(await a.forms.retryConnectionWaits(4000)).toBe(0);
    });

    it('send each e-mail of the outbox once', async () => {
      const open = await database();
      const [a, b] = [open(), open()];
      await a.forms.saveSubmission(
        submission('many'),
        Array.from({ length: 150 }, (_, n) => ({ ...mail, subject: `Lead ${n}` })),
      );
      const sent: string[] = [];
      const send = async (email: { subject: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(email.subject);
      };
      await Promise.all([
        deliverDueEmails(a.forms, send, 100, () => 5000),
        deliverDueEmails(b.forms, send, 100, () => 5000),
      ]);
      expect(sent).toHaveLength(150);
      expect(new Set(sent).size).toBe(150);
      expect(await b.forms.pendingEmails()).toBe(0);
    });
  });
});
