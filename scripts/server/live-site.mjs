// Which build and export answer a request. `npm start` follows the live release through its `current`
// link (scripts/server/release-paths.mjs), resolved for each request: after a publish or a rollback the next
// request gets the new release, while a request in flight keeps the folders it resolved (an open file
// reads on even if the link moves). A hashed asset or a picture missing from the live release is looked
// for in the releases still kept, so a page loaded just before a switch keeps its scripts and pictures.
// Given a build folder (tests, benchmarks, DIST_DIR), it serves that build and DATA_DIR's export only.
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { liveSite, releasesDir } from './release-paths.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * A build as the server answers from it.
 * @typedef {{
 *   distDir: string,
 *   clientDir: string,
 *   dataDir: string,
 *   routes: import('../../src/domain/not-found-routes').NotFoundRoutes,
 *   versions: Record<string, Record<string, string>>,
 *   headers: Record<string, string>,
 *   notFoundFiles: Set<string>,
 * }} Site
 */

/** Paths whose files stay valid across releases: hashed build assets and the export's pictures. */
export function isKeptAsset(pathname) {
  return pathname.startsWith('/_astro/') || pathname.startsWith('/media/');
}

/** The real path of a folder, or its absolute path when it does not exist. */
function realFolder(dir) {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}

/** Reads the tables the build wrote for the server (not-found routes, language versions, CSP). */
async function readSite(distDir, dataDir) {
  const clientDir = join(distDir, 'client');
  const routes = JSON.parse(await readFile(join(clientDir, 'not-found-routes.json'), 'utf8'));
  const versions = JSON.parse(await readFile(join(clientDir, 'language-versions.json'), 'utf8'));
  const siteJson = await readFile(join(dataDir, 'site.json'), 'utf8').catch(() => '{}');
  return {
    distDir,
    clientDir,
    dataDir,
    routes,
    versions,
    headers: securityHeaders({ tileUrl: JSON.parse(siteJson).MapTileUrl }),
    notFoundFiles: new Set(Object.values(routes.pages).flatMap((pages) => [pages.page, pages.property])),
  };
}

/**
 * The sites to answer from: `current()` for each request, and `assetRoots(site)` for a kept asset.
 * @param {{ distDir?: string }} [options] a build folder to serve instead of the live release
 */
export function siteResolver({ distDir } = {}) {
  const fixed =
    distDir === undefined
      ? undefined
      : { distDir: resolve(distDir), dataDir: resolve(process.env.DATA_DIR || 'data') };
  /** @type {Map<string, Promise<Site>>} the live site and the one before it, by real paths */
  const sites = new Map();

  return {
    /** Whether the server follows the live release (rather than one given build). */
    follows: fixed === undefined,

    /** The site of a request coming in now. @returns {Promise<Site>} */
    current() {
      const where = fixed ?? liveSite();
      const dist = realFolder(where.distDir);
      const data = realFolder(where.dataDir);
      const key = `${dist}\n${data}`;
      let site = sites.get(key);
      if (site === undefined) {
        site = readSite(dist, data);
        // A release that cannot be read (half deleted by hand) is tried again on the next request.
        site.catch(() => sites.delete(key));
        sites.set(key, site);
        for (const oldest of sites.keys()) {
          if (sites.size <= 2) break;
          sites.delete(oldest);
        }
      }
      return site;
    },

    /**
     * Where to look for a kept asset of `site`: its own client folder first, then those of the other
     * releases still on disk, newest first.
     * @param {Site} site
     */
    assetRoots(site) {
      if (fixed !== undefined) return [site.clientDir];
      const releases = releasesDir();
      const others = existsSync(releases)
        ? readdirSync(releases, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
            .map((entry) => join(releases, entry.name, 'dist', 'client'))
            .filter((client) => client !== site.clientDir && existsSync(client))
            .map((client) => ({ client, time: statSync(client).mtimeMs }))
            .sort((a, b) => b.time - a.time)
            .map(({ client }) => client)
        : [];
      return [site.clientDir, ...others];
    },
  };
}
