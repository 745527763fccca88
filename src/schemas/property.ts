import * as v from 'valibot';
import { postalAddressEntries } from './address';
import { IdSchema } from './id';
import { IsoDateSchema } from './iso-date';
import { LanguageCodeSchema, type LocalizedText } from './localized-text';
import { type Document, type Picture, PictureSchema } from './media';
import { MediaUrlSchema, WebUrlSchema } from './url';

/** Whether a listing is for sale (0) or for rent (1). */
export const GoalSchema = v.picklist([0, 1]);
/** 0 sale, 1 rent. */
export type Goal = v.InferOutput<typeof GoalSchema>;

/** The ribbon on a listing: 0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered. */
export const MarqueeSchema = v.picklist([0, 1, 2, 3, 4, 5]);
/** 0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered. */
export type Marquee = v.InferOutput<typeof MarqueeSchema>;

/** How a price reads: 0 total price, 1 per month, 7 "starting from" (shown before the price). */
export const PriceUnitSchema = v.picklist([0, 1, 7]);
/** 0 total price, 1 per month, 7 "starting from". */
export type PriceUnit = v.InferOutput<typeof PriceUnitSchema>;

/** Country ids the site knows by name; any other id is accepted and shown as "other country". */
export const countryIds = { belgium: 10, luxembourg: 50, spain: 34 } as const;

/** The state of a building, best to worst. */
export const ConditionSchema = v.picklist([
  'new',
  'excellent',
  'good',
  'to-refresh',
  'to-renovate',
  'to-demolish',
]);
/** The state of a building. */
export type Condition = v.InferOutput<typeof ConditionSchema>;

/** How the building stands against its neighbours. */
export const BuildingStyleSchema = v.picklist(['detached', 'semi-detached', 'terraced', 'apartment-block']);
/** How the building stands against its neighbours. */
export type BuildingStyle = v.InferOutput<typeof BuildingStyleSchema>;

/** The main heating source. */
export const HeatingTypeSchema = v.picklist([
  'gas',
  'fuel-oil',
  'electric',
  'heat-pump',
  'wood',
  'district',
  'none',
]);
/** The main heating source. */
export type HeatingType = v.InferOutput<typeof HeatingTypeSchema>;

/** Window glazing. */
export const GlazingSchema = v.picklist(['single', 'double', 'triple']);
/** Window glazing. */
export type Glazing = v.InferOutput<typeof GlazingSchema>;

/** How equipped the kitchen is. */
export const KitchenTypeSchema = v.picklist([
  'none',
  'kitchenette',
  'semi-equipped',
  'equipped',
  'hyper-equipped',
]);
/** How equipped the kitchen is. */
export type KitchenType = v.InferOutput<typeof KitchenTypeSchema>;

/** A compass direction (facade or garden orientation). */
export const OrientationSchema = v.picklist(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
/** A compass direction. */
export type Orientation = v.InferOutput<typeof OrientationSchema>;

/** Belgian flood-risk zoning of the parcel (legal information duty). */
export const FloodRiskAreaSchema = v.picklist(['none', 'possible', 'effective', 'riverbank', 'unknown']);
/** Belgian flood-risk zoning of the parcel. */
export type FloodRiskArea = v.InferOutput<typeof FloodRiskAreaSchema>;

/** Flanders' P-score (parcel) or G-score (building), A best to D worst. */
export const FloodScoreSchema = v.picklist(['A', 'B', 'C', 'D']);
/** Flanders' P- or G-score. */
export type FloodScore = v.InferOutput<typeof FloodScoreSchema>;

/** The zoning of the parcel in the regional plan (gewestplan / plan de secteur). */
export const UrbanPlanningDesignationSchema = v.picklist([
  'residential',
  'residential-rural',
  'mixed',
  'agricultural',
  'industrial',
  'recreational',
  'nature',
  'other',
]);
/** The zoning of the parcel in the regional plan. */
export type UrbanPlanningDesignation = v.InferOutput<typeof UrbanPlanningDesignationSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const area = v.pipe(v.number(), v.minValue(0));
const year = v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(2200));

/**
 * The property detail data that reads the same in every language: location, surfaces, rooms, building,
 * energy, risks, yes/no features, financial conditions and media links. Shared by the export record
 * and the model, under the same PascalCase names.
 */
