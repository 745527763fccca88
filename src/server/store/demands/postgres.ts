// The PostgreSQL subscriptions, links and demands' alerts.
import { type Kysely, sql } from 'kysely';
import { queuePostgresEmail } from '../outbox/postgres';
import type { PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import {
  type BuyerStore,
  confirmedDemand,
  confirmedDemandBodiesSql,
  confirmedDemandsSql,
  type DemandStore,
  demandWants,
  redemption,
  type TokenRow,
  tokenActionOf,
} from './contract';

async function tokenRow(db: Kysely<PostgresSchema>, token: string): Promise<TokenRow | undefined> {
  const row = await db
    .selectFrom('tokens as t')
    .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
    .select(['t.purpose', 't.subscription_id', 't.email', 't.locale', 's.kind', 's.status'])
    .where('t.token', '=', token)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, subscriptionId: row.subscription_id };
}

/** The subscriptions, links and alerts of a PostgreSQL database. */
export function postgresDemands({ run, transaction }: PostgresDatabase): DemandStore {
  return {
    peekToken: (token) =>
      run(async (db) => {
        const row = await tokenRow(db, token);
        return row === undefined ? undefined : tokenActionOf(row);
      }),

    redeemToken: (token, now) =>
      transaction(async (trx) => {
        const row = await tokenRow(trx, token);
        if (row === undefined) return undefined;
        const { outcome, redemption: change } = redemption(row);
        if (change.change === 'confirm') {
          await trx
            .updateTable('subscriptions')
            .set((eb) => ({
              status: 'confirmed',
              confirmed_at: eb.fn.coalesce('confirmed_at', sql<number>`${now}::bigint`),
            }))
            .where('id', '=', change.subscriptionId)
            .where('status', '=', 'pending')
            .execute();
        } else if (change.change === 'end') {
          await trx
            .updateTable('subscriptions')
            .set({ status: 'unsubscribed' })
            .where('id', '=', change.subscriptionId)
            .execute();
        } else if (change.change === 'end-address') {
          await trx
            .updateTable('subscriptions')
            .set({ status: 'unsubscribed' })
            .where('email', '=', change.email)
            .execute();
          await trx.deleteFrom('tokens').where('token', '=', token).execute();
        }
        return outcome;
      }),

    confirmedDemands: () =>
      run(async (db) => {
        const { rows } = await sql
          .raw<{ id: string; email: string; locale: string; body: string; token: string }>(
            confirmedDemandsSql,
          )
          .execute(db);
        return rows.map(confirmedDemand);
      }),

    alertedListings: (demandId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('alerts_sent')
          .select('property_id')
          .where('subscription_id', '=', demandId)
          .execute();
        return rows.map((row) => row.property_id);
      }),

    queueAlert: async (demandId, propertyIds, email, now) => {
      await transaction(async (trx) => {
        if (propertyIds.length === 0) return;
        const added = await trx
          .insertInto('alerts_sent')
          .values(propertyIds.map((id) => ({ subscription_id: demandId, property_id: id, sent_at: now })))
          .onConflict((conflict) => conflict.columns(['subscription_id', 'property_id']).doNothing())
          .returning('property_id')
          .execute();
        if (added.length > 0) await queuePostgresEmail(trx, demandId, email, now);
      });
    },
  };
}

/** The confirmed demands' wants of a PostgreSQL database, for the owner portal. */
export function postgresBuyers({ run }: PostgresDatabase): BuyerStore {
  return {
    confirmedDemandWants: () =>
      run(async (db) => {
        const { rows } = await sql.raw<{ body: string }>(confirmedDemandBodiesSql).execute(db);
        return rows.map((row) => demandWants(row.body));
      }),
  };
}
