// The address a player iframe gets once the visitor has asked for it.
import type { VideoEmbed } from '../../domain/listing/video';

/** What the modal needs to know of an embed, read back from the opener's data attributes. */
export type PlayerKind = VideoEmbed['kind'];

/**
 * The iframe address of a hosted player: YouTube and Vimeo start playing at once, since the visitor
 * opened the modal to watch (their other parameters, such as Vimeo's privacy hash, are kept); Facebook
 * and 3D tours are loaded as they are. An address that does not parse is returned unchanged.
 */
export function playerUrl(kind: PlayerKind, embedUrl: string): string {
  if (kind !== 'youtube' && kind !== 'vimeo') return embedUrl;
  try {
    const url = new URL(embedUrl);
    url.searchParams.set('autoplay', '1');
    return url.href;
  } catch {
    return embedUrl;
  }
}

/** Whether a data attribute names a kind of embed the modal can show. */
export function isPlayerKind(value: string | undefined): value is PlayerKind {
  return (
    value === 'file' || value === 'youtube' || value === 'vimeo' || value === 'facebook' || value === 'tour'
  );
}
