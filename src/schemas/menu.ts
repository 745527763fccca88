import * as v from 'valibot';
import { IdSchema } from './id';
import { LocalizedTextSchema } from './localized-text';
import { MediaUrlSchema } from './url';

/** How a menu page's module renders its items. */
export const MenuModuleViewSchema = v.picklist(['news-view', 'slider-view', 'single-view', 'ons-team-view']);
/** How a module renders its items. */
export type MenuModuleView = v.InferOutput<typeof MenuModuleViewSchema>;

/** What a module lists: an article category, properties, projects or one article. */
export const MenuModuleRelationSchema = v.object({
  Kind: v.picklist(['category', 'properties', 'projects', 'article']),
  /** The category ID (Kind category) or the article ID (Kind article); absent for properties and projects. */
  ID: v.optional(IdSchema),
});

/** A block of content on a menu page. */
export const MenuModuleSchema = v.object({
  /** The block's heading in the agency's own words; without it the block is named after what it lists. */
  Title: v.optional(LocalizedTextSchema),
  View: MenuModuleViewSchema,
  Relation: MenuModuleRelationSchema,
  ItemsPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
  MaxItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Width of the module on a 12-column grid. */
  ColumnSpan: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  BackgroundColor: v.optional(v.pipe(v.string(), v.hexColor())),
  BackgroundImage: v.optional(MediaUrlSchema),
});

/** A block of content on a menu page. */
export type MenuModule = v.InferOutput<typeof MenuModuleSchema>;

/** Whether a menu page is built and linked (published), built but unlisted (preview) or not built (hidden). */
export const MenuStatusSchema = v.picklist(['published', 'preview', 'hidden']);
/** published, preview or hidden. */
export type MenuStatus = v.InferOutput<typeof MenuStatusSchema>;

const menuItemEntries = {
  ID: IdSchema,
  /** The page's path segment per language. */
  Path: LocalizedTextSchema,
  Title: LocalizedTextSchema,
  /** The meta description. */
  Description: v.optional(LocalizedTextSchema),
  /** Meta keywords or extra head text as typed in the CRM. */
  Meta: v.optional(LocalizedTextSchema),
  /** false asks search engines not to index the page. */
  IsActiveSEO: v.optional(v.boolean()),
  Image: v.optional(MediaUrlSchema),
  Modules: v.optional(v.array(MenuModuleSchema)),
  /** HTML written in the CRM's editor. */
  Content: v.optional(LocalizedTextSchema),
  /** Extra CSS for this page only. */
  Css: v.optional(v.string()),
  /** The CRM's page template name. */
  Type: v.optional(v.string()),
  Status: MenuStatusSchema,
  /** Order among siblings; lower comes first. */
  Sort: v.optional(v.number()),
};

const MenuItemBaseSchema = v.object(menuItemEntries);

/** A menu page; `Children` nests the submenu. */
export type MenuItem = v.InferOutput<typeof MenuItemBaseSchema> & { Children?: MenuItem[] | undefined };

/** A menu page of menu.json, with its submenu pages in `Children`. */
export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  ...menuItemEntries,
  Children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
});
