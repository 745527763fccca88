// PostgreSQL's batched plain posts: a post the database refuses fails alone, not the posts of its batch.
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../../tests/describe-on-postgres';
import { openPostgresFormStore } from '../postgres-form-store';
import { mail, submission } from '../store-contract';

describeOnPostgres('PostgreSQL plain posts', (cluster) => {
  it('fails only the post it cannot store, not the posts that arrive with it', async () => {
    const forms = openPostgresFormStore(await cluster().createDatabase());
    try {
      const post = (id: string, email: string) =>
        forms.attemptSubmission({
          limits: [],
          save: { submission: { ...submission(id), email }, emails: [mail] },
          now: 1000,
        });
      // PostgreSQL's text cannot hold the NUL character.
      const outcomes = await Promise.allSettled([
        post('before', 'anna@example.be'),
        post('nul', 'anna\u0000@example.be'),
        post('after', 'anna@example.be'),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await forms.pendingEmails()).toBe(2);
    } finally {
      forms.close();
    }
  });
});
