// The store contract of views and enquiries: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { expect, it } from 'vitest';
import { minute, storeContract, t0, viewLimits, visitor } from '../store-contract';

storeContract('views and enquiries', ({ one }) => {
  it('counts views once per visitor, at most 3 browsers of one address a day, and forgets past days', async () => {
    const { owners } = await one();
    const salt = await owners.daySalt('2026-11-21');
    expect(await owners.daySalt('2026-11-21')).toBe(salt);
    expect(await owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(true);
    expect(await owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits)).toBe(false);
    let counted = 0;
    for (let n = 0; n < 20; n++) {
      if (await owners.countView(1006, '2026-11-21', visitor(`ua-${n}`, 'office'), t0 + n, viewLimits))
        counted++;
    }
    for (let n = 0; n < 5; n++) {
      const at = t0 + (n + 1) * minute;
      if (await owners.countView(1006, '2026-11-21', visitor(`colleague-${n}`, 'office'), at, viewLimits))
        counted++;
    }
    expect(counted).toBe(3);
    expect(await owners.daySalt('2026-11-22')).not.toBe(salt);
    expect(await owners.countView(1001, '2026-11-22', visitor('v1'), t0, viewLimits)).toBe(true);
    expect(await owners.viewCounts(1001)).toEqual([
      { date: '2026-11-21', views: 1 },
      { date: '2026-11-22', views: 1 },
    ]);
    await owners.forgetViewDaysBefore('2026-11-23');
    expect(await owners.viewCounts(1006)).toEqual([{ date: '2026-11-21', views: 3 }]);
  });

  it('counts views that arrive together as it counts them one by one, in order', async () => {
    const { owners } = await one();
    // Sent at once (one batch on PostgreSQL, one group commit on SQLite): the same visitor twice,
    // and five browsers of one address a minute apart, of which the first three count.
    const counted = await Promise.all([
      owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits),
      owners.countView(1001, '2026-11-21', visitor('v1'), t0, viewLimits),
      ...Array.from({ length: 5 }, (_, n) =>
        owners.countView(1006, '2026-11-21', visitor(`browser-${n}`, 'home'), t0 + n * minute, viewLimits),
      ),
    ]);
    expect(counted).toEqual([true, false, true, true, true, false, false]);
    expect(await owners.viewCounts(1006)).toEqual([{ date: '2026-11-21', views: 3 }]);
  });

  it('lists the enquiries of the given kinds about one property, newest first', async () => {
    const { forms, owners } = await one();
    const save = (id: string, kind: string, propertyId: number, createdAt: number) =>
      forms.saveSubmission(
        {
          id,
          kind,
          locale: 'fr',
          email: `${id}@example.be`,
          body: { firstName: id, propertyId },
          createdAt,
        },
        [],
      );
    await save('a', 'contact-me', 1001, t0);
    await save('b', 'offer', 1001, t0 + minute);
    await save('c', 'contact-me', 1006, t0);
    await save('d', 'site-contact', 1001, t0);
    const found = await owners.enquiries(1001, ['contact-me', 'offer']);
    expect(found.map((enquiry) => [enquiry.kind, enquiry.body['firstName']])).toEqual([
      ['offer', 'b'],
      ['contact-me', 'a'],
    ]);
  });
});
