import * as v from 'valibot';
import { ArticleSchema } from '../schemas/article';
import { MenuItemSchema } from '../schemas/menu';
import { OwnerSchema } from '../schemas/owner';
import { ProjectSchema } from '../schemas/project';
import { SiteSchema } from '../schemas/site';
import {
  CityListsFileSchema,
  PropertiesFileSchema,
  PropertyTypesFileSchema,
  TreeItemsFileSchema,
} from './listing-export';

/** Each file of the export, the model key it fills and the schema it must pass. */
export const exportFiles = {
  'site.json': { key: 'site', schema: SiteSchema },
  'properties.json': { key: 'properties', schema: PropertiesFileSchema },
  'projects.json': { key: 'projects', schema: v.array(ProjectSchema) },
  'cities.json': { key: 'cities', schema: CityListsFileSchema },
  'property-types.json': { key: 'propertyTypes', schema: PropertyTypesFileSchema },
  'tree-items.json': { key: 'treeItems', schema: TreeItemsFileSchema },
  'articles.json': { key: 'articles', schema: v.array(ArticleSchema) },
  'menu.json': { key: 'menu', schema: v.array(MenuItemSchema) },
  'owners.json': { key: 'owners', schema: v.array(OwnerSchema) },
} as const;

/** A file name of the export. */
export type ExportFileName = keyof typeof exportFiles;

type Files = typeof exportFiles;

/** The whole export, validated and typed: what pages build from. */
export type ExportModel = {
  -readonly [F in ExportFileName as Files[F]['key']]: v.InferOutput<Files[F]['schema']>;
};
