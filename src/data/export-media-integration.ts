import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parseVariantName } from '../domain/listing/image-variants';
import { isHiddenPath } from '../domain/routes/hidden-path';
import { insideDir } from '../domain/routes/inside-dir.mjs';
import { namedMediaFiles } from './check-pictures';
import { dataDir } from './data-dir';
import { publishImageVariants, variantFile } from './image-pipeline';
import { loadExport } from './load-export';
import { copyPublicMedia, ownerOnlyMedia } from './owner-only-media';

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
 * Publishes the export's media folder at /media, with the resized webp copies that pages list in their
 * srcset: the dev server serves the originals from DATA_DIR and makes a copy on its first request; the
 * build copies the folder into the static output and writes every copy, resized once per distinct file
 * and reused from .cache/images by the next build while the file is unchanged. Staff only replace data/.
 */
export function exportMedia(): AstroIntegration {
  let ownerOnly: ReadonlySet<string> | undefined;
  // Worked out once per server; an export that does not load hides nothing (its page errors say why).
  const privateDocuments = (): ReadonlySet<string> => {
    if (ownerOnly !== undefined) return ownerOnly;
    try {
      ownerOnly = ownerOnlyMedia(loadExport());
    } catch {
      ownerOnly = new Set();
    }
    return ownerOnly;
  };
  let cacheDir = join('.cache', 'images');
  return {
    name: 'export-media',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.root), '.cache', 'images');
      },
      'astro:server:setup': ({ server }) => {
        const root = join(dataDir(), 'media');
        server.middlewares.use('/media', (request, response, next) => {
          const relative = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
          const file = join(root, relative);
          // Refuse anything that climbs out of the media folder.
          if (!insideDir(root, file)) return next();
          const path = relative.replace(/^[/\\]+/, '').replaceAll(sep, '/');
          // As in the build, owners' private documents and hidden files (".DS_Store", ".git/") are not public.
          if (isHiddenPath(path) || privateDocuments().has(path)) return next();
          if (existsSync(file) && statSync(file).isFile()) {
            response.setHeader(
              'Content-Type',
              types[extname(file).toLowerCase()] ?? 'application/octet-stream',
            );
            createReadStream(file).pipe(response);
            return;
          }
          const variant = parseVariantName(basename(relative));
          if (variant === undefined) return next();
          // The stem is relative to the media folder: a leading slash would make it absolute.
          const stem = join(dirname(relative), variant.stem).replace(/^[/\\]+/, '');
          variantFile({ mediaDir: root, cacheDir }, { stem, width: variant.width })
            .then((cached) => {
              if (cached === undefined) return next();
              response.setHeader('Content-Type', 'image/webp');
              createReadStream(cached).pipe(response);
            })
            .catch(next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const source = join(dataDir(), 'media');
        if (!existsSync(source)) return;
        const target = join(fileURLToPath(dir), 'media');
        // A scale export links its media folder to the sample's: copy the files, not the link, or the
        // resized copies below would be written into the export itself.
        // exportCheck ran first, so the export loads; owners' private documents are not published.
        const model = loadExport();
        const leftOut = ownerOnlyMedia(model);
        await copyPublicMedia(source, target, leftOut);
        const started = performance.now();
        // A file that is no picture stops the build with its name, unless no page uses it (the export
        // check left it out with a warning).
        const named = namedMediaFiles(model);
        const report = await publishImageVariants({ mediaDir: source, outDir: target, cacheDir }, 2, (name) =>
          named.has(name),
        );
        for (const name of report.skipped) logger.warn(`${join(source, name)} is no picture: no copies made`);
        logger.info(
          `published ${source} at /media (${leftOut.size} owner-only documents left out) with ${report.published} resized copies of ${report.sources} pictures ` +
            `(${report.made} made, ${report.reused} reused from the cache) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
