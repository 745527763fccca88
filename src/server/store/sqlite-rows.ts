// Reading node:sqlite's rows: each column as the store expects it.
import type { SQLInputValue } from 'node:sqlite';

export type Row = Record<string, SQLInputValue>;

export const text = (row: Row | undefined, column: string): string => String(row?.[column] ?? '');
export const number = (row: Row | undefined, column: string): number => Number(row?.[column] ?? 0);

/** The uploaded files of submission rows (their file_path), for the caller to delete from disk. */
export const filesOf = (rows: readonly Row[]): string[] =>
  rows.flatMap((row) => (row['file_path'] === null ? [] : [text(row, 'file_path')]));
