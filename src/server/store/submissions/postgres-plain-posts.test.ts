// PostgreSQL's batched plain posts: a post the database refuses fails alone, not the posts of its batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PostgresCluster,
  postgresInstallHint,
  postgresMissing,
  startPostgresCluster,
} from '../../../../tests/postgres-cluster';
import { openPostgresFormStore } from '../postgres-form-store';
import { mail, submission } from '../store-contract';

let cluster: PostgresCluster | undefined;
describe.skipIf(postgresMissing)('PostgreSQL plain posts', () => {
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.stop());
  it('fails only the post it cannot store, not the posts that arrive with it', async () => {
    if (cluster === undefined) throw new Error('No cluster');
    const forms = openPostgresFormStore(await cluster.createDatabase());
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
if (postgresMissing) {
  describe('PostgreSQL plain posts', () => {
    it.skip(postgresInstallHint, () => undefined);
  });
}
