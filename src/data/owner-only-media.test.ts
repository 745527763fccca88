import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportModel } from './export-model';
import { loadExport } from './load-export';
import { copyPublicMedia, ownerOnlyMedia } from './owner-only-media';

function withOwnerDocuments(model: ExportModel, urls: readonly string[]): ExportModel {
  const [first, ...others] = model.owners;
  if (first === undefined) throw new Error('The sample has owners');
  const propertyId = first.PropertyIDs[0] ?? 0;
  const rows = urls.map((DocumentUrl) => ({
    PropertyID: propertyId,
    Kind: 'document' as const,
    Date: '2026-10-01',
    DocumentUrl,
  }));
  return { ...model, owners: [{ ...first, Rows: [...first.Rows, ...rows] }, ...others] };
}

describe('ownerOnlyMedia', () => {
  it('lists the documents only owners.json names, not those a property or article publishes too', () => {
    const sample = loadExport();
    // The sample's owner documents are also on the properties' public document lists.
    expect(ownerOnlyMedia(sample)).toEqual(new Set());
    const model = withOwnerDocuments(sample, [
      '/media/private/deed%20copy.pdf',
      '/media/floor-plan-sample.pdf',
    ]);
    expect(ownerOnlyMedia(model)).toEqual(new Set(['private/deed copy.pdf']));
  });

  it('counts a reference inside an article body as public', () => {
    const sample = loadExport();
    const article = sample.articles[0];
    if (article === undefined) throw new Error('The sample has articles');
    const model = withOwnerDocuments(
      {
        ...sample,
        articles: [
          { ...article, Body: { en: '<a href="/media/price-list.pdf">Prices</a>' } },
          ...sample.articles.slice(1),
        ],
      } as ExportModel,
      ['/media/price-list.pdf'],
    );
    expect(ownerOnlyMedia(model)).toEqual(new Set());
  });
});

describe('copyPublicMedia', () => {
  it('copies the media folder without the owner-only files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-media-'));
    const source = join(root, 'media');
    mkdirSync(join(source, 'private'), { recursive: true });
    writeFileSync(join(source, 'house-01.jpg'), 'jpg');
    writeFileSync(join(source, 'floor-plan.pdf'), 'pdf');
    writeFileSync(join(source, 'private', 'deed copy.pdf'), 'secret');
    const target = join(root, 'client', 'media');
    await copyPublicMedia(source, target, new Set(['private/deed copy.pdf']));
    expect(existsSync(join(target, 'house-01.jpg'))).toBe(true);
    expect(existsSync(join(target, 'floor-plan.pdf'))).toBe(true);
    expect(existsSync(join(target, 'private', 'deed copy.pdf'))).toBe(false);
  });

  it('leaves out every hidden file and folder, at any depth', async () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-media-'));
    const source = join(root, 'media');
    mkdirSync(join(source, '.git'), { recursive: true });
    mkdirSync(join(source, 'plans'), { recursive: true });
    writeFileSync(join(source, '.secret'), 'token');
    writeFileSync(join(source, '.DS_Store'), 'finder');
    writeFileSync(join(source, '.git', 'config'), '[remote]');
    writeFileSync(join(source, 'plans', '.env'), 'KEY=1');
    writeFileSync(join(source, 'plans', 'floor.v2.pdf'), 'pdf');
    const target = join(root, 'client', 'media');
    await copyPublicMedia(source, target, new Set());
    expect(readdirSync(target, { recursive: true }).map(String).sort()).toEqual([
      'plans',
      join('plans', 'floor.v2.pdf'),
    ]);
  });
});
