// Builds src/server/forms/cv-inspection.ts as a file of its own in the server build, `dist/server/cv-inspection.mjs`:
// the module starts itself as the CV check's worker thread by its own address (import.meta.url), which
// must be a file holding that module and what it imports, not a chunk shared with the rest of the server.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { serverBuildEntry } from '../http/server-build-entry';

/** The worker module's file name in the server build folder. */
export const cvInspectionFile = 'cv-inspection.mjs';

/** The Astro integration that emits the CV check's worker module as its own entry of the server build. */
export function cvInspection(): AstroIntegration {
  return serverBuildEntry(
    'cv-inspection',
    fileURLToPath(new URL('./cv-inspection.ts', import.meta.url)),
    cvInspectionFile,
  );
}
