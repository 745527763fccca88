// The SQLite subscriptions, links and demands' alerts.
import { queueEmail } from '../outbox/sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row, text } from '../sqlite-rows';
import {
  type BuyerStore,
  type ConfirmedDemand,
  confirmedDemand,
  confirmedDemandBodiesSql,
  confirmedDemandsSql,
  type DemandStore,
  demandWants,
  redemption,
  type TokenOutcome,
  type TokenRow,
  tokenActionOf,
} from './contract';

const nullable = (row: Row, column: string) => (row[column] === null ? null : text(row, column));

/** The subscriptions, links and alerts of the SQLite database. */
export function sqliteDemands({ prepare, transaction }: SqliteDatabase): DemandStore {
  const tokenRow = (token: string): TokenRow | undefined => {
    const row = prepare(
      `SELECT t.purpose, t.subscription_id, t.email, t.locale, s.kind, s.status FROM tokens t
         LEFT JOIN subscriptions s ON s.id = t.subscription_id WHERE t.token = ?`,
    ).get(token) as Row | undefined;
    if (row === undefined) return undefined;
    return {
      purpose: text(row, 'purpose'),
      locale: text(row, 'locale'),
      subscriptionId: nullable(row, 'subscription_id'),
      email: nullable(row, 'email'),
      kind: nullable(row, 'kind'),
      status: nullable(row, 'status'),
    };
  };
  return {
    async redeemToken(token, now): Promise<TokenOutcome> {
      return transaction(() => {
        const row = tokenRow(token);
        if (row === undefined) return undefined;
        const { outcome, redemption: change } = redemption(row);
        if (change.change === 'confirm') {
          prepare(
            `UPDATE subscriptions SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ? AND status = 'pending'`,
          ).run(now, change.subscriptionId);
        } else if (change.change === 'end') {
          prepare(`UPDATE subscriptions SET status = 'unsubscribed' WHERE id = ?`).run(change.subscriptionId);
        } else if (change.change === 'end-address') {
          prepare(`UPDATE subscriptions SET status = 'unsubscribed' WHERE email = ?`).run(change.email);
          prepare('DELETE FROM tokens WHERE token = ?').run(token);
        }
        return outcome;
      });
    },

    async peekToken(token) {
      const row = tokenRow(token);
      return row === undefined ? undefined : tokenActionOf(row);
    },

    async confirmedDemands(): Promise<ConfirmedDemand[]> {
      const rows = prepare(confirmedDemandsSql).all() as Row[];
      return rows.map((row) =>
        confirmedDemand({
          id: text(row, 'id'),
          email: text(row, 'email'),
          locale: text(row, 'locale'),
          body: text(row, 'body'),
          token: text(row, 'token'),
        }),
      );
    },

    async alertedListings(demandId) {
      const rows = prepare('SELECT property_id FROM alerts_sent WHERE subscription_id = ?').all(
        demandId,
      ) as Row[];
      return rows.map((row) => number(row, 'property_id'));
    },

    async queueAlert(demandId, propertyIds, email, now) {
      transaction(() => {
        const record = prepare(
          'INSERT INTO alerts_sent (subscription_id, property_id, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        );
        let added = 0;
        for (const id of propertyIds) added += Number(record.run(demandId, id, now).changes);
        if (added > 0) queueEmail(prepare, demandId, email, now);
      });
    },
  };
}

/** The confirmed demands' wants of the SQLite database, for the owner portal. */
export function sqliteBuyers({ prepare }: SqliteDatabase): BuyerStore {
  return {
    async confirmedDemandWants() {
      const rows = prepare(confirmedDemandBodiesSql).all() as Row[];
      return rows.map((row) => demandWants(text(row, 'body')));
    },
  };
}
