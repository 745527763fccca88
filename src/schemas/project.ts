import * as v from 'valibot';
import { postalAddressEntries } from './address';
import { IdSchema } from './id';
import { IsoDateSchema } from './iso-date';
import { LocalizedTextSchema } from './localized-text';
import { DocumentSchema, PictureSchema } from './media';
import { MarqueeSchema, PriceUnitSchema } from './property';
import { WebUrlSchema } from './url';

/** One line of a new-build project's price list. */
export const ProjectUnitSchema = v.object({
  ID: IdSchema,
  /** The unit's name on the plans, e.g. "A.1.02". */
  Name: v.string(),
  /** The property type's WebID. */
  Type: IdSchema,
  Floor: v.optional(v.pipe(v.number(), v.integer())),
  Bedrooms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  SurfaceLiving: v.optional(v.pipe(v.number(), v.minValue(0))),
  Price: v.pipe(v.number(), v.minValue(0)),
  PriceUnit: PriceUnitSchema,
  /** 3 sold, 2 under option: sold units stay on the price list. */
  Marquee: MarqueeSchema,
});

/** One line of a project's price list. */
export type ProjectUnit = v.InferOutput<typeof ProjectUnitSchema>;

/** A building or phase of a project, with its delivery date. */
export const ProjectConstructionSchema = v.object({
  ID: IdSchema,
  Name: LocalizedTextSchema,
  Description: v.optional(LocalizedTextSchema),
  DeliveryDate: v.optional(IsoDateSchema),
});

/** A building or phase of a project. */
export type ProjectConstruction = v.InferOutput<typeof ProjectConstructionSchema>;

/** A new-build project of projects.json. */
export const ProjectSchema = v.object({
  ID: IdSchema,
  Name: v.string(),
  /** false hides street and house number. */
  PublicAddress: v.optional(v.boolean()),
  ...postalAddressEntries,
  Latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  Longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  Description: v.optional(LocalizedTextSchema),
  Pictures: v.array(PictureSchema),
  Documents: v.optional(v.array(DocumentSchema)),
  /** The project's own site: when set, the project card links there instead of to our page. */
  ExternalUrl: v.optional(WebUrlSchema),
  /** An ID of site.json Agents. */
  AgentID: v.optional(IdSchema),
  Units: v.array(ProjectUnitSchema),
  Constructions: v.array(ProjectConstructionSchema),
});

/** A new-build project. */
export type Project = v.InferOutput<typeof ProjectSchema>;
