// The SQLite held posts: read by their link's token hash, confirmed once, purged when never confirmed.
import type { StatementSync } from 'node:sqlite';
import type { NewEmail } from '../outbox/contract';
import { queueEmail } from '../outbox/sqlite';
import { removeSubmission } from '../purge/sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { filesOf, number, type Row, text } from '../sqlite-rows';
import { book, placesTaken } from '../submissions/sqlite';
import {
  confirmationStart,
  type HeldConfirmation,
  type HeldRow,
  type HeldStore,
  heldState,
  slotRefusal,
} from './contract';

type Prepare = (sql: string) => StatementSync;

function heldRow(prepare: Prepare, tokenHash: string) {
  const row = prepare(
    `SELECT h.submission_id, h.emails, h.expires_at, h.confirmed_at, h.booking, s.kind, s.locale FROM held_submissions h
       JOIN submissions s ON s.id = h.submission_id WHERE h.token_hash = ?`,
  ).get(tokenHash) as Row | undefined;
  if (row === undefined) return undefined;
  const held: HeldRow = {
    confirmedAt: row['confirmed_at'] === null ? null : number(row, 'confirmed_at'),
    expiresAt: number(row, 'expires_at'),
    kind: text(row, 'kind'),
    locale: text(row, 'locale'),
  };
  const booking = row['booking'] === null ? null : text(row, 'booking');
  return { ...held, submissionId: text(row, 'submission_id'), emails: text(row, 'emails'), booking };
}

/** Deletes a submission and the e-mails queued with it, inside the caller's transaction. */
function dropSubmission(prepare: Prepare, id: string) {
  prepare('DELETE FROM outbox WHERE submission_id = ?').run(id);
  removeSubmission(prepare, id);
}

/** The held posts of the SQLite database. */
export function sqliteHeld({ prepare, write }: SqliteDatabase): HeldStore {
  return {
    async heldSubmission(tokenHash, now) {
      const row = heldRow(prepare, tokenHash);
      return row === undefined ? undefined : heldState(row, now);
    },

    async confirmHeldSubmission(tokenHash, now) {
      return write((): HeldConfirmation => {
        const row = heldRow(prepare, tokenHash);
        if (row === undefined) return undefined;
        const start = confirmationStart(row, now);
        if ('answer' in start) return start.answer;
        const { about, booking } = start;
        // A slot that filled up or began meanwhile: the post and its e-mails are deleted, and the
        // visitor's page says why.
        if (booking !== undefined) {
          const slot = slotRefusal(booking, now, placesTaken(prepare, booking));
          if (slot !== undefined) {
            dropSubmission(prepare, row.submissionId);
            return { outcome: slot, ...about };
          }
        }
        // The held copy of the e-mails goes as they are queued: the outbox is their one home now.
        const marked = prepare(
          `UPDATE held_submissions SET confirmed_at = ?, emails = '[]' WHERE token_hash = ? AND confirmed_at IS NULL`,
        ).run(now, tokenHash);
        if (marked.changes === 0) return { outcome: 'already', ...about };
        if (booking !== undefined) book(prepare, row.submissionId, booking);
        for (const email of JSON.parse(row.emails) as NewEmail[]) {
          queueEmail(prepare, row.submissionId, email, now);
        }
        return { outcome: 'confirmed', ...about };
      });
    },

    async purgeUnconfirmed(now) {
      return write(() => {
        const old = prepare(
          `SELECT s.id, s.file_path FROM held_submissions h JOIN submissions s ON s.id = h.submission_id
             WHERE h.confirmed_at IS NULL AND h.expires_at <= ?`,
        ).all(now) as Row[];
        for (const row of old) dropSubmission(prepare, text(row, 'id'));
        return { submissions: old.length, files: filesOf(old) };
      });
    },
  };
}
