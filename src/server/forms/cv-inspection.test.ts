import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectCvFile, inspectionBounds } from './cv-inspection';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const cv = new Uint8Array(
  readFileSync(new URL('../../../tests/fixtures/cv/chromium-cv.pdf', import.meta.url)),
);

/** How long a check took, and its outcome. */
async function timed(run: () => Promise<string>) {
  const started = performance.now();
  const outcome = await run();
  return { outcome, ms: performance.now() - started };
}

describe('inspectCvFile', () => {
  it('accepts a real CV in its worker', async () => {
    expect(await inspectCvFile(cv, 'pdf')).toBe('ok');
  });

  it('refuses the 5 MB stream-keyword bomb and a flate bomb within its time limit', async () => {
    // The floor: a worker's start and a real CV's check, on this machine now.
    const { ms: floor } = await timed(() => inspectCvFile(cv, 'pdf'));
    const limit = floor + inspectionBounds.timeMs;
    const keywords = latin1(`%PDF-1.7\n${'stream\n'.repeat(740_000)}endstream`);
    expect(keywords.byteLength).toBeGreaterThan(5_000_000);
    const streams = await timed(() => inspectCvFile(keywords, 'pdf'));
    expect(streams.outcome).not.toBe('ok');
    expect(streams.ms).toBeLessThan(limit);

    // 2 KB of object stream that inflates to 100 MB, past the decoding budget.
    const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const flate = latin1(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    const inflated = await timed(() => inspectCvFile(flate, 'pdf'));
    expect(inflated.outcome).toBe('malformed');
    expect(inflated.ms).toBeLessThan(limit);

    // A Word package whose relationships part says 1 KB and inflates to 100 MB.
    const zip = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8('<w:document/>'),
      'word/_rels/document.xml.rels': new Uint8Array(100 * 1024 * 1024),
    });
    const docx = await timed(() => inspectCvFile(zip, 'docx'));
    expect(docx.outcome).toBe('malformed');
    expect(docx.ms).toBeLessThan(limit);
  });

  it('stops a check at its time limit, and refuses a check when every turn and place in line is taken', async () => {
    // Letters after the header: the parser looks for an object at every byte, for seconds.
    const slow = latin1(`%PDF-1.7\n${'a'.repeat(4_000_000)}`);
    const { ms: floor } = await timed(() => inspectCvFile(cv, 'pdf'));
    const stopped = await timed(() => inspectCvFile(slow, 'pdf', { ...inspectionBounds, timeMs: 300 }));
    expect(stopped.outcome).toBe('timeout');
    expect(stopped.ms).toBeLessThan(floor + 1_000);
    const one = { ...inspectionBounds, running: 1, waiting: 1 };
    const outcomes = await Promise.all([1, 2, 3].map(() => inspectCvFile(cv, 'pdf', one)));
    expect(outcomes).toEqual(['ok', 'ok', 'busy']);
    // One that cannot get its turn in time is refused too, and leaves the line.
    const hurried = { ...one, waitMs: 1 };
    expect(await Promise.all([1, 2].map(() => inspectCvFile(cv, 'pdf', hurried)))).toEqual(['ok', 'busy']);
    expect(await inspectCvFile(cv, 'pdf', hurried)).toBe('ok');
  });
});
