// menu.json as the CRM writes it: menu pages and their module blocks, in the specification's camelCase
// names. src/data/site-export-mapping.ts turns them into the site's MenuItem model (src/schemas/menu.ts).
import * as v from 'valibot';
import { IdSchema } from './id';
import { IsoDateSchema } from './iso-date';
import { LocalizedTextSchema } from './localized-text';
import { MenuModuleViewSchema, MenuStatusSchema } from './menu';
import { MediaUrlSchema } from './url';

const gridWidth = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

/** Whether a module block or a top-bar item is shown (published) or left out (hidden). */
export const ItemStatusSchema = v.picklist(['published', 'hidden']);

/** What a module block lists: an article category, properties, projects or one article. */
export const ModuleRelationsSchema = v.object({
  type: v.picklist(['category', 'properties', 'projects', 'article']),
  /** The category ID (type category) or the article ID (type article); absent for properties and projects. */
  id: v.optional(IdSchema),
});

/** A module block of a menu page as the CRM exports it. */
export const ModuleBlockSchema = v.pipe(
  v.object({
    /** The block's heading in the agency's own words; without it the site names the block itself. */
    title: v.optional(LocalizedTextSchema),
    /** The CRM editor's heading size; the site keeps its own heading levels (accepted, not used). */
    titleSize: v.optional(v.union([v.string(), v.number()])),
    /** The CRM's intro text of the block (accepted, not shown). */
    description: v.optional(LocalizedTextSchema),
    /** The block's place among the page's blocks; lower comes first, blocks without one keep their order last. */
    position: v.optional(v.number()),
    /** Width of the block on a 12-column grid on large screens. */
    span: v.optional(gridWidth),
    /** Width per screen size; the site stacks blocks below large screens, so only `lg` is used (when `span` is absent). */
    col: v.optional(
      v.object({ sm: v.optional(gridWidth), md: v.optional(gridWidth), lg: v.optional(gridWidth) }),
    ),
    view: MenuModuleViewSchema,
    relations: ModuleRelationsSchema,
    /** hidden leaves the block out of the page; absent means published. */
    status: v.optional(ItemStatusSchema),
    numberItemOfRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
    maxItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** none, color (colorBackground) or image (the first of images); absent: whichever of the two is given. */
    backgroundType: v.optional(v.picklist(['none', 'color', 'image'])),
    colorBackground: v.optional(v.pipe(v.string(), v.hexColor('a hex colour such as #f3f6f8'))),
    /** Background pictures as /media/ paths; the first is drawn behind the block. */
    images: v.optional(v.array(MediaUrlSchema)),
  }),
  v.forward(
    v.partialCheck(
      [['backgroundType'], ['colorBackground']],
      (block) => block.backgroundType !== 'color' || block.colorBackground !== undefined,
      'a colour (backgroundType is color)',
    ),
    ['colorBackground'],
  ),
  v.forward(
    v.partialCheck(
      [['backgroundType'], ['images']],
      (block) => block.backgroundType !== 'image' || (block.images?.length ?? 0) > 0,
      'at least one picture (backgroundType is image)',
    ),
    ['images'],
  ),
);

/** A module block as exported. */
export type ModuleBlock = v.InferOutput<typeof ModuleBlockSchema>;

/** The page's content and SEO settings of a menu page. */
export const MenuPageParamsSchema = v.object({
  title: LocalizedTextSchema,
  /** The meta description. */
  description: v.optional(LocalizedTextSchema),
  /** Meta keywords as typed in the CRM. */
  metadata: v.optional(LocalizedTextSchema),
  /** false asks search engines not to index the page. */
  isActiveSEO: v.optional(v.boolean()),
  image: v.optional(MediaUrlSchema),
  modules: v.optional(v.array(ModuleBlockSchema)),
  /** Order among siblings when the page has no `sort` of its own. */
  sort: v.optional(v.number()),
  /** HTML written in the CRM's editor. */
  content: v.optional(LocalizedTextSchema),
  /** Extra CSS for this page only. */
  css: v.optional(v.string()),
  /** The CRM's page template name. */
  type: v.optional(v.string()),
});

const menuPageEntries = {
  id: IdSchema,
  /** The page that holds this one: null, 0 or absent at the top level. */
  parentId: v.optional(v.nullable(IdSchema)),
  /** The CRM's own name for the page (not shown: the visitor sees params.title). */
  name: v.optional(v.string()),
  /** The page's path segment, one per language, or one for every language. */
  path: v.union([LocalizedTextSchema, v.pipe(v.string(), v.nonEmpty())]),
  status: MenuStatusSchema,
  createDate: v.optional(IsoDateSchema),
  modifyDate: v.optional(IsoDateSchema),
  /** Order among siblings; lower comes first. */
  sort: v.optional(v.number()),
  params: MenuPageParamsSchema,
};

const MenuPageBaseSchema = v.object(menuPageEntries);

/** A menu page as exported; `childMenus` nests its submenu pages. */
export type MenuPage = v.InferOutput<typeof MenuPageBaseSchema> & { childMenus?: MenuPage[] | undefined };

/** A menu page of menu.json with its submenu pages in `childMenus`. */
export const MenuPageSchema: v.GenericSchema<MenuPage> = v.object({
  ...menuPageEntries,
  childMenus: v.optional(v.array(v.lazy(() => MenuPageSchema))),
});
