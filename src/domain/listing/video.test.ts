// Unit tests of video: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { classifyVideo } from './video';

const nocookie = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('classifyVideo', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['//youtu.be/dQw4w9WgXcQ'],
  ])('embeds YouTube link %s through youtube-nocookie', (link) => {
    expect(classifyVideo(link)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: nocookie });
  });

  it('rejects YouTube links without an 11-character id', () => {
    expect(classifyVideo('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(classifyVideo('https://youtu.be/')).toBeUndefined();
    expect(classifyVideo('https://www.youtube.com/channel/UCabc')).toBeUndefined();
  });

  it('embeds Vimeo by numeric id', () => {
    expect(classifyVideo('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    expect(classifyVideo('https://player.vimeo.com/video/76979871')).toMatchObject({ id: '76979871' });
    expect(classifyVideo('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({ id: '76979871' });
    expect(classifyVideo('https://vimeo.com/76979871/1a2b3c4d5e')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?h=1a2b3c4d5e',
    });
    expect(classifyVideo('https://vimeo.com/about')).toBeUndefined();
  });

  it('embeds Facebook videos through the video plugin', () => {
    const link = 'https://www.facebook.com/immolumiere/videos/1234567890/';
    expect(classifyVideo(link)).toEqual({
      kind: 'facebook',
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(link)}`,
    });
    expect(classifyVideo('https://www.facebook.com/immolumiere')).toBeUndefined();
  });

  it.each([
    ['https://cdn.example.com/visit.mp4', 'video/mp4'],
    ['https://cdn.example.com/visit.MOV?x=1', 'video/quicktime'],
    ['https://cdn.example.com/visit.wmv', 'video/x-ms-wmv'],
    ['https://cdn.example.com/visit.avi', 'video/x-msvideo'],
    ['https://cdn.example.com/visit.flv', 'video/x-flv'],
    ['https://cdn.example.com/visit.webm', 'video/webm'],
    ['/media/visit.mp4', 'video/mp4'],
  ])('plays file %s as %s', (link, mime) => {
    expect(classifyVideo(link)).toEqual({ kind: 'file', url: link, mime });
  });

  it('embeds virtual tours by host, forcing https', () => {
    expect(classifyVideo('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toEqual({
      kind: 'tour',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    });
    expect(classifyVideo('http://kuula.co/share/collection/7lXyz')).toEqual({
      kind: 'tour',
      embedUrl: 'https://kuula.co/share/collection/7lXyz',
    });
    expect(classifyVideo('https://tours.giraffe360.com/abc')).toMatchObject({ kind: 'tour' });
    expect(classifyVideo('https://app.nodalview.com/x')).toMatchObject({ kind: 'tour' });
  });

  it('does not trust look-alike hosts', () => {
    expect(classifyVideo('https://evilmatterport.com/show/?m=x')).toBeUndefined();
    expect(classifyVideo('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
  });

  it.each([
    '',
    '   ',
    'not a url',
    'http://',
    'https://[broken',
    'javascript:alert(1)//.mp4',
    'ftp://example.com/video.mp4',
    'https://example.com/page.html',
    'https://example.com/',
    null,
    undefined,
  ])('gives undefined for %j without throwing', (link) => {
    expect(() => classifyVideo(link)).not.toThrow();
    expect(classifyVideo(link)).toBeUndefined();
  });
});
