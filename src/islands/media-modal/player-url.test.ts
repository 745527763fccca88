import { describe, expect, it } from 'vitest';
import { classifyVideo } from '../../domain/listing/video';
import { isPlayerKind, playerUrl } from './player-url';

describe('playerUrl', () => {
  it('starts a YouTube video at once, on the privacy-enhanced host', () => {
    const embed = classifyVideo('https://www.youtube.com/watch?v=xEBCaVpLeQ0');
    expect(embed?.kind).toBe('youtube');
    if (embed === undefined || embed.kind === 'file') throw new Error('expected a hosted player');
    expect(playerUrl(embed.kind, embed.embedUrl)).toBe(
      'https://www.youtube-nocookie.com/embed/xEBCaVpLeQ0?autoplay=1',
    );
  });

  it('keeps the privacy hash of an unlisted Vimeo video', () => {
    const url = new URL(playerUrl('vimeo', 'https://player.vimeo.com/video/123456?h=abc123'));
    expect(url.searchParams.get('h')).toBe('abc123');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });

  it('leaves a 3D tour and a Facebook player as they are', () => {
    const tour = 'https://my.matterport.com/show/?m=t2ClHWiAbZL';
    expect(playerUrl('tour', tour)).toBe(tour);
    const facebook = 'https://www.facebook.com/plugins/video.php?href=x';
    expect(playerUrl('facebook', facebook)).toBe(facebook);
  });

  it('returns an address it cannot parse unchanged', () => {
    expect(playerUrl('youtube', 'not a url')).toBe('not a url');
  });
});

describe('isPlayerKind', () => {
  it('accepts the kinds classifyVideo gives and nothing else', () => {
    for (const kind of ['file', 'youtube', 'vimeo', 'facebook', 'tour'])
      expect(isPlayerKind(kind)).toBe(true);
    expect(isPlayerKind('flash')).toBe(false);
    expect(isPlayerKind(undefined)).toBe(false);
  });
});
