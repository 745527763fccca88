// The build's export check decodes the pictures too: a file that is no picture is named before any page
// is built, and the kept model states each picture's upright, published size.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { exportCheck } from './export-check-integration';
import { keptExport } from './kept-exports.mjs';

const temp = mkdtempSync(join(tmpdir(), 'export-check-'));
// Read by dataDir() on every call: each test points the check at its own copy of the sample.
const variable = 'DATA_DIR';
const before = process.env[variable];
afterEach(() => {
  vi.unstubAllGlobals();
  if (before === undefined) delete process.env[variable];
  else process.env[variable] = before;
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the check on `dir` as the build does; what it logged, and whether it stopped the build. */
async function runCheck(dir: string): Promise<{ logged: string[]; stopped: boolean }> {
  process.env[variable] = dir;
  const logged: string[] = [];
  const logger = { error: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) };
  const hook = exportCheck().hooks['astro:config:setup'] as (options: unknown) => Promise<void> | undefined;
  const stopped = await Promise.resolve()
    .then(() => hook({ logger }))
    .then(
      () => false,
      () => true,
    );
  return { logged, stopped };
}

describe('exportCheck', () => {
  it('stops the build naming an agent photo that is no picture', async () => {
    const dir = join(temp, 'html-agent');
    cpSync('data', dir, { recursive: true });
    writeFileSync(join(dir, 'media', 'agent-2.jpg'), '<!doctype html><title>Login</title>');
    const { logged, stopped } = await runCheck(dir);
    expect(stopped).toBe(true);
    expect(logged.join('\n')).toContain(
      'field Agents[1].Photo: expected a JPEG, PNG or WebP picture, got /media/agent-2.jpg',
    );
  });

  it('keeps the model with the upright size of a sideways phone photo', async () => {
    const dir = join(temp, 'phone');
    cpSync('data', dir, { recursive: true });
    const sideways = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#357' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    writeFileSync(join(dir, 'media', 'garage-03.jpg'), sideways);
    // A build's process exposes gc (scripts/build/astro-build-flags.mjs): the check's garbage is given back.
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    expect((await runCheck(dir)).stopped).toBe(false);
    expect(gc).toHaveBeenCalledOnce();
    const pictures = keptExport(dir)?.properties.find((property) => property.ID === 1009)?.Pictures ?? [];
    const phone = pictures.find((picture) => picture.Url === '/media/garage-03.jpg');
    expect([phone?.Width, phone?.Height]).toEqual([1067, 1600]);
  });
});
