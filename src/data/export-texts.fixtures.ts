// Test glue: export files written as text in a test, read as the loader reads them (parsed once each).
import type { ExportFileName } from './export-model';
import { parseJsonFile } from './parse-json-file';
import type { RawExportFiles } from './validate-export';

/** Each file's text parsed, a syntax error kept as the file's problem, as readExportFiles gives them. */
export function parsedExportFiles(texts: Partial<Record<ExportFileName, string>>): RawExportFiles {
  return Object.fromEntries(
    Object.entries(texts).map(([file, text]) => [file, parseJsonFile(file, text)]),
  ) as RawExportFiles;
}
