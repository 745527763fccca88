import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { loadExport, readExportFiles } from './load-export';
import { mediaCoverage } from './media-coverage';

const temp = mkdtempSync(join(tmpdir(), 'load-export-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('loadExport on the committed sample', () => {
  it('finds data/ clean, with the counts the site is designed around', () => {
    const model = loadExport('data');
    expect(model.properties).toHaveLength(65);
    // Each town once per language, named in it (Gent, Gand, Ghent; Bruxelles, Brussel, Brussels, Brüssel).
    expect(new Set(model.cities.map((c) => `${c.Zip} ${c.Name}`)).size).toBe(35);
    expect(
      model.cities.filter((c) => c.Language === 'nl' && c.Variant === 'all').map((c) => c.Name),
    ).toContain('Brussel');
    expect(
      model.cities.filter((c) => c.Language === 'fr' && c.Variant === 'all').map((c) => c.Name),
    ).toContain('Gand');
    expect(new Set(model.cities.filter((c) => c.Language === 'nl').map((c) => c.Zip)).size).toBe(17);
    expect(new Set(model.propertyTypes.map((t) => t.WebID)).size).toBe(9);
    expect(model.projects).toHaveLength(3);
    expect(model.owners).toHaveLength(2);
    expect(model.site.DefaultLanguage).toBe('en');
  });

  it('loads a folder once per process', () => {
    expect(loadExport('data')).toBe(loadExport('./data'));
  });

  it('throws an ExportError naming the file and record when a copy is broken', () => {
    const dir = join(temp, 'broken');
    cpSync('data', dir, { recursive: true });
    writeFileSync(join(dir, 'owners.json'), '[{"ID": 1, "Email": "x@example.be"}]');
    const error = (() => {
      try {
        loadExport(dir);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ExportError);
    expect((error as ExportError).message).toContain(
      `${dir}/owners.json  record ID 1  field Language: expected`,
    );
  });
});

describe('an export saved by a Windows tool', () => {
  it('reads files that start with a byte-order mark as the same export, media included', () => {
    const dir = join(temp, 'bom');
    cpSync('data', dir, { recursive: true });
    for (const file of Object.keys(readExportFiles('data'))) {
      writeFileSync(join(dir, file), `\uFEFF${readFileSync(join('data', file), 'utf8')}`);
    }
    expect(readExportFiles(dir)).toEqual(readExportFiles('data'));
    const coverage = mediaCoverage(readExportFiles(dir), new Set());
    expect(coverage.named).toBe(mediaCoverage(readExportFiles('data'), new Set()).named);
    expect(coverage.named).toBeGreaterThan(0);
    expect(loadExport(dir).properties).toHaveLength(65);
  });
});

describe('dataDir', () => {
  it('reads DATA_DIR and falls back to data', () => {
    vi.stubEnv('DATA_DIR', 'scale-export');
    expect(dataDir()).toBe('scale-export');
    vi.stubEnv('DATA_DIR', '');
    expect(dataDir()).toBe('data');
    vi.unstubAllEnvs();
  });
});
