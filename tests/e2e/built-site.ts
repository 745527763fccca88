// Reads the built site from disk: every HTML page with its URL path, and whether a URL resolves to a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The static output of the build. */
export const clientDir = join(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');

/** A built page: its URL path and its HTML. */
export type BuiltPage = { readonly path: string; readonly file: string; readonly html: string };

/** Every HTML file of the build, as the URL path it is served at. */
export function builtPages(): BuiltPage[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const normalised = file.split('\\').join('/');
      const path = `/${normalised.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      return { path, file: normalised, html: readFileSync(join(clientDir, file), 'utf8') };
    });
}

/** Whether a site-relative URL (query and hash ignored) is served by a file of the build in `client`. */
export function resolvesIn(client: string, url: string): boolean {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  const candidate = join(client, pathname);
  if (existsSync(candidate) && statSync(candidate).isFile()) return true;
  return [join(candidate, 'index.html'), `${candidate.replace(/\/$/, '')}.html`].some((file) =>
    existsSync(file),
  );
}

/** Whether a site-relative URL is served by a file of the build under test. */
export function resolvesToFile(url: string): boolean {
  return resolvesIn(clientDir, url);
}

/** Every internal URL a page refers to: links, images, sources, srcset candidates, stylesheets, scripts. */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, attribute, value] of html.matchAll(/\s(href|src|srcset|poster|action)="([^"]*)"/g)) {
    const candidates =
      attribute === 'srcset'
        ? (value ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
        : [value ?? ''];
    for (const candidate of candidates) {
      if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/api/'))
        urls.push(candidate);
    }
  }
  return urls;
}
