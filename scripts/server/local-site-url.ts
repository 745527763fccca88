// Where e-mailed links lead when SITE_URL is not set. On a machine that serves the repository's sample
// site and has published no release (a fresh checkout tried with `npm start`), the local server: an
// invitation, a confirmation or a password link then opens on the server that made its token, not on
// the agency's public site, which knows nothing of it. Anywhere else, the export's SiteUrl (undefined
// here). `npm start` and the owner commands share this rule.
import { currentRelease } from './release-paths.ts';

/**
 * SITE_URL, else `http://localhost:<PORT>` on a local try-out (no release live, DATA_DIR not set), else
 * undefined (the export's SiteUrl applies).
 */
export function defaultSiteUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const set = env.SITE_URL?.trim();
  if (set) return set;
  if (env.DATA_DIR?.trim() || currentRelease() !== undefined) return undefined;
  return `http://localhost:${env.PORT?.trim() || '4321'}`;
}
