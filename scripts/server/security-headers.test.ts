// The server's Content-Security-Policy must let a page frame every player and tour the site embeds:
// a tour host added to the embed rule but not to the policy would show a blocked frame.
import { describe, expect, it } from 'vitest';
import { tourHosts } from '../../src/domain/listing/tour-hosts.mjs';
import { classifyVideo } from '../../src/domain/listing/video';
import { securityHeaders } from './security-headers.ts';

/** Whether a CSP source list allows an origin, for the https host and *.host sources the policy uses. */
function allows(sources: readonly string[], url: string): boolean {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const wildcard = source.match(/^https:\/\/\*\.(.+)$/);
    if (wildcard?.[1] !== undefined) return protocol === 'https:' && host.endsWith(`.${wildcard[1]}`);
    return source === `${protocol}//${host}`;
  });
}

const frameSources = (securityHeaders()['Content-Security-Policy'] ?? '')
  .split('; ')
  .find((directive) => directive.startsWith('frame-src '))
  ?.split(' ')
  .slice(1);

describe('frame-src of the security headers', () => {
  it('allows every tour host the embed rule accepts, on the host and its subdomains', () => {
    expect(frameSources).toBeDefined();
    for (const host of tourHosts) {
      for (const link of [`https://${host}/tour`, `https://my.${host}/tour`]) {
        const embed = classifyVideo(link);
        expect(embed?.kind).toBe('tour');
        expect(embed?.kind === 'tour' && allows(frameSources ?? [], embed.embedUrl)).toBe(true);
      }
    }
  });

  it('allows the video players the embed rule makes', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.facebook.com/watch/?v=10153231379946729',
    ]) {
      const embed = classifyVideo(link);
      expect(embed !== undefined && embed.kind !== 'file' && allows(frameSources ?? [], embed.embedUrl)).toBe(
        true,
      );
    }
  });

  it('does not allow an unknown host', () => {
    expect(allows(frameSources ?? [], 'https://evil.example/tour')).toBe(false);
  });
});
