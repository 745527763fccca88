// The store contract of subscriptions, links and demands' alerts: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { expect, it } from 'vitest';
import { mail, minute, storeContract, submission } from '../store-contract';

storeContract("subscriptions, links and demands' alerts", ({ one }) => {
  it('confirms a subscription by its token, alerts a demand once, and erases a person', async () => {
    const { forms } = await one();
    const subscription = {
      kind: 'demand' as const,
      confirmToken: 'c'.repeat(20),
      unsubscribeToken: 'u'.repeat(20),
    };
    await forms.saveSubmission({ ...submission('d'), kind: 'demand-register' }, [mail], { subscription });
    expect(await forms.confirmedDemands()).toEqual([]);
    // Looking at a link (its page, a mail scanner) changes nothing.
    expect(await forms.peekToken('c'.repeat(20))).toEqual({
      action: 'confirm',
      kind: 'demand',
      locale: 'fr',
      status: 'pending',
    });
    expect(await forms.peekToken('u'.repeat(20))).toEqual({
      action: 'unsubscribe',
      kind: 'demand',
      locale: 'fr',
      status: 'pending',
    });
    expect(await forms.peekToken('unknown')).toBeUndefined();
    expect(await forms.confirmedDemands()).toEqual([]);
    expect(await forms.redeemToken('c'.repeat(20), 2000)).toEqual({
      action: 'confirmed',
      kind: 'demand',
      locale: 'fr',
    });
    expect(await forms.confirmedDemands()).toEqual([
      {
        id: 'd',
        email: 'anna@example.be',
        locale: 'fr',
        body: { firstName: 'Anna' },
        unsubscribeToken: 'u'.repeat(20),
      },
    ]);
    const alert = { ...mail, subject: 'Alert', unsubscribeUrl: 'https://agency.example/stop?token=u' };
    await forms.queueAlert('d', [1001, 1002], alert, 2500);
    await forms.queueAlert('d', [1001, 1002], alert, 2600);
    expect((await forms.alertedListings('d')).sort()).toEqual([1001, 1002]);
    expect(await forms.pendingEmails()).toBe(2);
    // The alert keeps its one-click unsubscribe link for the mailer; the confirmation has none.
    const queued = await forms.claimDueEmails(2700, 10, minute);
    expect(queued.map((email) => [email.subject, email.unsubscribeUrl])).toEqual([
      ['Lead', undefined],
      ['Alert', 'https://agency.example/stop?token=u'],
    ]);
    expect(await forms.peekToken('c'.repeat(20))).toMatchObject({ status: 'confirmed' });
    expect(await forms.redeemToken('u'.repeat(20), 3000)).toMatchObject({ action: 'unsubscribed' });
    expect(await forms.confirmedDemands()).toEqual([]);
    // Once ended, the old confirmation link confirms nothing and says so.
    expect(await forms.peekToken('u'.repeat(20))).toMatchObject({ status: 'unsubscribed' });
    expect(await forms.redeemToken('c'.repeat(20), 3100)).toEqual({
      action: 'ended',
      kind: 'demand',
      locale: 'fr',
    });
    expect(await forms.confirmedDemands()).toEqual([]);
    expect(await forms.redeemToken('unknown', 3000)).toBeUndefined();
    // The unsubscribe form's link ends every subscription of its address.
    await forms.saveSubmission({ ...submission('u'), kind: 'unsubscribe' }, [mail], {
      unsubscribe: { token: 'a'.repeat(20) },
    });
    expect(await forms.peekToken('a'.repeat(20))).toEqual({
      action: 'unsubscribe-all',
      kind: 'unsubscribe',
      locale: 'fr',
    });
    expect(await forms.eraseEmail('Anna@Example.be')).toMatchObject({ submissions: 2, subscriptions: 1 });
  });
});
