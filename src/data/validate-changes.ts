// Validates a change of a few records (src/domain/publish/record-changes.ts) against the export it
// applies to, already validated, instead of validating the whole export again: at 10,000 listings the
// schema alone spends seconds on the 40,000 records that did not change. The changed listings and
// projects go through the same steps as in validate-export.ts (the schema, the cross-file checks, the
// missing media left out, the HTML cleaned) with the rest of the export as context, and take their places
// in the model; an owner whose listing was removed loses it as a full validation would have it.
// validate-changes.test.ts holds the model made this way equal to the whole export's validation.
import * as v from 'valibot';
import type { RecordChanges } from '../domain/publish/record-changes';
import { cleanExportHtml } from './clean-export-html';
import { crossCheckExport, droppedReferences, type MediaFiles } from './cross-check-export';
import { type ExportedFiles, type ExportModel, exportFiles, toModel } from './export-model';
import type { ExportProblem } from './export-problem';
import { leaveOutMissing, ownersWithoutGoneListings } from './leave-out-missing';
import { schemaProblems } from './schema-problems';
import type { ValidationResult } from './validate-export';

type Changed = Pick<ExportModel, 'properties' | 'projects'>;

/** The model of `live` (validated) once `changes` are applied, or the changes' problems. */
export function validateChanges(
  live: ExportModel,
  changes: RecordChanges,
  mediaFiles: MediaFiles,
): ValidationResult {
  const typed = typedChanges(changes);
  if ('problems' in typed) return { problems: typed.problems };
  // The changed records alone, in the export's context: the files they refer to are the live ones.
  const changedOnly: ExportModel = { ...live, ...typed.changed };
  const exported = {
    'properties.json': typed.changed.properties,
    'projects.json': typed.changed.projects,
    'menu.json': [],
  } as unknown as ExportedFiles;
  const crossProblems = crossCheckExport(changedOnly, mediaFiles, exported);
  if (crossProblems.length > 0) return { problems: crossProblems };
  const properties = replaced(live.properties, typed.changed.properties, changes.removed.properties);
  const dropped = droppedReferences({ ...changedOnly, properties }, mediaFiles, exported);
  const kept = dropped.length > 0 ? leaveOutMissing({ ...changedOnly, owners: [] }, mediaFiles) : changedOnly;
  const cleaned = cleanExportHtml(kept);
  const isChanged = (problem: ExportProblem) =>
    problem.file === 'properties.json' || problem.file === 'projects.json';
  return {
    model: {
      ...live,
      properties: replaced(live.properties, cleaned.model.properties, changes.removed.properties),
      projects: replaced(live.projects, cleaned.model.projects, changes.removed.projects),
      owners: ownersWithoutGoneListings(live.owners, new Set(properties.map(({ ID }) => ID))),
    },
    warnings: [...dropped, ...cleaned.warnings.filter(isChanged)],
  };
}

/** The changed records through their files' schemas: the listings and projects they make, or problems. */
function typedChanges(changes: RecordChanges): { changed: Changed } | { problems: ExportProblem[] } {
  const problems: ExportProblem[] = [];
  const properties = v.safeParse(exportFiles['properties.json'].schema, changes.records.properties);
  if (!properties.success)
    problems.push(...schemaProblems('properties.json', changes.records.properties, properties.issues));
  const projects = v.safeParse(exportFiles['projects.json'].schema, changes.records.projects);
  if (!projects.success)
    problems.push(...schemaProblems('projects.json', changes.records.projects, projects.issues));
  if (!properties.success || !projects.success) return { problems };
  return {
    changed: {
      properties: toModel('properties.json', properties.output),
      projects: toModel('projects.json', projects.output),
    },
  };
}

/**
 * `list` with each item of `changed` in the place of the item with its ID (new IDs last, in their order)
 * and the `removed` IDs left out: the order a whole validation gives the export the change makes.
 */
function replaced<T extends { readonly ID: number }>(
  list: readonly T[],
  changed: readonly T[],
  removed: readonly number[],
): T[] {
  const byId = new Map(changed.map((item) => [item.ID, item]));
  const gone = new Set(removed);
  const result = list.flatMap((item) => (gone.has(item.ID) ? [] : [byId.get(item.ID) ?? item]));
  const present = new Set(list.map(({ ID }) => ID));
  return [...result, ...changed.filter(({ ID }) => !present.has(ID))];
}
