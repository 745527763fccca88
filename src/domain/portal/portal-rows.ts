// The rows of the owner portal's lists (visits, communications, online media, documents) as the
// island shows them: newest first, dates in the page's language, empty fields as empty strings.
import type { PortalRowAnswer } from '../../schemas/owner-answers';
import { formatDate } from '../values/dates';

/** The columns every list shows, in order. */
export const portalColumns = ['date', 'type', 'contact', 'subject', 'comment', 'status'] as const;

/** One of the list columns. */
export type PortalColumn = (typeof portalColumns)[number];

/** A row as the API sends it (src/schemas/owner-answers.ts); a field left out reads as ''. */
export type PortalRowInput = Pick<PortalRowAnswer, 'date'> & Partial<PortalRowAnswer>;

/** A row ready to show: each column's text, the machine-readable date, the document link if any. */
export interface PortalRow {
  /** Stable within one list, for React. */
  readonly key: string;
  /** The ISO date for a `<time datetime>`, '' when the row has none that is valid. */
  readonly dateTime: string;
  readonly cells: Readonly<Record<PortalColumn, string>>;
  readonly document?: { readonly name: string; readonly url: string };
}

const text = (value: string | undefined) => (typeof value === 'string' ? value.trim() : '');

function instant(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Turns the API's rows into rows to show, newest first (rows without a valid date last, in their
 * order), each date written day-month-year in the language `tag`.
 */
export function portalRows(rows: readonly PortalRowInput[], tag: string): PortalRow[] {
  return rows
    .map((row, index) => ({ row, index, time: instant(row.date) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ row, index }) => {
      const url = text(row.downloadUrl);
      const date = formatDate(row.date, tag);
      return {
        key: `${index}-${row.date}`,
        dateTime: date === '' ? '' : row.date,
        cells: {
          date,
          type: text(row.type),
          contact: text(row.contact),
          subject: text(row.subject),
          comment: text(row.comment),
          status: text(row.status),
        },
        // Named after its subject, in the words the agency gave it ("Grondplan"), else its file's name:
        // "floor-plan-sample.pdf downloaden" read as a technical leftover to an owner.
        ...(url === '' ? {} : { document: { name: text(row.subject) || text(row.name) || url, url } }),
      };
    });
}

/**
 * The columns a list shows: the date, and each other column that at least one of its rows fills (the
 * CRM leaves a visit's subject empty, say), so no list carries a column of blanks.
 */
export function filledColumns(rows: readonly PortalRow[]): PortalColumn[] {
  return portalColumns.filter((column) => column === 'date' || rows.some((row) => row.cells[column] !== ''));
}
