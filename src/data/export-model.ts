import * as v from 'valibot';
import { ArticleSchema } from '../schemas/article';
import { MenuPageSchema } from '../schemas/menu-export';
import { OwnerSchema } from '../schemas/owner';
import { ProjectSchema } from '../schemas/project';
import { SiteExportSchema } from '../schemas/site-export';
import {
  CityListsFileSchema,
  PropertiesFileSchema,
  PropertyTypesFileSchema,
  propertiesByRecord,
  TreeItemsFileSchema,
} from './listing-export';
import { menuFromExport, siteFromExport } from './site-export-mapping';

/**
 * Each file of the export, the model key it fills and the schema it must pass (the CRM's names); where
 * the model differs from the export, `toModel` maps the validated file to it. A file that can be huge
 * is read `byRecord`: each record checked as it is parsed, then the file's checks across records.
 */
export const exportFiles = {
  'site.json': { key: 'site', schema: SiteExportSchema, toModel: siteFromExport },
  'properties.json': { key: 'properties', schema: PropertiesFileSchema, byRecord: propertiesByRecord },
  'projects.json': { key: 'projects', schema: v.array(ProjectSchema) },
  'cities.json': { key: 'cities', schema: CityListsFileSchema },
  'property-types.json': { key: 'propertyTypes', schema: PropertyTypesFileSchema },
  'tree-items.json': { key: 'treeItems', schema: TreeItemsFileSchema },
  'articles.json': { key: 'articles', schema: v.array(ArticleSchema) },
  'menu.json': { key: 'menu', schema: v.array(MenuPageSchema), toModel: menuFromExport },
  'owners.json': { key: 'owners', schema: v.array(OwnerSchema) },
} as const;

/** A file name of the export. */
export type ExportFileName = keyof typeof exportFiles;

type Files = typeof exportFiles;

/** What one file holds once validated, in the CRM's names. */
export type ExportedFile<F extends ExportFileName> = v.InferOutput<Files[F]['schema']>;

/** Every file of the export as validated, in the CRM's names: what checks naming CRM fields read. */
export type ExportedFiles = { -readonly [F in ExportFileName]: ExportedFile<F> };

/** What one file fills in the model: its `toModel` result, or the validated file itself. */
type ModelOf<F extends ExportFileName> = Files[F] extends { toModel: (exported: never) => infer M }
  ? M
  : ExportedFile<F>;

/** The whole export, validated and typed: what pages build from. */
export type ExportModel = {
  -readonly [F in ExportFileName as Files[F]['key']]: ModelOf<F>;
};

/** The model part of one validated file. */
export function toModel<F extends ExportFileName>(file: F, exported: ExportedFile<F>): ModelOf<F> {
  // Each file's toModel takes that file's own shape, which `exported` is for this `file`.
  const entry: { readonly key: string; readonly toModel?: (value: never) => unknown } = exportFiles[file];
  return (entry.toModel ? entry.toModel(exported as never) : exported) as ModelOf<F>;
}
