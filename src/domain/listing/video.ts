// Turns a video or virtual-tour link from the export into something a page can embed.

import { tourHosts } from './tour-hosts.mjs';

/** How a link is shown: a <video> file, a YouTube/Vimeo/Facebook player, or a virtual-tour iframe. */
export type VideoEmbed =
  | { readonly kind: 'file'; readonly url: string; readonly mime: string }
  | { readonly kind: 'youtube'; readonly id: string; readonly embedUrl: string }
  | { readonly kind: 'vimeo'; readonly id: string; readonly embedUrl: string }
  | { readonly kind: 'facebook'; readonly embedUrl: string }
  | { readonly kind: 'tour'; readonly embedUrl: string };

const fileTypes: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  webm: 'video/webm',
};

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parse(link: string): URL | undefined {
  let text = link.trim();
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[\w-]+(\.[\w-]+)+(\/|$)/.test(text))
    text = `https://${text}`;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function fileEmbed(link: string, pathname: string): VideoEmbed | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  const mime = extension === undefined ? undefined : fileTypes[extension];
  return mime === undefined ? undefined : { kind: 'file', url: link, mime };
}

function youtube(url: URL): VideoEmbed | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (hostIs(host, 'youtu.be')) id = segments[0];
  else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    const [first, second] = segments;
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  } else return undefined;
  return id !== undefined && youtubeId.test(id)
    ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : undefined;
}

function vimeo(url: URL): VideoEmbed | undefined {
  if (!hostIs(url.hostname.toLowerCase(), 'vimeo.com')) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = segments[index];
  if (id === undefined) return undefined;
  // An unlisted video carries its privacy hash after the id (vimeo.com/123/abcdef) or as ?h=.
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  const query = hash !== undefined && /^[0-9a-f]+$/i.test(hash) ? `?h=${hash}` : '';
  return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${query}` };
}

function facebook(url: URL): VideoEmbed | undefined {
  const host = url.hostname.toLowerCase();
  const isVideo =
    hostIs(host, 'fb.watch') ||
    (hostIs(host, 'facebook.com') && /\/(videos|watch|reel)(\/|$)/.test(url.pathname));
  if (!isVideo) return undefined;
  url.protocol = 'https:';
  return {
    kind: 'facebook',
    embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}`,
  };
}

function tour(url: URL): VideoEmbed | undefined {
  const host = url.hostname.toLowerCase();
  if (!tourHosts.some((domain) => hostIs(host, domain))) return undefined;
  // An http tour would be blocked as mixed content inside an https page.
  url.protocol = 'https:';
  return { kind: 'tour', embedUrl: url.href };
}

/**
 * Classifies a video or tour link: a video file by extension (mp4, mov, wmv, avi, flv, webm; a site path
 * such as "/media/visit.mp4" too), YouTube (privacy-enhanced player), Vimeo, Facebook, a virtual-tour host;
 * anything else, malformed or not http(s), gives undefined. Never throws.
 */
export function classifyVideo(link: string | null | undefined): VideoEmbed | undefined {
  if (typeof link !== 'string' || link.trim() === '') return undefined;
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    return fileEmbed(trimmed, trimmed.split(/[?#]/)[0] ?? '');
  }
  const url = parse(trimmed);
  if (url === undefined) return undefined;
  return youtube(url) ?? vimeo(url) ?? facebook(url) ?? tour(url) ?? fileEmbed(url.href, url.pathname);
}
