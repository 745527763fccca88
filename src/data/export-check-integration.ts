import { readFileSync } from 'node:fs';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { checkPictures } from './check-pictures';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import type { ExportModel } from './export-model';
import { formatProblem } from './export-problem';
import { decodeValidatedCopy, keepExport } from './kept-exports.mjs';
import { readExportFiles, readMediaFiles } from './load-export';
import { releaseGarbage } from './release-garbage';
import { validateExport } from './validate-export';

/**
 * The validated export a publish hands its build (VALIDATED_EXPORT, set by scripts/publish/build-release.ts):
 * the model the publish validated from this very folder with this very code, read in a second instead of
 * validated again (parsing and checking 10,000 listings takes ten). Undefined for any other build.
 */
function handedExport(): ExportModel | undefined {
  // biome-ignore lint/complexity/useLiteralKeys: tsconfig's noPropertyAccessFromIndexSignature requires brackets on process.env.
  const path = process.env['VALIDATED_EXPORT'];
  if (path === undefined || path.trim() === '') return undefined;
  return decodeValidatedCopy(readFileSync(path));
}

/**
 * The export of DATA_DIR validated and its pictures checked, its warnings printed; throws, every problem
 * printed, when it has any.
 */
async function checkedExport(logger: AstroIntegrationLogger): Promise<ExportModel> {
  const files = readExportFiles(dataDir());
  const media = readMediaFiles(dataDir());
  const result = validateExport(files, media);
  // The pictures are decoded only once the texts are valid (validateExport reads no file).
  const pictures = result.problems ? undefined : await checkPictures(dataDir(), files, result.model, media);
  if (result.problems || pictures?.problems || pictures?.model === undefined) {
    const error = new ExportError(result.problems ?? pictures?.problems ?? [], dataDir());
    logger.error(error.message);
    throw new Error(
      `The export in ${dataDir()} has ${error.problems.length} problem(s); fix them and build again (npm run check:data lists them).`,
    );
  }
  // Warnings do not stop the build (the pages fall back to readable colours), but staff see them.
  for (const warning of [...result.warnings, ...pictures.warnings])
    logger.warn(formatProblem(warning, dataDir()));
  return pictures.model;
}

/**
 * Validates the export before Astro builds anything, so a broken export stops the build with every
 * problem listed and nothing is written (the previous dist/ stays as it was). The validated model is
 * kept (src/data/kept-exports.mjs), so the pages read it without validating the export again.
 */
export function exportCheck(): AstroIntegration {
  return {
    name: 'export-check',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        // The publish printed the warnings when it validated the export it hands over.
        keepExport(dataDir(), handedExport() ?? (await checkedExport(logger)));
        // The records as read and the check's own work are garbage now that only the model is kept.
        releaseGarbage();
      },
    },
  };
}
