import type { ExportProblem } from './export-problem';
import { parseExportJson } from './export-text.mjs';

/**
 * The parsed value, or a problem naming the file and the line and column where the JSON breaks. A record
 * file may have been `checked` record by record as it was read (src/data/checked-records.ts).
 */
export type ParsedJson =
  | { readonly ok: true; readonly value: unknown; readonly checked?: RecordCheck }
  | { readonly ok: false; readonly problem: ExportProblem };

/**
 * A record file whose records were each checked against the file's record schema as they were read: the
 * value holds their checked form, and `problems` those of the records that failed (none kept then).
 */
export interface RecordCheck {
  readonly problems: readonly ExportProblem[];
}

/** Parses one export file; a syntax error becomes a problem with its line and column. */
export function parseJsonFile(file: string, text: string): ParsedJson {
  try {
    return { ok: true, value: parseExportJson(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = locate(message, text);
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return {
      ok: false,
      problem: { file, expected: `valid JSON (line ${line}, column ${column}: ${reason})` },
    };
  }
}

function locate(message: string, text: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  // Without a position the error is at the end of the text (e.g. "Unexpected end of JSON input").
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
