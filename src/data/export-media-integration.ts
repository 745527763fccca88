import { createReadStream, existsSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dataDir } from './data-dir';

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/**
 * Publishes the export's media folder at /media: served from DATA_DIR by the dev server, and copied
 * into the static output by the build, so staff only ever replace data/.
 */
export function exportMedia(): AstroIntegration {
  return {
    name: 'export-media',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const root = join(dataDir(), 'media');
        server.middlewares.use('/media', (request, response, next) => {
          const relative = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
          const file = join(root, relative);
          // Refuse anything that climbs out of the media folder.
          if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
          response.setHeader(
            'Content-Type',
            types[extname(file).toLowerCase()] ?? 'application/octet-stream',
          );
          createReadStream(file).pipe(response);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const source = join(dataDir(), 'media');
        if (!existsSync(source)) return;
        await cp(source, join(fileURLToPath(dir), 'media'), { recursive: true });
        logger.info(`copied ${source} to /media`);
      },
    },
  };
}
