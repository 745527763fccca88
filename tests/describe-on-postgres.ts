// The frame of every test that needs a real PostgreSQL: one throwaway cluster for the block, started
// before its tests and stopped after them; where the binaries are missing the block is skipped and one
// skipped test says what to install, so that a green run never hides that PostgreSQL was not tested.
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type PostgresCluster,
  postgresInstallHint,
  postgresMissing,
  startPostgresCluster,
} from './postgres-cluster';

/** Defines `define`'s tests under `title` on a throwaway cluster, which `cluster()` gives inside a test. */
export function describeOnPostgres(title: string, define: (cluster: () => PostgresCluster) => void): void {
  let started: PostgresCluster | undefined;
  const cluster = () => {
    if (started === undefined) throw new Error('No cluster');
    return started;
  };
  describe.skipIf(postgresMissing)(title, () => {
    beforeAll(async () => {
      started = await startPostgresCluster();
    });
    afterAll(() => started?.stop());
    define(cluster);
  });
  if (postgresMissing) {
    describe(title, () => {
      it.skip(postgresInstallHint, () => undefined);
    });
  }
}
