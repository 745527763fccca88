// The SQLite owner accounts and sessions; each write in `transaction`, so a full disk answers 503.
import { queueEmail } from '../outbox/sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row, text } from '../sqlite-rows';
import { type AccountStore, passwordTokenPurpose, sessionExpired } from './contract';

/** The owner accounts and sessions of the SQLite database. */
export function sqliteAccounts({ prepare, transaction }: SqliteDatabase): AccountStore {
  return {
    async passwordHash(ownerId) {
      const row = prepare('SELECT password_hash FROM owner_accounts WHERE owner_id = ?').get(ownerId) as
        | Row
        | undefined;
      return row === undefined ? undefined : text(row, 'password_hash');
    },

    async issuePasswordToken(token, email, now) {
      transaction(() => {
        // Spent and expired tokens serve no purpose: keep the table small.
        prepare('DELETE FROM owner_tokens WHERE expires_at < ? OR used_at IS NOT NULL').run(now);
        // Only the newest link of a kind works: an older one, forgotten in an inbox, is no way in.
        prepare('DELETE FROM owner_tokens WHERE owner_id = ? AND purpose = ?').run(
          token.ownerId,
          token.purpose,
        );
        prepare(
          'INSERT INTO owner_tokens (token_hash, owner_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        ).run(token.tokenHash, token.ownerId, token.purpose, now, token.expiresAt);
        queueEmail(prepare, null, email, now);
      });
    },

    async redeemPasswordToken(tokenHash, passwordHash, now, notify) {
      return transaction(() => {
        const row = prepare(
          'SELECT owner_id, purpose FROM owner_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        ).get(tokenHash, now) as Row | undefined;
        if (row === undefined) return undefined;
        const ownerId = number(row, 'owner_id');
        const notice = notify?.(ownerId, passwordTokenPurpose(row['purpose']));
        if (notice !== undefined) queueEmail(prepare, null, notice, now);
        prepare('UPDATE owner_tokens SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
        // The password changed: every other link the owner was sent (reset or invitation) ends with it.
        prepare('DELETE FROM owner_tokens WHERE owner_id = ? AND token_hash <> ?').run(ownerId, tokenHash);
        prepare(
          `INSERT INTO owner_accounts (owner_id, password_hash, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (owner_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
        ).run(ownerId, passwordHash, now);
        prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(ownerId);
        return ownerId;
      });
    },

    async startSession(tokenHash, ownerId, now, notification) {
      transaction(() => {
        prepare(
          'INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
        ).run(tokenHash, ownerId, now, now);
        queueEmail(prepare, null, notification, now);
      });
    },

    async sessionOwner(tokenHash, now, limits) {
      const row = prepare(
        'SELECT owner_id, created_at, last_seen_at FROM owner_sessions WHERE token_hash = ?',
      ).get(tokenHash) as Row | undefined;
      if (row === undefined) return undefined;
      const session = { createdAt: number(row, 'created_at'), lastSeenAt: number(row, 'last_seen_at') };
      if (sessionExpired(session, now, limits)) {
        transaction(() => prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(tokenHash));
        return undefined;
      }
      transaction(() =>
        prepare('UPDATE owner_sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE token_hash = ?').run(
          now,
          tokenHash,
        ),
      );
      return number(row, 'owner_id');
    },

    async endSession(tokenHash) {
      transaction(() => prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(tokenHash));
    },
  };
}
