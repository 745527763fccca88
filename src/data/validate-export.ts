import * as v from 'valibot';
import { cleanExportHtml } from './clean-export-html';
import { colourWarnings } from './colour-warnings';
import { crossCheckExport, droppedReferences, type MediaFiles } from './cross-check-export';
import {
  type ExportedFiles,
  type ExportFileName,
  type ExportModel,
  exportFiles,
  toModel,
} from './export-model';
import type { ExportProblem } from './export-problem';
import { leaveOutMissing } from './leave-out-missing';
import type { ParsedJson } from './parse-json-file';
import { popupWarnings } from './popup-warnings';
import { schemaProblems } from './schema-problems';

/**
 * Each export file as read, before validation: its parsed JSON or why it does not parse, keyed by file
 * name; a missing key means the file is missing.
 */
export type RawExportFiles = Partial<Record<ExportFileName, ParsedJson>>;

/**
 * Either the typed model (with the warnings that do not stop a build) or every problem found (never
 * both, never only the first).
 */
export type ValidationResult =
  | {
      readonly model: ExportModel;
      readonly problems?: undefined;
      readonly warnings: readonly ExportProblem[];
    }
  | { readonly model?: undefined; readonly problems: readonly ExportProblem[] };

/** Parses, validates and cross-checks the export's files; `mediaFiles` lists the media folder's files. */
export function validateExport(files: RawExportFiles, mediaFiles: MediaFiles): ValidationResult {
  const problems: ExportProblem[] = [];
  const model: Record<string, unknown> = {};
  const exported: Record<string, unknown> = {};
  for (const [file, entry] of Object.entries(exportFiles)) {
    const { key, schema } = entry;
    const parsed = files[file as ExportFileName];
    if (parsed === undefined) {
      problems.push({ file, expected: 'the file to exist', got: 'nothing' });
      continue;
    }
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    if (parsed.checked !== undefined && parsed.checked.problems.length > 0) {
      problems.push(...parsed.checked.problems);
      continue;
    }
    // Records already checked as they were read need only the file's checks across records.
    const fileSchema = parsed.checked !== undefined && 'byRecord' in entry ? entry.byRecord.file : schema;
    const result = v.safeParse(fileSchema, parsed.value);
    if (result.success) {
      exported[file] = result.output;
      model[key] = toModel(file as ExportFileName, result.output as never);
    } else problems.push(...schemaProblems(file, parsed.value, result.issues));
  }
  // Cross-file checks need every file typed; a broken file would only add noise.
  if (problems.length > 0) return { problems };
  const typed = model as ExportModel;
  const validated = exported as ExportedFiles;
  const crossProblems = crossCheckExport(typed, mediaFiles, validated);
  if (crossProblems.length > 0) return { problems: crossProblems };
  // A missing picture or an owner's gone listing is left out with a warning; the publish's guard
  // refuses an export that lacks too many pictures.
  const dropped = droppedReferences(typed, mediaFiles, validated);
  // Pages render the model's HTML as it is: it is cleaned here, once, for every page and the server.
  const cleaned = cleanExportHtml(dropped.length > 0 ? leaveOutMissing(typed, mediaFiles) : typed);
  return {
    model: cleaned.model,
    warnings: [
      ...dropped,
      ...colourWarnings(validated['site.json']),
      ...popupWarnings(validated['site.json']),
      ...cleaned.warnings,
    ],
  };
}
