// The store contract of purges and erasure: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { expect, it } from 'vitest';
import { storeContract, submission } from '../store-contract';

storeContract('purges and erasure', ({ one }) => {
  it('purges old submissions but keeps a confirmed subscription', async () => {
    const { forms } = await one();
    const subscription = {
      kind: 'newsletter' as const,
      confirmToken: 'c2'.repeat(10),
      unsubscribeToken: 'u2'.repeat(10),
    };
    await forms.saveSubmission({ ...submission('n'), kind: 'sign-newsletter' }, [], { subscription });
    await forms.redeemToken('c2'.repeat(10), 1500);
    await forms.saveSubmission({ ...submission('old'), filePath: '/uploads/cv.pdf' }, []);
    await forms.saveSubmission(submission('new', 9000), []);
    expect(await forms.purgeOlderThan(5000)).toEqual({ submissions: 1, files: ['/uploads/cv.pdf'] });
  });
});
