import * as v from 'valibot';
import { IdSchema } from './id';
import { LocalizedTextSchema } from './localized-text';

/** A node of the CRM's category tree (tree-items.json). */
export const TreeItemSchema = v.object({
  ID: IdSchema,
  /** null at the root. */
  ParentID: v.nullable(IdSchema),
  Name: LocalizedTextSchema,
  ShowOrder: v.optional(v.number()),
});

/** A node of the CRM's category tree. */
export type TreeItem = v.InferOutput<typeof TreeItemSchema>;