const propertyDetailEntries = {
  Latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  Longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  /** Habitable surface in m². */
  SurfaceLiving: v.optional(area),
  /** Plot surface in m². */
  SurfacePlot: v.optional(area),
  /** Built footprint in m². */
  SurfaceBuilt: v.optional(area),
  SurfaceGarden: v.optional(area),
  SurfaceTerrace: v.optional(area),
  /** Street-side facade width in metres. */
  FacadeWidth: v.optional(area),
  Orientation: v.optional(OrientationSchema),
  CreatedAt: v.optional(IsoDateSchema),
  ModifiedAt: v.optional(IsoDateSchema),
  /** Manual sort key of the CRM; lower comes first. */
  ShowOrder: v.optional(v.number()),

  Bedrooms: v.optional(count),
  Bathrooms: v.optional(count),
  ShowerRooms: v.optional(count),
  Toilets: v.optional(count),
  Garages: v.optional(count),
  ParkingSpaces: v.optional(count),
  /** The floor the unit is on (0 ground floor). */
  Floor: v.optional(v.pipe(v.number(), v.integer())),
  /** Number of floors of the building. */
  Floors: v.optional(count),
  SurfaceLivingRoom: v.optional(area),
  KitchenType: v.optional(KitchenTypeSchema),
  Cellar: v.optional(v.boolean()),
  Attic: v.optional(v.boolean()),
  Terrace: v.optional(v.boolean()),
  Garden: v.optional(v.boolean()),
  GardenOrientation: v.optional(OrientationSchema),

  ConstructionYear: v.optional(year),
  RenovationYear: v.optional(year),
  Condition: v.optional(ConditionSchema),
  BuildingStyle: v.optional(BuildingStyleSchema),
  /** Number of free-standing facades (2 terraced, 3 semi-detached, 4 detached). */
  Facades: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
  HeatingType: v.optional(HeatingTypeSchema),
  Glazing: v.optional(GlazingSchema),

  /** The EPC certificate number. */
  EpcReference: v.optional(v.string()),
  EpcDate: v.optional(IsoDateSchema),
  /** kg CO2 per m² per year. */
  Co2Emission: v.optional(v.number()),
  /** Total energy use in kWh per year. */
  EnergyTotal: v.optional(v.number()),

  FloodRiskArea: v.optional(FloodRiskAreaSchema),
  /** Flanders P-score (parcel). */
  FloodScoreParcel: v.optional(FloodScoreSchema),
  /** Flanders G-score (building). */
  FloodScoreBuilding: v.optional(FloodScoreSchema),
  BuildingPermit: v.optional(v.boolean()),
  SubdivisionPermit: v.optional(v.boolean()),
  PreemptionRight: v.optional(v.boolean()),
  UrbanPlanningDesignation: v.optional(UrbanPlanningDesignationSchema),
  /** Whether a planning offence was recorded on the property. */
  UrbanPlanningViolation: v.optional(v.boolean()),
  HeritageProtected: v.optional(v.boolean()),

  Elevator: v.optional(v.boolean()),
  SwimmingPool: v.optional(v.boolean()),
  Alarm: v.optional(v.boolean()),
  AirConditioning: v.optional(v.boolean()),
  SolarPanels: v.optional(v.boolean()),
  HeatPump: v.optional(v.boolean()),
  Fireplace: v.optional(v.boolean()),
  AccessibleForDisabled: v.optional(v.boolean()),
  Intercom: v.optional(v.boolean()),
  Furnished: v.optional(v.boolean()),
  PetsAllowed: v.optional(v.boolean()),
  Sauna: v.optional(v.boolean()),

  /** Monthly common charges in euros. */
  MonthlyCharges: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Belgian non-indexed cadastral income (KI / RC) in euros. */
  CadastralIncome: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Whether the price is subject to VAT (new builds) rather than registration duties. */
  VatApplicable: v.optional(v.boolean()),
  /** Rentals: the net monthly income the landlord asks of a tenant, in euros. */
  MinimumMonthlyIncome: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Rentals: how many people may live in the property. */
  MaximumOccupants: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  AvailableFrom: v.optional(IsoDateSchema),
  AvailableImmediately: v.optional(v.boolean()),

  /** mp4 files, YouTube, Vimeo or Facebook links. */
  Videos: v.optional(v.array(WebUrlSchema)),
  /** A 3D tour link (Matterport or another host). */
  VirtualTour: v.optional(WebUrlSchema),
  /** The responsible agent: an ID of site.json Agents. */
  AgentID: v.optional(IdSchema),
};

