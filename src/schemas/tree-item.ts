import * as v from 'valibot';
import { IdSchema } from './id';
import { LocalizedTextSchema } from './localized-text';

/** A node of the CRM's category tree (tree-items.json). */
export const TreeItemSchema = v.object({
  ID: IdSchema,
  /** null at the root. */
  ParentID: v.nullable(IdSchema),
  /** The node's name: one text as the CRM names it, or a text per language. */
  Name: v.union([v.string(), LocalizedTextSchema]),
  ShowOrder: v.optional(v.number()),
});

/** A node of the CRM's category tree, its name per language (src/data/listing-export.ts). */
export type TreeItem = Omit<v.InferOutput<typeof TreeItemSchema>, 'Name'> & {
  Name: v.InferOutput<typeof LocalizedTextSchema>;
};
