// The PostgreSQL implementation of OwnerStore, on the same database as the forms. Sessions, tokens and
// throttle counts live in the database only, so a login made in one process is valid in all of them,
// and a logout or a password reset ends it everywhere at once.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { callBatcher } from '../owner/call-batcher';
import { daySaltCache } from '../owner/day-salt-cache';
import {
  type FailureWindow,
  keyRefuses,
  knownAddressMs,
  type OwnerStore,
  throttleRetentionMs,
  type ViewLimits,
} from './owner-store';
import { openPostgresDatabase, type PostgresDatabase, type PostgresOptions } from './postgres-database';
import { lockName, queuePostgresEmail } from './postgres-outbox';

/** One beacon's view, waiting to be counted with the others of its batch. */
interface QueuedView {
  readonly propertyId: number;
  readonly day: string;
  readonly visitorHash: string;
  readonly addressHash: string;
  readonly now: number;
  readonly limits: ViewLimits;
}

/** Opens the owner store on the PostgreSQL database at `url`; the schema is migrated on first use. */
export function openPostgresOwnerStore(url: string, options?: PostgresOptions): OwnerStore {
  return postgresOwnerStore(openPostgresDatabase(url, options));
}

/** The owner store on an open PostgreSQL database. */
export function postgresOwnerStore(database: PostgresDatabase): OwnerStore {
  const { run, transaction } = database;
  const salts = daySaltCache();
  // The beacons that arrive together are counted in one call (migration 5's count_views), in order;
  // a round trip and a statement of their own would cost the database several times the counting.
  const countViews = callBatcher((views: readonly QueuedView[]) =>
    run(async (db) => {
      const result = await sql<{ counted: boolean[] }>`SELECT count_views(
          ${views.map((view) => view.propertyId)}::bigint[], ${views.map((view) => view.day)}::text[],
          ${views.map((view) => view.visitorHash)}::text[], ${views.map((view) => view.addressHash)}::text[],
          ${views.map((view) => view.now)}::bigint[], ${views.map((view) => view.limits.perAddress)}::int[],
          ${views.map((view) => view.limits.burstMs)}::bigint[]) AS counted`.execute(db);
      return result.rows[0]?.counted ?? [];
    }),
  );
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
        const notice = notify?.(row.owner_id, row.purpose === 'invite' ? 'invite' : 'reset');
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
        // One statement touches a live session; a session deleted elsewhere (logout) is simply not found.
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

    reserveLoginAttempt: (keys, since, now) =>
      transaction(async (trx) => {
        // Every key's old attempts go, not only these keys', so the table never outgrows the longest window.
        await trx
          .deleteFrom('login_failures')
          .where('at', '<=', now - throttleRetentionMs)
          .execute();
        // One attempt at a time per key, across processes; locks in one order, so two never wait on each other.
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
          windows.push({
            count: row.n,
            oldest: row.n === 0 ? undefined : row.oldest,
            newest: row.n === 0 ? undefined : row.newest,
          });
        }
        if (keys.some((key, index) => windows[index] !== undefined && keyRefuses(key, windows[index], now))) {
          return { full: windows };
        }
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

    daySalt: (today) =>
      salts.salt(today, (day) =>
        run(async (db) => {
          const known = await db
            .selectFrom('view_salts')
            .select('salt')
            .where('day', '=', day)
            .executeTakeFirst();
          if (known !== undefined) return known.salt;
          return transaction(async (trx) => {
            await trx.deleteFrom('view_salts').where('day', '<>', day).execute();
            await trx.deleteFrom('view_visitors').where('day', '<>', day).execute();
            await trx.deleteFrom('view_sources').where('day', '<>', day).execute();
            // Another process may make the day's salt at the same moment: the first one stays.
            await trx
              .insertInto('view_salts')
              .values({ day, salt: randomBytes(32).toString('base64') })
              .onConflict((conflict) => conflict.column('day').doNothing())
              .execute();
            const row = await trx
              .selectFrom('view_salts')
              .select('salt')
              .where('day', '=', day)
              .executeTakeFirstOrThrow();
            return row.salt;
          });
        }),
      ),

    forgetViewDaysBefore: async (day) => {
      salts.forgetBefore(day);
      await transaction(async (trx) => {
        await trx.deleteFrom('view_salts').where('day', '<', day).execute();
        await trx.deleteFrom('view_visitors').where('day', '<', day).execute();
        await trx.deleteFrom('view_sources').where('day', '<', day).execute();
      });
    },

    countView: (propertyId, day, { visitorHash, addressHash }, now, limits) =>
      countViews({ propertyId, day, visitorHash, addressHash, now, limits }),

    viewCounts: (propertyId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('view_counts')
          .select(['day', 'views'])
          .where('property_id', '=', propertyId)
          .orderBy('day')
          .execute();
        return rows.map((row) => ({ date: row.day, views: row.views }));
      }),

    enquiries: (propertyId, kinds) =>
      run(async (db) => {
        if (kinds.length === 0) return [];
        const rows = await db
          .selectFrom('submissions')
          .select(['kind', 'body', 'created_at'])
          .where('kind', 'in', [...kinds])
          .where(sql<string>`body::jsonb ->> 'propertyId'`, '=', String(propertyId))
          .orderBy('created_at', 'desc')
          .execute();
        return rows.map((row) => ({
          kind: row.kind,
          createdAt: row.created_at,
          body: JSON.parse(row.body) as Record<string, unknown>,
        }));
      }),

    close() {
      void database.close();
    },
  };
}
