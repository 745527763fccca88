import * as v from 'valibot';
import { ArticleSchema } from '../schemas/article';
import { CitySchema } from '../schemas/city';
import { MenuItemSchema } from '../schemas/menu';
import { OwnerSchema } from '../schemas/owner';
import { ProjectSchema } from '../schemas/project';
import { PropertySchema } from '../schemas/property';
import { PropertyTypeSchema } from '../schemas/property-type';
import { SiteSchema } from '../schemas/site';
import { TreeItemSchema } from '../schemas/tree-item';

/** Each file of the export, the model key it fills and the schema it must pass. */
export const exportFiles = {
  'site.json': { key: 'site', schema: SiteSchema },
  'properties.json': { key: 'properties', schema: v.array(PropertySchema) },
  'projects.json': { key: 'projects', schema: v.array(ProjectSchema) },
  'cities.json': { key: 'cities', schema: v.array(CitySchema) },
  'property-types.json': { key: 'propertyTypes', schema: v.array(PropertyTypeSchema) },
  'tree-items.json': { key: 'treeItems', schema: v.array(TreeItemSchema) },
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
