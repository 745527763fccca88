// The PostgreSQL owner accounts and sessions. Sessions and tokens live in the database only, so a login
// made in one process is valid in all of them, and a logout or a password reset ends it everywhere.
import { sql } from 'kysely';
import { queuePostgresEmail } from '../outbox/postgres';
import type { PostgresDatabase } from '../postgres-database';
import { type AccountStore, passwordTokenPurpose } from './contract';

/** The owner accounts and sessions of a PostgreSQL database. */
export function postgresAccounts({ run, transaction }: PostgresDatabase): AccountStore {
  return {
    passwordHash: (ownerId) =>
      run(async (db) => {
        const row = await db
          .selectFrom('owner_accounts')
          .select('password_hash')
          .where('owner_id', '=', ownerId)
          .executeTakeFirst();
        return row?.password_hash;
      }),

    issuePasswordToken: async (token, email, now) => {
      await transaction(async (trx) => {
        // Spent and expired tokens serve no purpose: keep the table small.
        await trx
          .deleteFrom('owner_tokens')
          .where((eb) => eb.or([eb('expires_at', '<', now), eb('used_at', 'is not', null)]))
          .execute();
        // Only the newest link of a kind works: an older one, forgotten in an inbox, is no way in.
        await trx
          .deleteFrom('owner_tokens')
          .where('owner_id', '=', token.ownerId)
          .where('purpose', '=', token.purpose)
          .execute();
        await trx
          .insertInto('owner_tokens')
          .values({
            token_hash: token.tokenHash,
            owner_id: token.ownerId,
            purpose: token.purpose,
            created_at: now,
            expires_at: token.expiresAt,
            used_at: null,
          })
          .execute();
        await queuePostgresEmail(trx, null, email, now);
      });
    },

    redeemPasswordToken: (tokenHash, passwordHash, now, notify) =>
      transaction(async (trx) => {
        // Marking it used in the same statement that checks it: two processes cannot both spend it.
        const row = await trx
          .updateTable('owner_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['owner_id', 'purpose'])
          .executeTakeFirst();
        if (row === undefined) return undefined;
        const notice = notify?.(row.owner_id, passwordTokenPurpose(row.purpose));
        if (notice !== undefined) await queuePostgresEmail(trx, null, notice, now);
        // The password changed: every other link the owner was sent (reset or invitation) ends with it.
        await trx
          .deleteFrom('owner_tokens')
          .where('owner_id', '=', row.owner_id)
          .where('token_hash', '<>', tokenHash)
          .execute();
        await trx
          .insertInto('owner_accounts')
          .values({ owner_id: row.owner_id, password_hash: passwordHash, updated_at: now })
          .onConflict((conflict) =>
            conflict.column('owner_id').doUpdateSet((eb) => ({
              password_hash: eb.ref('excluded.password_hash'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
        await trx.deleteFrom('owner_sessions').where('owner_id', '=', row.owner_id).execute();
        return row.owner_id;
      }),

    startSession: async (tokenHash, ownerId, now, notification) => {
      await transaction(async (trx) => {
        await trx
          .insertInto('owner_sessions')
          .values({ token_hash: tokenHash, owner_id: ownerId, created_at: now, last_seen_at: now })
          .execute();
        await queuePostgresEmail(trx, null, notification, now);
      });
    },

    sessionOwner: (tokenHash, now, { idleMs, absoluteMs }) =>
      run(async (db) => {
        // One statement touches a live session (sessionExpired's limits, as a condition); a session
        // deleted elsewhere (logout) is simply not found.
        const live = await db
          .updateTable('owner_sessions')
          .set((eb) => ({ last_seen_at: eb.fn('greatest', ['last_seen_at', sql<number>`${now}::bigint`]) }))
          .where('token_hash', '=', tokenHash)
          .where('last_seen_at', '>=', now - idleMs)
          .where('created_at', '>=', now - absoluteMs)
          .returning('owner_id')
          .executeTakeFirst();
        if (live !== undefined) return live.owner_id;
        await db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash).execute();
        return undefined;
      }),

    endSession: async (tokenHash) => {
      await run((db) => db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash).execute());
    },
  };
}
