// The model without what the cross-check let through with a warning (cross-check-export.ts,
// droppedReferences): pictures and documents whose file the media folder lacks, a thumbnail without its
// file, and an owner's listings that have left the export with their rows. Pages then show what is there
// instead of linking to a file that answers 404, and the portal lists only listings that still exist.
import { hasMediaFile, type MediaFiles } from './cross-check-export';
import type { ExportModel } from './export-model';

const mediaLists = new Set(['Pictures', 'Documents', 'Gallery', 'Images']);

/** Whether a value is a picture or document whose file is missing. */
function isMissingFile(value: unknown, mediaFiles: MediaFiles): boolean {
  if (typeof value !== 'object' || value === null || !('Url' in value)) return false;
  const { Url } = value;
  return typeof Url === 'string' && Url.startsWith('/media/') && !hasMediaFile(mediaFiles, Url);
}

/** A copy of `value` with missing files left out of its lists of pictures and documents, at any depth. */
function withoutMissingMedia(value: unknown, mediaFiles: MediaFiles): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutMissingMedia(item, mediaFiles));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (mediaLists.has(key) && Array.isArray(item)) {
      copy[key] = item
        .filter((entry) => !isMissingFile(entry, mediaFiles))
        .map((entry) => withoutMissingMedia(entry, mediaFiles));
    } else if (key === 'SmallPictureItem' && isMissingFile(item, mediaFiles)) {
      // Left out: the card falls back to the first of the listing's pictures.
    } else copy[key] = withoutMissingMedia(item, mediaFiles);
  }
  return copy;
}

/** The owners with their listings that are not `listed` left out, with those listings' rows. */
export function ownersWithoutGoneListings(
  owners: ExportModel['owners'],
  listed: ReadonlySet<number>,
): ExportModel['owners'] {
  return owners.map((owner) => {
    if (owner.PropertyIDs.every((id) => listed.has(id))) return owner;
    const own = (row: { readonly PropertyID: number }) => listed.has(row.PropertyID);
    return {
      ...owner,
      PropertyIDs: owner.PropertyIDs.filter((id) => listed.has(id)),
      Rows: owner.Rows.filter(own),
      Slots: owner.Slots.filter(own),
      ...(owner.Views === undefined ? {} : { Views: owner.Views.filter(own) }),
    };
  });
}

/** The model with the missing files and the owners' gone listings left out. */
export function leaveOutMissing(model: ExportModel, mediaFiles: MediaFiles): ExportModel {
  const listed = new Set(model.properties.map((property) => property.ID));
  const owners = ownersWithoutGoneListings(model.owners, listed);
  const withMedia = withoutMissingMedia({ ...model, owners }, mediaFiles) as ExportModel;
  return withMedia;
}