/** A document of a listing as one language record gives it: its name in that record's language. */
export const PropertyRecordDocumentSchema = v.object({
  ID: IdSchema,
  Name: v.string(),
  Url: MediaUrlSchema,
  /** File size in bytes, shown next to the download link. */
  Size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/**
 * The CRM's WebIDs: every type the listing is published under. An array of WebIDs, or the CRM's
 * comma-separated text ("1,5").
 */
export const WebIdsSchema = v.union([
  v.array(IdSchema),
  v.pipe(
    v.string(),
    v.regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'WebIDs separated by commas ("1,5")'),
    v.transform((text) => text.split(',').map((id) => Number(id.trim()))),
  ),
]);

/**
 * One record of properties.json: a listing in one language, as the CRM exports it (the Property list
 * item and the property detail data). A listing has one record per language, sharing its ID; the texts
 * of a record are in its `language`. src/data/property-records.ts groups them into one Property.
 */
export const PropertyRecordSchema = v.object({
  ID: IdSchema,
  /** The language of this record's texts. */
  language: LanguageCodeSchema,
  /** The agency's own reference (the CRM's file number), shown on the listing and quoted in enquiries. */
  RecordFile: v.optional(v.string()),
  Goal: GoalSchema,
  /** In euros; read with PriceUnit. */
  Price: v.pipe(v.number(), v.minValue(0)),
  /** false: the price is never shown ("price on request"); absent means true. */
  PublishPrice: v.optional(v.boolean()),
  PriceUnit: PriceUnitSchema,
  /** The agency's own words for PriceUnit in this language ("per maand", "vanaf"). */
  PriceUnitText: v.optional(v.string()),
  Marquee: MarqueeSchema,
  /** The agency's own words for Marquee in this language ("Nieuw", "Verkocht"). */
  MarqueeName: v.optional(v.string()),
  /** false hides street, house number and box (the map shows the town). */
  PublishAddress: v.optional(v.boolean()),
  ...postalAddressEntries,
  /** The country's name in this record's language. */
  CountryName: v.optional(v.string()),
  /** EPC in kWh/m² per year: primary energy in Flanders and Wallonia, specific energy in Brussels. */
  EnergyPerformance: v.optional(v.number()),
  /** The class printed on the certificate (A+, B, ...); for Luxembourg its label letter. */
  EPCLabelText: v.optional(v.string()),
  /** The main property type's WebID (property-types.json). */
  WebID: IdSchema,
  /** Every type WebID the listing is published under (WebID among them or not). */
  WebIDs: v.optional(WebIdsSchema),
  /** The main type's name in this record's language, as the agency names it. */
  MainTypeName: v.optional(v.string()),
  /** The agency's own description of the type in this language ("Bel-étage", "Villa"). */
  TypeDescription: v.optional(v.string()),
  /** The listing's thumbnail (cards); the first of Pictures when absent. */
  SmallPictureItem: v.optional(PictureSchema),
  Title: v.optional(v.string()),
  Description: v.optional(v.string()),
  /** Soil certificate reference and status (OVAM, BDES...) in this record's language. */
  SoilCertificate: v.optional(v.string()),
  /** In display order; absent or empty when the listing has none. */
  Pictures: v.optional(v.array(PictureSchema)),
  Documents: v.optional(v.array(PropertyRecordDocumentSchema)),
  ...propertyDetailEntries,
});

/** One record of properties.json: a listing in one language. */
export type PropertyRecord = v.InferOutput<typeof PropertyRecordSchema>;

const detailSchema = v.object(propertyDetailEntries);

/**
 * A listing as pages read it: its records of every language grouped into one (src/data/property-records.ts),
 * each text a LocalizedText, the CRM's names mapped onto the site's own where they differ.
 */
export type Property = v.InferOutput<typeof detailSchema> & {
  ID: number;
  /** RecordFile of the export. */
  Reference?: string | undefined;
  Goal: Goal;
  Price: number;
  /** PublishPrice of the export, true when absent: false shows "price on request" everywhere. */
  PublishPrice: boolean;
  PriceUnit: PriceUnit;
  PriceUnitText?: LocalizedText | undefined;
  Marquee: Marquee;
  MarqueeName?: LocalizedText | undefined;
  /** PublishAddress of the export. */
  PublicAddress?: boolean | undefined;
  Street?: string | undefined;
  HouseNumber?: string | undefined;
  BoxNr?: string | undefined;
  Zip: string;
  /**
   * The town as the listing's first record names it: its address folder and search value, the same in
   * every language so that a link or a filter carries over a language switch.
   */
  City: string;
  /** The town as each language's record names it ("Gent", "Gand", "Ghent"): what a page shows. */
  CityName?: LocalizedText | undefined;
  CountryID: number;
  CountryName?: LocalizedText | undefined;
  /** EnergyPerformance of the export. */
  EnergyValue?: number | undefined;
  /** EPCLabelText of the export. */
  EnergyLabel?: string | undefined;
  WebID: number;
  /** Every type the listing is published under, WebID first. */
  WebIDs: readonly number[];
  MainTypeName?: LocalizedText | undefined;
  TypeDescription?: LocalizedText | undefined;
  SmallPictureItem?: Picture | undefined;
  Title?: LocalizedText | undefined;
  Description?: LocalizedText | undefined;
  SoilCertificate?: LocalizedText | undefined;
  Pictures: Picture[];
  Documents?: Document[] | undefined;
};
