// Every picture a built page names is a file the build published, and each srcset entry is as wide as
// it says: no page of the sample asks for a copy that answers 404 or for one of another width.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureBuild } from './api-server';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the media the built pages name', () => {
  it('exist, and every srcset copy is as wide as its descriptor', async () => {
    const client = join(ensureBuild(), 'client');
    const named = new Set<string>();
    const described = new Map<string, number>();
    for (const file of htmlFiles(client)) {
      const html = readFileSync(file, 'utf8');
      for (const found of html.matchAll(/\/media\/[^"'\s,)?#&]+/g)) named.add(decodeURI(found[0]));
      for (const found of html.matchAll(/(\/media\/[^"'\s,]+\.webp) (\d+)w/g))
        described.set(decodeURI(found[1] ?? ''), Number(found[2]));
    }
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((url) => !existsSync(join(client, url)))).toEqual([]);
    const wrong: string[] = [];
    for (const [url, width] of described) {
      const metadata = await sharp(join(client, url)).metadata();
      if (metadata.width !== width) wrong.push(`${url} is ${metadata.width} px wide, not ${width}`);
    }
    expect(wrong).toEqual([]);
  });
});
