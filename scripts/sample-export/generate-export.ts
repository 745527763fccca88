import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { buildExport, sampleSize, serialiseInPieces } from './build-export';
import { generateMedia } from './media';

/** The seed of the committed sample; change it and the whole sample changes. */
export const defaultSeed = 20261101;

/** Writes the JSON files of an export with `count` listings into `outDir`. */
export async function writeExport(outDir: string, count: number, seed = defaultSeed): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const files = buildExport(count, seed);
  await Promise.all(
    Object.entries(files).map(([name, value]) =>
      pipeline(Readable.from(serialiseInPieces(value)), createWriteStream(join(outDir, name))),
    ),
  );
}

/** The sample in `outDir` (default data/): 65 listings, their media and documents. */
export async function generateSample(outDir = 'data', seed = defaultSeed): Promise<void> {
  await writeExport(outDir, sampleSize, seed);
  await generateMedia(join(outDir, 'media'), seed);
}

/** A scale export of `count` listings in `outDir`, whose media folder links to the sample's. */
export async function generateScale(
  outDir: string,
  count: number,
  mediaDir = 'data/media',
  seed = defaultSeed,
): Promise<void> {
  await writeExport(outDir, count, seed);
  const link = join(outDir, 'media');
  await rm(link, { recursive: true, force: true });
  if (!existsSync(mediaDir)) throw new Error(`${mediaDir} is missing: run npm run generate:sample first`);
  await symlink(resolve(mediaDir), link, 'dir');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // `--scale` alone means the default size; parseArgs would otherwise reject the missing value.
  const scaleAt = args.indexOf('--scale');
  if (scaleAt >= 0 && (args[scaleAt + 1] === undefined || args[scaleAt + 1]?.startsWith('--'))) {
    args.splice(scaleAt + 1, 0, '10000');
  }
  const { values } = parseArgs({
    args,
    options: { scale: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } },
  });
  const seed = values.seed === undefined ? defaultSeed : Number(values.seed);
  const started = Date.now();
  if (values.scale !== undefined) {
    const count = Number(values.scale);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`--scale needs a positive whole number, got ${values.scale}`);
    const out = values.out ?? 'scale-export';
    await generateScale(out, count, 'data/media', seed);
    console.log(`Wrote a scale export of ${count} properties to ${out}/ in ${Date.now() - started} ms`);
  } else {
    const out = values.out ?? 'data';
    await generateSample(out, seed);
    console.log(`Wrote the sample export to ${out}/ in ${Date.now() - started} ms`);
  }
}

if (import.meta.url === `file://${resolve(process.argv[1] ?? '')}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
