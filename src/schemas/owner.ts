import * as v from 'valibot';
import { IdSchema } from './id';
import { IsoDateSchema } from './iso-date';
import { LanguageCodeSchema } from './localized-text';
import { MediaUrlSchema } from './url';

/** What an owner-portal row reports. */
export const OwnerRowKindSchema = v.picklist(['visit', 'communication', 'media', 'document']);
/** visit, communication, media or document. */
export type OwnerRowKind = v.InferOutput<typeof OwnerRowKindSchema>;

/** One event on an owner's property: a visit, a message, a publication, a document. */
export const OwnerRowSchema = v.object({
  PropertyID: IdSchema,
  Kind: OwnerRowKindSchema,
  Date: IsoDateSchema,
  /** The CRM's sub-type, free text (e.g. "Immoweb", "E-mail", "Plan"). */
  Type: v.optional(v.string()),
  /** Who the event involved, as the CRM shows it to the owner (no e-mail or phone). */
  Contact: v.optional(v.string()),
  Subject: v.optional(v.string()),
  Comment: v.optional(v.string()),
  Status: v.optional(v.string()),
  DocumentUrl: v.optional(MediaUrlSchema),
});

/** One event on an owner's property. */
export type OwnerRow = v.InferOutput<typeof OwnerRowSchema>;

/** A free visit-appointment slot that visitors may book on a property. */
export const OwnerSlotSchema = v.pipe(
  v.object({
    PropertyID: IdSchema,
    Start: IsoDateSchema,
    End: IsoDateSchema,
    /** How many visitors may book the slot. */
    Capacity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.forward(
    v.check((slot) => Date.parse(slot.End) > Date.parse(slot.Start), 'a time after Start'),
    ['End'],
  ),
);

/** A free visit-appointment slot. */
export type OwnerSlot = v.InferOutput<typeof OwnerSlotSchema>;

/** Page views the CRM counted for a property on one day; they add to the site's own counts. */
export const OwnerViewSchema = v.object({
  PropertyID: IdSchema,
  /** A calendar day (Europe/Brussels), without a time. */
  Date: v.pipe(IsoDateSchema, v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day such as 2026-11-01, without a time')),
  Count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Page views of one property on one day, from the CRM. */
export type OwnerView = v.InferOutput<typeof OwnerViewSchema>;

/** An owner-portal account of owners.json with the rows and slots of their properties. */
export const OwnerSchema = v.object({
  ID: IdSchema,
  /** The login name. */
  Email: v.pipe(v.string(), v.email()),
  FirstName: v.optional(v.string()),
  LastName: v.optional(v.string()),
  /** The language of the portal and its e-mails. */
  Language: LanguageCodeSchema,
  PropertyIDs: v.array(IdSchema),
  Rows: v.array(OwnerRowSchema),
  Slots: v.array(OwnerSlotSchema),
  /** The CRM's historical page views of the owner's properties (optional). */
  Views: v.optional(v.array(OwnerViewSchema)),
});

/** An owner-portal account. */
export type Owner = v.InferOutput<typeof OwnerSchema>;
