// The PostgreSQL login throttle: one attempt at a time per key across processes (advisory locks taken in
// one order, so two attempts never wait on each other).
import { sql } from 'kysely';
import { lockName, type PostgresDatabase } from '../postgres-database';
import {
  anyKeyRefuses,
  type FailureWindow,
  failureWindow,
  knownAddressMs,
  type LoginStore,
  throttleRetentionMs,
} from './contract';

/** The login throttle of a PostgreSQL database. */
export function postgresLogins({ run, transaction }: PostgresDatabase): LoginStore {
  return {
    reserveLoginAttempt: (keys, since, now) =>
      transaction(async (trx) => {
        // Every key's old attempts go, not only these keys', so the table never outgrows the longest window.
        await trx
          .deleteFrom('login_failures')
          .where('at', '<=', now - throttleRetentionMs)
          .execute();
        for (const keyHash of [...new Set(keys.map((key) => key.keyHash))].sort()) {
          await lockName(trx, `login:${keyHash}`);
        }
        const windows: FailureWindow[] = [];
        for (const { keyHash } of keys) {
          const row = await trx
            .selectFrom('login_failures')
            .select((eb) => [
              eb.fn.countAll<number>().as('n'),
              eb.fn.min<number>('at').as('oldest'),
              eb.fn.max<number>('at').as('newest'),
            ])
            .where('key_hash', '=', keyHash)
            .where('at', '>', since)
            .executeTakeFirstOrThrow();
          windows.push(failureWindow(row));
        }
        if (anyKeyRefuses(keys, windows, now)) return { full: windows };
        const reserved: number[] = [];
        for (const { keyHash } of keys) {
          const row = await trx
            .insertInto('login_failures')
            .values({ key_hash: keyHash, at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          reserved.push(row.id);
        }
        return { reserved };
      }),

    releaseLoginAttempts: async (ids) => {
      if (ids.length === 0) return;
      await run((db) =>
        db
          .deleteFrom('login_failures')
          .where('id', 'in', [...ids])
          .execute(),
      );
    },

    clearLoginFailures: async (keyHash) => {
      await run((db) => db.deleteFrom('login_failures').where('key_hash', '=', keyHash).execute());
    },

    rememberLoginAddress: async (keyHash, now) => {
      await transaction(async (trx) => {
        await trx
          .deleteFrom('login_addresses')
          .where('last_at', '<=', now - knownAddressMs)
          .execute();
        await trx
          .insertInto('login_addresses')
          .values({ key_hash: keyHash, last_at: now })
          .onConflict((conflict) =>
            conflict.column('key_hash').doUpdateSet({
              last_at: sql<number>`greatest(login_addresses.last_at, excluded.last_at)`,
            }),
          )
          .execute();
      });
    },

    knowsLoginAddress: (keyHash, since) =>
      run(async (db) => {
        const row = await db
          .selectFrom('login_addresses')
          .select('key_hash')
          .where('key_hash', '=', keyHash)
          .where('last_at', '>', since)
          .executeTakeFirst();
        return row !== undefined;
      }),
  };
}
