// Which build and export answer a request. `npm start` follows the live release through its `current`
// link (scripts/server/release-paths.ts), resolved for each request: after a publish or a rollback new
// requests get the new release, while a request in flight keeps the folders it resolved (an open file
// reads on even if the link moves). A release a publish left with its validated export (beside its
// data/) is made ready aside first: its export is read into memory for the API while requests still
// get the release before it, so no request waits for an export to load (2 s at 1,000 listings to
// validate; its validated copy loads in a fiftieth of that). A hashed asset or a picture missing from
// the live release is looked for in the releases still kept, so a page loaded just before a switch keeps
// its scripts and pictures. The site the server starts on is read with its validated copy too, when its
// build was made by the code that made the copy (the build names it: server-code.ts). Given a build
// folder (tests, benchmarks, DIST_DIR), it serves that build and DATA_DIR's export only.
import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseExportJson } from '../../src/data/export-text.mjs';
import {
  keepExport,
  keptExport,
  readValidatedCopy,
  validatedCopyCode,
} from '../../src/data/kept-exports.mjs';
import { versionsByPath } from '../../src/domain/routes/language-versions.ts';
import { builtFingerprint } from '../publish/server-code.ts';
import type { ServedRoutes } from './not-found-target.ts';
import { liveSite, releasesDir } from './release-paths.ts';
import { securityHeaders } from './security-headers.ts';

/** A build as the server answers from it. */
export interface Site {
  distDir: string;
  clientDir: string;
  dataDir: string;
  routes: ServedRoutes;
  versions: Record<string, Record<string, string>>;
  headers: Record<string, string>;
  notFoundFiles: Set<string>;
}

/** The sites to answer from (siteResolver). */
export interface SiteResolver {
  /** Whether the server follows the live release (rather than one given build). */
  readonly follows: boolean;
  /** The site of a request coming in now. */
  current(): Promise<Site>;
  /** Where to look for a kept asset of `site`. */
  assetRoots(site: Site): string[];
}

/** Paths whose files stay valid across releases: hashed build assets and the export's pictures. */
export function isKeptAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || pathname.startsWith('/media/');
}

/** The real path of a folder, or its absolute path when it does not exist. */
function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}

/**
 * The real folders of the live release: the `current` link read with one system call per request (a
 * release folder is never itself a link), else those of dist/ and DATA_DIR's export.
 */
function liveFolders(link: string): { dist: string; data: string } {
  const releases = releasesDir();
  try {
    const release = resolve(releases, readlinkSync(join(releases, link)));
    if (existsSync(release)) return { dist: join(release, 'dist'), data: join(release, 'data') };
  } catch {
    // No release published yet.
  }
  const { distDir, dataDir } = liveSite();
  return { dist: realFolder(distDir), data: realFolder(dataDir) };
}

/** Reads the tables the build wrote for the server (not-found routes, language versions, CSP). */
async function readSite(distDir: string, dataDir: string): Promise<Site> {
  const clientDir = join(distDir, 'client');
  const routes: ServedRoutes = JSON.parse(await readFile(join(clientDir, 'not-found-routes.json'), 'utf8'));
  const versions = versionsByPath(
    JSON.parse(await readFile(join(clientDir, 'language-versions.json'), 'utf8')),
  );
  const siteJson = await readFile(join(dataDir, 'site.json'), 'utf8').catch(() => '{}');
  return {
    distDir,
    clientDir,
    dataDir,
    routes,
    versions,
    headers: securityHeaders({
      tileUrl: (parseExportJson(siteJson) as { MapTileUrl?: string }).MapTileUrl,
    }),
    notFoundFiles: new Set(Object.values(routes.pages).flatMap((pages) => [pages.page, pages.property])),
  };
}

/** Which release a server follows: the link it reads, and whether a new one is made ready aside. */
export interface Following {
  /** The link in the releases folder: `current`, or the release checker's (check-release.ts). */
  readonly link: string;
  /**
   * Whether requests keep the release before until the new one's export is loaded (a live server: no
   * visitor waits), or get the new one at once (a check must be answered by the release it checks).
   */
  readonly aside: boolean;
}

const live: Following = { link: 'current', aside: true };

/** A site with its validated export (made by the code this process runs) loaded for the API. */
async function readReady(dist: string, data: string, code: string): Promise<Site> {
  const site = await readSite(dist, data);
  if (keptExport(data) === undefined) keepExport(data, await readValidatedCopy(data, code));
  return site;
}

