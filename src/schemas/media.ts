import * as v from 'valibot';
import { IdSchema } from './id';
import { LocalizedTextSchema } from './localized-text';
import { MediaUrlSchema } from './url';

/** A picture of a listing, project or page, in display order; Width and Height are the file's pixels. */
export const PictureSchema = v.object({
  ID: IdSchema,
  Url: MediaUrlSchema,
  Width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  Height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Caption or alt text as typed in the CRM. */
  Name: v.optional(v.string()),
});

/** A picture of a listing, project or page. */
export type Picture = v.InferOutput<typeof PictureSchema>;

/** A downloadable document (EPC certificate, floor plan...) with its localized name. */
export const DocumentSchema = v.object({
  ID: IdSchema,
  Name: LocalizedTextSchema,
  Url: MediaUrlSchema,
  /** File size in bytes, shown next to the download link. */
  Size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** A downloadable document. */
export type Document = v.InferOutput<typeof DocumentSchema>;
