// The PostgreSQL form returns: one process at a time trims the table; a return is taken by one statement.
import { lockName, type PostgresDatabase } from '../postgres-database';
import type { FormReturnStore } from './contract';

/** The form returns of a PostgreSQL database. */
export function postgresFormReturns({ run, transaction }: PostgresDatabase): FormReturnStore {
  return {
    keepFormReturn: async (tokenHash, record, expiresAt, now, limit) => {
      await transaction(async (trx) => {
        // One process at a time trims the table to its limit.
        await lockName(trx, 'form-returns');
        await trx.deleteFrom('form_returns').where('expires_at', '<=', now).execute();
        await trx
          .insertInto('form_returns')
          .values({ token_hash: tokenHash, record, expires_at: expiresAt })
          .execute();
        // Beyond the limit, the ones that expire first (the oldest) go.
        const kept = await trx
          .selectFrom('form_returns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (kept.n > limit) {
          await trx
            .deleteFrom('form_returns')
            .where('token_hash', 'in', (eb) =>
              eb
                .selectFrom('form_returns')
                .select('token_hash')
                .orderBy('expires_at')
                .orderBy('token_hash')
                .limit(kept.n - limit),
            )
            .execute();
        }
      });
    },

    takeFormReturn: (tokenHash, now) =>
      run(async (db) => {
        // Deleted as it is read, in one statement: only one process can take it.
        const row = await db
          .deleteFrom('form_returns')
          .where('token_hash', '=', tokenHash)
          .returning(['record', 'expires_at'])
          .executeTakeFirst();
        return row !== undefined && row.expires_at > now ? row.record : undefined;
      }),
  };
}