/**
 * The first site with its validated export; if the copy cannot be read (damaged by hand), without it:
 * its export is then validated on first use, and the server still starts.
 */
async function readFirst(dist: string, data: string, code: string): Promise<Site> {
  try {
    return await readReady(dist, data, code);
  } catch (error) {
    console.error(
      `The validated export beside ${data} could not be read, the export is validated instead: ${error}`,
    );
    return readSite(dist, data);
  }
}

/**
 * The sites to answer from: `current()` for each request, and `assetRoots(site)` for a kept asset.
 * `distDir`: a build folder to serve instead of the live release; else `following` says which release.
 */
export function siteResolver({
  distDir,
  following = live,
}: {
  distDir?: string | undefined;
  following?: Following;
} = {}): SiteResolver {
  // A given build does not move: its real folders are found once.
  const fixed =
    distDir === undefined
      ? undefined
      : { dist: realFolder(distDir), data: realFolder(process.env.DATA_DIR || 'data') };
  /** The site requests get. */
  let ready: { key: string; site: Promise<Site> } | undefined;
  /** The key of the site being made ready aside. */
  let preparing: string | undefined;
  /**
   * The fingerprint of the code this process runs: that of the first site's validated export (the API
   * is loaded from the first site's build), undefined for a build without one.
   */
  let runningCode: string | undefined;

  /** Makes `site` the one requests get; one that cannot be read (half deleted by hand) is tried again. */
  const use = (key: string, site: Promise<Site>): Promise<Site> => {
    const entry = { key, site };
    ready = entry;
    site.catch(() => {
      if (ready === entry) ready = undefined;
    });
    return site;
  };

  /**
   * Reads the site and its validated export (made by the code this process runs) aside, then switches
   * requests to it.
   */
  const prepare = (key: string, dist: string, data: string, code: string): void => {
    preparing = key;
    readReady(dist, data, code).then(
      (site) => {
        if (preparing !== key) return;
        preparing = undefined;
        use(key, Promise.resolve(site));
      },
      (error) => {
        if (preparing !== key) return;
        preparing = undefined;
        // Switched to as a release without a validated copy: its export is validated on first use.
        console.error(`The live release ${dist} could not be made ready aside: ${error}`);
        use(key, readSite(dist, data));
      },
    );
  };

  return {
    follows: fixed === undefined,

    current() {
      const { dist, data } = fixed ?? liveFolders(following.link);
      const key = `${dist}\n${data}`;
      if (ready?.key === key) {
        // Switched back before the other release was ready (a quick rollback): that one is dropped.
        preparing = undefined;
        return ready.site;
      }
      const code = validatedCopyCode(data);
      if (ready === undefined) {
        // The first site: the API is loaded from its build, so the code this process runs is the one that
        // build was made from. Its export is read from its validated copy when that code made the copy
        // (validating 100,000 listings again took 83 s, during which nothing was answered), else
        // validated on first use. A build that does not name its code (made before builds did) is taken
        // to run the code of its copy, as then.
        const built = builtFingerprint(dist);
        if (fixed === undefined) runningCode ??= built ?? code;
        preparing = undefined;
        return use(
          key,
          code !== undefined && code === built ? readFirst(dist, data, code) : readSite(dist, data),
        );
      }
      // A release without a validated export of this code (another version's model may differ):
      // switched to at once, its export validated on first use.
      if (code === undefined || code !== runningCode) {
        preparing = undefined;
        return use(key, readSite(dist, data));
      }
      if (!following.aside) {
        preparing = undefined;
        return use(key, readReady(dist, data, code));
      }
      if (preparing !== key) prepare(key, dist, data, code);
      return ready.site;
    },

    /**
     * Where to look for a kept asset of `site`: its own client folder first, then those of the other
     * releases still on disk, newest first.
     */
    assetRoots(site) {
      if (fixed !== undefined) return [site.clientDir];
      const releases = releasesDir();
      const others = existsSync(releases)
        ? readdirSync(releases, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
            .map((entry) => join(releases, entry.name, 'dist', 'client'))
            .filter((client) => client !== site.clientDir)
            // One stat per folder, missing or not: a publish may be pruning one right now.
            .map((client) => ({ client, time: statSync(client, { throwIfNoEntry: false })?.mtimeMs }))
            .filter(({ time }) => time !== undefined)
            .sort((a, b) => Number(b.time) - Number(a.time))
            .map(({ client }) => client)
        : [];
      return [site.clientDir, ...others];
    },
  };
}
