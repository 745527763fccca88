// Unit tests of the media count behind the publish guard on missing pictures.
import { describe, expect, it } from 'vitest';
import { parsedExportFiles } from './export-texts.fixtures';
import { mediaCoverage } from './media-coverage';

describe('mediaCoverage', () => {
  it('counts each named file once, in fields and inside HTML, and the ones the folder lacks', () => {
    const files = parsedExportFiles({
      'properties.json': JSON.stringify([
        { ID: 1, Pictures: [{ Url: '/media/a.jpg' }, { Url: '/media/b.jpg' }] },
        { ID: 2, Pictures: [{ Url: '/media/a.jpg' }] },
      ]),
      'articles.json': JSON.stringify([{ ID: 3, Body: { en: '<p><img src="/media/c%20d.jpg"></p>' } }]),
      'menu.json': '{ not json',
    });
    expect(mediaCoverage(files, new Set(['a.jpg', 'c d.jpg']))).toEqual({ named: 3, missing: 1 });
  });

  it('names nothing in an export without media', () => {
    expect(mediaCoverage(parsedExportFiles({ 'site.json': '{"Name":"x"}' }), new Set())).toEqual({
      named: 0,
      missing: 0,
    });
  });
});
