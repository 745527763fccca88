import { perObject } from '../domain/memo/per-object';
import { hasMediaFile, type MediaFiles, mediaReferences } from './cross-check-export';
import type { RawExportFiles } from './validate-export';

/** How many media files an export names (each once) and how many of them its media folder lacks. */
export interface MediaCoverage {
  readonly named: number;
  readonly missing: number;
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const url of mediaReferences(value)) into.add(url);
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collect(item, into);
}

// A warm publisher keeps the records whose bytes did not change from one export to the next as the same
// objects (src/data/parsed-array.ts): what each names is read once.
const namedBy = perObject((record: object) => {
  const urls = new Set<string>();
  collect(record, urls);
  return [...urls];
});
const urlsOf = (value: unknown): readonly string[] => {
  if (typeof value === 'object' && value !== null) return namedBy(value);
  const urls = new Set<string>();
  collect(value, urls);
  return [...urls];
};

/**
 * Counts the media the export's files name, read the way the export check reads them (any string of any
 * file), before validation: the publish guard gives the share of missing files even when the export is
 * refused for them, so staff see a lost media folder for what it is rather than a list of 3,000 lines.
 */
export function mediaCoverage(files: RawExportFiles, mediaFiles: MediaFiles): MediaCoverage {
  const named = new Set<string>();
  // A file that does not parse names nothing here; validation reports it.
  for (const parsed of Object.values(files)) {
    if (!parsed?.ok) continue;
    if (!Array.isArray(parsed.value)) collect(parsed.value, named);
    else for (const record of parsed.value) for (const url of urlsOf(record)) named.add(url);
  }
  const missing = [...named].filter((url) => !hasMediaFile(mediaFiles, url)).length;
  return { named: named.size, missing };
}
