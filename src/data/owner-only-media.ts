// Owners' private documents stay out of the public build: a media file that only owners.json names
// (a row's DocumentUrl) is downloaded through the owner portal, never published under /media.
import { cp } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { isHiddenPath } from '../domain/routes/hidden-path';
import type { ExportModel } from './export-model';

const mediaReference = /\/media\/([^\s"'<>()?#\\]+)/g;

/** Calls `visit` with every string inside `value` (object values and array items, at any depth). */
function eachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, visit);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) eachString(item, visit);
}

function references(content: unknown): Set<string> {
  const found = new Set<string>();
  // Every string of the file, HTML bodies included: an article may embed a document link in its text.
  // Walked rather than serialised: JSON.stringify of a 10,000-listing export alone took 1.6 s.
  eachString(content, (text) => {
    if (!text.includes('/media/')) return;
    for (const match of text.matchAll(mediaReference)) {
      const path = match[1];
      if (path === undefined) continue;
      try {
        found.add(decodeURI(path));
      } catch {
        found.add(path);
      }
    }
  });
  return found;
}

/** The media files (relative to the media folder) that owners.json names and no other export file does. */
export function ownerOnlyMedia(model: ExportModel): Set<string> {
  const { owners, ...publicFiles } = model;
  const published = references(publicFiles);
  return new Set([...references(owners)].filter((file) => !published.has(file)));
}

/**
 * Copies the media folder to the public output, leaving out the `excluded` files (relative paths) and
 * every hidden file or folder (".DS_Store", ".git/", src/domain/routes/hidden-path.ts).
 */
export async function copyPublicMedia(
  source: string,
  target: string,
  excluded: ReadonlySet<string>,
): Promise<void> {
  await cp(source, target, {
    recursive: true,
    // A linked media folder (a scale export links the sample's) is copied as files, not as the link.
    dereference: true,
    filter: (file) => {
      const path = relative(source, file).split(sep).join('/');
      // A hidden folder is skipped whole: cp does not descend into a folder the filter refuses.
      return !isHiddenPath(path) && !excluded.has(path);
    },
  });
}
