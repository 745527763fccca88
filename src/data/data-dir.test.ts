import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDir, withDataDir } from './data-dir';
import { loadExport } from './load-export';

const temp = mkdtempSync(join(tmpdir(), 'data-dir-'));
const first = join(temp, 'first');
const second = join(temp, 'second');

beforeAll(() => {
  cpSync('data', first, { recursive: true });
  cpSync('data', second, { recursive: true });
  // The second export has withdrawn a listing that no owner holds.
  const file = join(second, 'properties.json');
  const owners = readFileSync(join(second, 'owners.json'), 'utf8');
  const properties = JSON.parse(readFileSync(file, 'utf8')) as { ID: number }[];
  const withdrawn = properties.findLast((property) => !owners.includes(String(property.ID)));
  // Every language record of it: the export has one record per listing and language.
  writeFileSync(file, JSON.stringify(properties.filter((property) => property.ID !== withdrawn?.ID)));
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(temp, { recursive: true, force: true });
});

describe('the export folder of a request', () => {
  it('is the one the server handed over, across the awaits of the request, else DATA_DIR', async () => {
    vi.stubEnv('DATA_DIR', 'scale-export');
    const seen = await withDataDir(second, async () => {
      await new Promise((done) => setTimeout(done, 5));
      return dataDir();
    });
    expect(seen).toBe(second);
    expect(dataDir()).toBe('scale-export');
    expect(withDataDir(undefined, () => dataDir())).toBe('scale-export');
  });

  it("gives each request its release's export, the next request after a switch the new one", () => {
    const before = withDataDir(first, () => loadExport());
    const after = withDataDir(second, () => loadExport());
    expect(before.properties).toHaveLength(65);
    expect(after.properties).toHaveLength(64);
    // A rollback finds the earlier export still in memory.
    expect(withDataDir(first, () => loadExport())).toBe(before);
  });

  it('keeps a few exports in memory, not every one published since the start', () => {
    const kept = withDataDir(first, () => loadExport());
    for (const name of ['third', 'fourth', 'fifth']) {
      cpSync(first, join(temp, name), { recursive: true });
      withDataDir(join(temp, name), () => loadExport());
    }
    // Dropped after three others were read: read again, it is a new copy.
    expect(withDataDir(first, () => loadExport())).not.toBe(kept);
  });
});
