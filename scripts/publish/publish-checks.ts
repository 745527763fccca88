// The checks of an export a publish makes before it builds: the export is valid and its pictures are
// pictures (never publishable otherwise), and against the live export the guards hold (or a person
// accepted what trips them); then the change report between the two.
import { realpathSync } from 'node:fs';
import { checkPictures } from '../../src/data/check-pictures';
import type { ExportModel } from '../../src/data/export-model';
import { formatProblem, formatProblems } from '../../src/data/export-problem';
import { exportFigures, exportSnapshot } from '../../src/data/export-snapshot';
import {
  keepExport,
  keptExport,
  readValidatedCopy,
  validatedCopyCode,
} from '../../src/data/kept-exports.mjs';
import { loadExport, readExportFiles, readMediaFiles } from '../../src/data/load-export';
import { mediaCoverage } from '../../src/data/media-coverage';
import { type RawExportFiles, validateExport } from '../../src/data/validate-export';
import { type ChangeReport, compareExports } from '../../src/domain/publish/export-changes';
import { describeRefusal, guardRefusals, mediaRefusal } from '../../src/domain/publish/publish-guards';
import type { PublishOptions } from './publish-export';
import type { ChangeValidation } from './warm/record-memory';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A publish refused, with what to do about it. */
export interface Refusal {
  readonly kind: 'refused';
  readonly reasons: readonly string[];
  readonly hint: string;
}

/** How a warm publisher reads an export and validates it as a change of the live one (record-memory.ts). */
export interface WarmChecks {
  readonly read?: (dataDir: string) => RawExportFiles;
  readonly asChange?: ChangeValidation | undefined;
}

/** The export of the new release as validated, with its pictures' sizes, or why it cannot be published. */
export async function validateRelease(
  dataDir: string,
  source: string,
  options: PublishOptions,
  { asChange, read = readExportFiles }: WarmChecks = {},
): Promise<Refusal | { readonly model: ExportModel; readonly coverage: ReturnType<typeof mediaCoverage> }> {
  const started = performance.now();
  const files = read(dataDir);
  const media = readMediaFiles(dataDir);
  const coverage = mediaCoverage(files, media);
  const readSeconds = seconds(started);
  // A warm publisher's export that changed only listings or projects: those alone are validated, in the
  // live export's context (the same model, warnings and problems as a whole validation).
  const compared = performance.now();
  const change = asChange?.(files, media);
  if (change !== undefined)
    options.log(
      `Validated only what changed (${counted(change.listings, 'listing')}, ${counted(change.projects, 'project')}) in ${seconds(compared)} s, the export read in ${readSeconds} s; the rest is the live export's.`,
    );
  const result = change?.result ?? validateExport(files, media);
  if (result.problems) {
    const lost = mediaRefusal(coverage.named, coverage.missing, options.limits.maxMissingMediaPercent);
    return {
      kind: 'refused',
      reasons: [...(lost ? [describeRefusal(lost)] : []), formatProblems(result.problems, source)],
      hint: 'The export is not valid (the check of `npm run check:data`); --accept cannot publish it: fix the export or ask the CRM for a new one.',
    };
  }
  // The pictures themselves, decoded: the model then states their published sizes.
  const pictures = await checkPictures(dataDir, files, result.model, media);
  if (pictures.problems) {
    return {
      kind: 'refused',
      reasons: [formatProblems(pictures.problems, source)],
      hint: 'The export names a file that is no picture (the check of `npm run check:data`); --accept cannot publish it: fix the export or ask the CRM for a new one.',
    };
  }
  for (const warning of [...result.warnings, ...pictures.warnings])
    options.log(`Warning: ${formatProblem(warning, source)}`);
  return { model: pictures.model, coverage };
}

/** The seconds since `start` (performance.now()), to a hundredth, for the publish's log. */
const seconds = (start: number): string => ((performance.now() - start) / 1000).toFixed(2);

/** The live export, from its validated copy when this code left one; undefined when none is live. */
export async function loadLive(dir: string, code: string): Promise<ExportModel | undefined> {
  try {
    // By its real folder: `current/data` names another export after each switch (the watcher publishes
    // many in one process). A watcher keeps the model of the release it made last (and the warm renderer
    // the one it started from): the listings a change leaves alone stay those objects, and what the
    // renderer worked out from them is found again (src/domain/memo/per-object.ts).
    const real = realpathSync(dir);
    const kept = keptExport(real);
    if (kept !== undefined) return kept;
    // A release published by this code left its validated export beside its data: read in a second what
    // validating again would take ten for (10,000 listings).
    // A copy that cannot be read (cut short by a full disk) is validated again instead.
    const model =
      validatedCopyCode(dir) === code ? await readValidatedCopy(dir, code).catch(() => undefined) : undefined;
    if (model !== undefined) {
      keepExport(real, model);
      return model;
    }
    return loadExport(real);
  } catch {
    return undefined; // no live export (a fresh install): nothing to compare with or fall from
  }
}

const emptySnapshot = { listings: [], projects: [], pages: [] };

/**
 * The guards between the live export and the new one: the refusal when one trips and no person
 * accepted it, else the reasons accepted and the change report.
 */
export function guardExport(
  liveModel: ExportModel | undefined,
  model: ExportModel,
  coverage: ReturnType<typeof mediaCoverage>,
  source: string,
  options: PublishOptions,
): Refusal | { readonly accepted: readonly string[]; readonly report: ChangeReport } {
  const before = liveModel ? exportFigures(liveModel) : undefined;
  const after = exportFigures(model);
  const refusals = guardRefusals(
    {
      listingsBefore: before?.listings,
      listingsAfter: after.listings,
      mediaNamed: coverage.named,
      mediaMissing: coverage.missing,
      languagesBefore: before?.languages ?? [],
      languagesAfter: after.languages,
    },
    options.limits,
  );
  const reasons = refusals.map(describeRefusal);
  if (reasons.length > 0 && !options.accept)
    return {
      kind: 'refused',
      reasons,
      hint: `If a person has looked and the export is right, publish it anyway with: npm run publish -- ${source} --accept`,
    };
  for (const reason of reasons) options.log(`Accepted by --accept: ${reason}`);
  const locale = model.site.DefaultLanguage;
  const report = compareExports(
    liveModel ? exportSnapshot(liveModel, locale) : emptySnapshot,
    exportSnapshot(model, locale),
  );
  return { accepted: reasons, report };
}
