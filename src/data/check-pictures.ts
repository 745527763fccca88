// The export's pictures, decoded: what validateExport (pure over the texts and the media folder's names)
// cannot see. Every picture the export names is read from its header (picture-facts.ts), so a file that
// is no picture, or one too large to hand visitors, is reported with its file, record and field before
// the build starts resizing; and the model states the size each picture is published at (upright, scaled
// down when over the limits), so pages ask for exactly the copies the image pipeline writes.
import { join } from 'node:path';
import { isResizable, pictureLimits } from '../domain/listing/image-variants';
import { perObject } from '../domain/memo/per-object';
import { isDroppedMedia, type MediaFiles, mediaReferences, mediaReferencesIn } from './cross-check-export';
import type { ExportFileName, ExportModel } from './export-model';
import { exportFiles } from './export-model';
import type { ExportProblem } from './export-problem';
import { leaveOutMissing } from './leave-out-missing';
import { type PictureFacts, pictureFacts } from './picture-facts';
import type { RawExportFiles } from './validate-export';

/** The model with the pictures' published sizes, or the problems that stop the build; warnings either way. */
export type PictureCheck =
  | { readonly model: ExportModel; readonly problems?: undefined; readonly warnings: ExportProblem[] }
  | { readonly model?: undefined; readonly problems: ExportProblem[]; readonly warnings: ExportProblem[] };

/** Files read at once: metadata reads a header, so the disk, not the CPU, sets the pace. */
const concurrency = 8;

function mediaName(url: string): string | undefined {
  try {
    return decodeURI(url.slice('/media/'.length));
  } catch {
    return undefined; // a malformed %-escape names no file (the cross-check reports it)
  }
}

/** The media files (relative to the media folder) that any text of `value` names, at any depth. */
export function namedMediaFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const url of mediaReferences(value)) {
      const name = mediaName(url);
      if (name !== undefined) found.add(name);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) namedMediaFiles(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) namedMediaFiles(item, found);
  }
  return found;
}

// A warm publisher keeps the listings a change left alone as the same objects from one model to the next
// (src/data/validate-changes.ts): what each names is read once.
const namedBy = perObject((item: object) => [...namedMediaFiles(item)]);

/** namedMediaFiles of a model, each of its listings, projects and other records read once. */
function namedInModel(model: ExportModel): Set<string> {
  const found = new Set<string>();
  for (const part of Object.values(model)) {
    if (!Array.isArray(part)) namedMediaFiles(part, found);
    else
      for (const item of part) {
        if (typeof item !== 'object' || item === null) namedMediaFiles(item, found);
        else for (const name of namedBy(item)) found.add(name);
      }
  }
  return found;
}

/** Where the export's texts name one of `names`: file, record, field (in the CRM's names) and the URL. */
function referencesTo(
  files: RawExportFiles,
  names: ReadonlySet<string>,
): (ExportProblem & { got: string })[] {
  const found = new Map<string, ExportProblem & { got: string }>();
  for (const file of Object.keys(exportFiles) as ExportFileName[]) {
    const parsed = files[file];
    if (!parsed?.ok) continue;
    for (const { record, field, url } of mediaReferencesIn(file, parsed.value)) {
      const name = mediaName(url);
      if (name === undefined || !names.has(name)) continue;
      const reference = { file, ...record, field, expected: '', got: url };
      // A listing's language records name the same picture at the same place: reported once.
      found.set(JSON.stringify(reference), reference);
    }
  }
  return [...found.values()];
}

/**
 * `value` with its pictures stating the size they are published at (`sizes`, by media file). What holds
 * no picture of another size is `value`'s own object, not a copy: a listing a change left alone stays
 * the object the live model has, so what was worked out from it is found again
 * (src/domain/memo/per-object.ts).
 */
function withPublishedSizes(value: unknown, sizes: ReadonlyMap<string, PictureFacts>): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withPublishedSizes(item, sizes));
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  if (typeof value !== 'object' || value === null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const sized = withPublishedSizes(item, sizes);
    if (sized !== item) {
      copy ??= { ...value };
      copy[key] = sized;
    }
  }
  const { Url, Width, Height } = value as Record<string, unknown>;
  if (typeof Url === 'string' && typeof Width === 'number' && isResizable(Url)) {
    const facts = sizes.get(mediaName(Url) ?? '');
    if (facts !== undefined && (facts.published.width !== Width || facts.published.height !== Height))
      return { ...(copy ?? value), Width: facts.published.width, Height: facts.published.height };
  }
  return copy ?? value;
}

/**
 * Decodes every JPEG, PNG and WebP picture the validated `model` names in the media folder of `dir`.
 * A file that is not one is left out of the site with a warning where a missing file would be (a list
 * of pictures, a thumbnail), else it is a problem; a picture over the limits is a warning (it is
 * published scaled down). The model returned states every picture's published size.
 */
