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

/**
 * Counts the media the export's files name, read the way the export check reads them (any string of any
 * file), before validation: the publish guard gives the share of missing files even when the export is
 * refused for them, so staff see a lost media folder for what it is rather than a list of 3,000 lines.
 */
export function mediaCoverage(files: RawExportFiles, mediaFiles: MediaFiles): MediaCoverage {
  const named = new Set<string>();
  // A file that does not parse names nothing here; validation reports it.
  for (const parsed of Object.values(files)) if (parsed?.ok) collect(parsed.value, named);
  const missing = [...named].filter((url) => !hasMediaFile(mediaFiles, url)).length;
  return { named: named.size, missing };
}
