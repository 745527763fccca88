import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from '../store/store-unavailable';
import { storeCvFile } from './cv-file';

const pdf = { mime: 'application/pdf', ext: 'pdf' } as const;
const bytes = new TextEncoder().encode('%PDF-1.4 a CV');

describe('storeCvFile', () => {
  it('keeps the CV under a new name in the folder, made when missing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cv-file-')), 'uploads');
    const path = await storeCvFile(dir, bytes, pdf);
    expect(path).toMatch(/\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path)).toEqual(Buffer.from(bytes));
  });

  it('is unavailable (503), not an error (500), when the folder cannot take it, and leaves nothing', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'cv-file-'));
    // A file stands where the folder should be, as a disk that refuses the write.
    const dir = join(parent, 'uploads');
    writeFileSync(dir, '');
    const refusal = await storeCvFile(dir, bytes, pdf).catch((error: unknown) => error);
    expect(isStoreUnavailable(refusal)).toBe(true);
    expect(readdirSync(parent)).toEqual(['uploads']);
  });
});
