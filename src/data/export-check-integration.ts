import type { AstroIntegration } from 'astro';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { formatProblem } from './export-problem';
import { loadExport, readExportFiles, readMediaFiles } from './load-export';
import { validateExport } from './validate-export';

/**
 * Validates the export before Astro builds anything, so a broken export stops the build with every
 * problem listed and nothing is written (the previous dist/ stays as it was).
 */
export function exportCheck(): AstroIntegration {
  return {
    name: 'export-check',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        try {
          loadExport();
          // Warnings do not stop the build (the pages fall back to readable colours), but staff see them.
          const result = validateExport(readExportFiles(dataDir()), readMediaFiles(dataDir()));
          const warnings = result.problems === undefined ? result.warnings : [];
          for (const warning of warnings) logger.warn(formatProblem(warning, dataDir()));
        } catch (error) {
          if (!(error instanceof ExportError)) throw error;
          logger.error(error.message);
          throw new Error(
            `The export in ${dataDir()} has ${error.problems.length} problem(s); fix them and build again (npm run check:data lists them).`,
          );
        }
      },
    },
  };
}