export async function checkPictures(
  dir: string,
  files: RawExportFiles,
  model: ExportModel,
  mediaFiles: MediaFiles,
): Promise<PictureCheck> {
  const names = [...namedInModel(model)].filter(
    (name) => mediaFiles.has(name) && isResizable(`/media/${name}`),
  );
  const facts = new Map<string, PictureFacts>();
  const unreadable = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next] as string;
      next += 1;
      await pictureFacts(join(dir, 'media', name)).then(
        (read) => facts.set(name, read),
        (error: unknown) => unreadable.set(name, error instanceof Error ? error.message : String(error)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));
  const oversized = new Set([...facts].filter(([, read]) => read.published.scaled).map(([name]) => name));
  const problems: ExportProblem[] = [];
  const warnings: ExportProblem[] = [];
  if (unreadable.size > 0 || oversized.size > 0) {
    for (const reference of referencesTo(files, new Set([...unreadable.keys(), ...oversized]))) {
      const name = mediaName(reference.got) ?? '';
      const reason = unreadable.get(name);
      if (reason === undefined) {
        const read = facts.get(name) as PictureFacts;
        warnings.push({
          ...reference,
          expected: `a picture within ${pictureLimits.longestSide} px and ${pictureLimits.bytes / 1024 / 1024} MB (published scaled down to ${read.published.width} × ${read.published.height} px)`,
          got: `${reference.got}: ${read.upright.width} × ${read.upright.height} px, ${(read.bytes / 1024 / 1024).toFixed(1)} MB`,
        });
      } else if (isDroppedMedia(reference)) {
        // As a missing file: the page shows the listing's other pictures rather than refusing the whole
        // export for one bad upload, and staff see the warning (a page never links a file it cannot show).
        warnings.push({
          ...reference,
          expected: 'a JPEG, PNG or WebP picture (left out of the site)',
          got: `${reference.got}: ${reason}`,
        });
      } else {
        // A logo, banner or agent photo has no other picture to fall back to: the build cannot use it.
        problems.push({
          ...reference,
          expected: 'a JPEG, PNG or WebP picture',
          got: `${reference.got}: ${reason}`,
        });
      }
    }
  }
  if (problems.length > 0) return { problems, warnings };
  const usable = new Set([...mediaFiles].filter((name) => !unreadable.has(name)));
  const kept = unreadable.size > 0 ? leaveOutMissing(model, usable) : model;
  return { model: modelWithPublishedSizes(kept, facts), warnings };
}

/** The published size a picture's facts give, or '' for a name without facts (no picture of the site). */
const publishedOf = (facts: PictureFacts | undefined) =>
  facts === undefined ? '' : `${facts.published.width}x${facts.published.height}`;

// Each record of a model with its pictures' published sizes, and the sizes it was made with. A warm
// publisher's next model keeps the records a change left alone as the same objects, already stated at
// their sizes (src/data/validate-changes.ts): walking each of the 10,000 listings again to find that took
// 0.2 s of a publish. A record is walked again when a picture it names is published at another size.
const sizedRecords = new WeakMap<object, { readonly sizes: string; readonly value: unknown }>();

function sizedRecord(record: object, sizes: ReadonlyMap<string, PictureFacts>): unknown {
  const stated = namedBy(record)
    .map((name) => publishedOf(sizes.get(name)))
    .join(' ');
  const known = sizedRecords.get(record);
  if (known?.sizes === stated) return known.value;
  const value = withPublishedSizes(record, sizes);
  sizedRecords.set(record, { sizes: stated, value });
  // A record stated at these sizes is its own sized value: the model made from it finds it.
  if (value !== record && typeof value === 'object' && value !== null)
    sizedRecords.set(value, { sizes: stated, value });
  return value;
}

/** withPublishedSizes of a model, record by record (sizedRecord), its other parts walked whole. */
function modelWithPublishedSizes(model: ExportModel, sizes: ReadonlyMap<string, PictureFacts>): ExportModel {
  let copy: Record<string, unknown> | undefined;
  for (const [key, part] of Object.entries(model)) {
    const sized = Array.isArray(part) ? sizedList(part, sizes) : withPublishedSizes(part, sizes);
    if (sized !== part) {
      copy ??= { ...model };
      copy[key] = sized;
    }
  }
  return (copy ?? model) as ExportModel;
}

function sizedList(list: readonly unknown[], sizes: ReadonlyMap<string, PictureFacts>): readonly unknown[] {
  const items = list.map((item) =>
    typeof item === 'object' && item !== null ? sizedRecord(item, sizes) : item,
  );
  return items.every((item, index) => item === list[index]) ? list : items;
}
