// The message a page posts to the embeddable map page (/map/): what to show and how.
import * as v from 'valibot';

import { mapMessageType } from './map-protocol';

export { mapMessageType, mapReadyType } from './map-protocol';

/** A link target the map may open: a site path or an http(s) URL, never javascript: or data:. */
const SafeUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'a site path or an http(s) URL'),
);

// The export's Marquee codes (0 none ... 5 price lowered, see property.ts). Not imported from there: that
// module would bring the whole export schema into the map's browser bundle.
const MarqueeSchema = v.picklist([0, 1, 2, 3, 4, 5]);

const ShortTextSchema = v.pipe(v.string(), v.maxLength(300));

/** One listing on the map, with what its popup card shows. */
export const MapPropertySchema = v.object({
  id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(40))]),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  title: ShortTextSchema,
  /** The listing's page, opened from the popup card. */
  url: SafeUrlSchema,
  /** The price as the page shows it ("€ 325.000" in Dutch, "325 000 €" in French, "Sold"). */
  priceText: v.optional(ShortTextSchema),
  photo: v.optional(
    v.object({
      url: SafeUrlSchema,
      width: v.pipe(v.number(), v.integer(), v.minValue(1)),
      height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  ),
  /** The export's Marquee code, matched against the message's marqueeIgnore list. */
  marquee: v.optional(MarqueeSchema),
  /** The position is rounded (the address is withheld): the map zooms out to the neighbourhood. */
  approximate: v.optional(v.boolean()),
});

/** One listing on the map. */
export type MapProperty = v.InferOutput<typeof MapPropertySchema>;

/** The map types: one listing close up (detail page) or many fitted in view (results). */
export const MapTypeSchema = v.picklist(['detail', 'results']);

/** The map type. */
export type MapType = v.InferOutput<typeof MapTypeSchema>;

/** A custom marker image, used instead of the default pin. */
export const MapMarkerSchema = v.object({
  url: SafeUrlSchema,
  width: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
  height: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
});

/** A custom marker image. */
export type MapMarker = v.InferOutput<typeof MapMarkerSchema>;

/**
 * What a parent page posts to the map page: the specification's five parts, each always present (a page
 * cannot forget one). Unknown keys are dropped.
 */
export const MapMessageSchema = v.object({
  type: v.literal(mapMessageType),
  /** The property list. */
  properties: v.pipe(v.array(MapPropertySchema), v.maxLength(5000)),
  mapType: MapTypeSchema,
  /** The message info: a note shown over the map (e.g. that positions are approximate); '' for none. */
  info: v.pipe(v.string(), v.maxLength(500)),
  /** Marquee codes whose listings are left off the map (e.g. 3 sold, 4 rented); [] shows every one. */
  marqueeIgnore: v.pipe(v.array(MarqueeSchema), v.maxLength(6)),
  /** The custom marker image, or null for the default pin. */
  marker: v.nullable(MapMarkerSchema),
});

/** A validated map message. */
export type MapMessage = v.InferOutput<typeof MapMessageSchema>;

/** The map message a caller writes. */
export type MapMessageInput = v.InferInput<typeof MapMessageSchema>;
