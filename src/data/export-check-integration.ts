import type { AstroIntegration } from 'astro';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { loadExport } from './load-export';

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
