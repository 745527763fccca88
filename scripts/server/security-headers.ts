// The security headers `npm start` sends with every answer. The Content-Security-Policy allows only
// this site, plus what the visitor consented to (Google Tag Manager / Analytics / Ads and the Meta
// pixel), the video and 3D-tour players a visitor opens, and the map tiles of site.MapTileUrl.
// Scripts allow 'unsafe-inline': Astro inlines its island loader and the pages' small scripts, and the
// tag manager injects inline tags, which per-build hashes could not cover.

import { tourHosts } from '../../src/domain/listing/tour-hosts.mjs';

/**
 * The headers for every answer; `tileUrl` is the export's MapTileUrl template.
 */
export function securityHeaders({ tileUrl }: { tileUrl?: string | undefined } = {}): Record<string, string> {
  let tiles = '';
  try {
    if (tileUrl) tiles = new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    tiles = '';
  }
  const tags = 'https://www.googletagmanager.com https://*.googletagmanager.com';
  const analytics =
    'https://*.google-analytics.com https://*.analytics.google.com https://*.g.doubleclick.net';
  const pixel = 'https://connect.facebook.net https://www.facebook.com';
  const players = [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://www.facebook.com',
    ...tourHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]),
  ].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${tags} ${pixel}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles} ${tags} ${analytics} ${pixel} https://www.google.com https://www.google.be`,
    "font-src 'self' data:",
    `connect-src 'self' ${tags} ${analytics} ${pixel}`,
    `frame-src 'self' ${players} ${tags}`,
    // Video files of the export may live on any https host (the CRM's or a CDN); media is passive content.
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The map page is framed by the site's own detail and results pages, by nobody else.
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy.replace(/ {2,}/g, ' '),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
