// Records in a build's server folder the fingerprint of the source it was made from
// (scripts/publish/server-code.ts). A publish names the validated copy it leaves beside a release's
// export by the same fingerprint; a server starting on a release reads that copy instead of validating
// the export again only when the two agree, since the copy's model has the shape of the code that made
// it and the API that reads it is the build's (scripts/server/live-site.ts).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtFingerprintFile, sourceFingerprint } from '../publish/server-code.ts';

/** The Astro integration that writes `source-fingerprint.txt` into the server build folder. */
export function sourceFingerprintRecord(): AstroIntegration {
  let serverDir: string | undefined;
  let fingerprint: string | undefined;
  return {
    name: 'source-fingerprint',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      // Taken as the build starts, from the source it compiles (not in `astro dev`, which builds nothing).
      'astro:build:start': () => {
        fingerprint = sourceFingerprint();
      },
      'astro:build:done': () => {
        // A build without a server folder has no API to name.
        if (serverDir !== undefined && fingerprint !== undefined && existsSync(serverDir))
          writeFileSync(join(serverDir, builtFingerprintFile), `${fingerprint}\n`);
      },
    },
  };
}
