import * as v from 'valibot';
import { AgentSchema } from './agent';
import { IdSchema } from './id';
import { LanguageCodeSchema, LocalizedTextSchema } from './localized-text';
import { PictureSchema } from './media';
import { PostalCodeSchema } from './postal-code';
import { MarqueeSchema } from './property';
import { LinkUrlSchema, MediaUrlSchema, WebUrlSchema } from './url';

/** A language of the site and whether it is switched on. */
export const SiteLanguageSchema = v.object({
  Code: LanguageCodeSchema,
  /** false: the language exists in the CRM but no page is built for it. */
  Use: v.boolean(),
});

const hex = v.pipe(v.string(), v.hexColor('a hex colour such as #0b3954'));

/** A link of the top bar or header. */
export const SiteLinkSchema = v.object({
  Label: LocalizedTextSchema,
  /** https://..., /path, tel:... or mailto:... */
  Url: LinkUrlSchema,
  /** The link per language when it differs between languages (a top-bar item); `Url` is the default language's. */
  Urls: v.optional(LocalizedTextSchema),
  /** The text colour of a top-bar item; one unreadable on the bar (PrimaryColor) is replaced by white or black. */
  Color: v.optional(hex),
});

/** A link of the top bar or header. */
export type SiteLink = v.InferOutput<typeof SiteLinkSchema>;

/** The agency's identity, legal details and office. */
export const AgencySchema = v.object({
  Name: v.string(),
  Street: v.string(),
  HouseNumber: v.string(),
  Zip: PostalCodeSchema,
  City: v.string(),
  /** 10 Belgium, 50 Luxembourg, 34 Spain. */
  CountryID: IdSchema,
  Phone: v.string(),
  Email: v.pipe(v.string(), v.email()),
  /** The inbox that receives every form submission (lead). */
  LeadEmail: v.pipe(v.string(), v.email()),
  /** VAT / enterprise number, e.g. BE0123.456.789. */
  VatNumber: v.string(),
  /** The BIV/IPI licence number that Belgian law requires on every page. */
  LicenceNumber: v.string(),
  Latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  Longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** Free text per language, one line per day range. */
  OpeningHours: v.optional(LocalizedTextSchema),
});

/** The agency's identity, legal details and office. */
export type Agency = v.InferOutput<typeof AgencySchema>;

/** The agency's colours, logo and fonts. */
export const BrandSchema = v.object({
  /** Header, buttons and links; white text is written on it. */
  PrimaryColor: hex,
  /** Highlights (ribbons, prices). */
  AccentColor: hex,
  Logo: MediaUrlSchema,
  FontHeading: v.optional(v.string()),
  FontBody: v.optional(v.string()),
});

/** The header's options. */
export const HeaderSchema = v.object({
  /** Whether the header stays at the top while scrolling. */
  Sticky: v.optional(v.boolean()),
  /** A call-to-action button at the right of the header. */
  Cta: v.optional(SiteLinkSchema),
});

/** The home page's banner: one image, a gallery or a video. */
export const BannerSchema = v.object({
  Type: v.picklist(['image', 'gallery', 'video']),
  Image: v.optional(PictureSchema),
  Gallery: v.optional(v.array(PictureSchema)),
  /** An mp4 file, YouTube or Vimeo URL (Type video). */
  Video: v.optional(v.union([WebUrlSchema, MediaUrlSchema])),
  Title: v.optional(LocalizedTextSchema),
  Subtitle: v.optional(LocalizedTextSchema),
});

/** The promotional popup shown after a delay, once per visitor. */
export const PopupSchema = v.object({
  Enabled: v.boolean(),
  DelaySeconds: v.pipe(v.number(), v.minValue(0)),
  Title: v.optional(LocalizedTextSchema),
  /** HTML. */
  Body: v.optional(LocalizedTextSchema),
  Image: v.optional(MediaUrlSchema),
  /** The form kind the popup's button leads to (its page, or the footer's newsletter form), e.g. contact-demand. */
  FormAction: v.optional(v.string()),
});

/** A column of the footer. */
export const FooterColumnSchema = v.object({
  Title: v.optional(LocalizedTextSchema),
  Intro: v.optional(LocalizedTextSchema),
  /** HTML. */
  Text: v.optional(LocalizedTextSchema),
  Images: v.optional(v.array(PictureSchema)),
  /** Width on a 12-column grid. */
  Width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
});

/** The footer: its columns and the copyright line. */
export const FooterSchema = v.object({
  Columns: v.array(FooterColumnSchema),
  Copyright: v.optional(LocalizedTextSchema),
});

/** Tracking IDs; each tag loads only after the visitor's consent. */
export const SiteInfoSchema = v.object({
  /** Google Analytics 4, G-XXXXXXXXXX. */
  AnalyticsID: v.optional(v.string()),
  /** Google Ads, AW-XXXXXXXXX. */
  AdsID: v.optional(v.string()),
  /** Google Tag Manager, GTM-XXXXXXX. */
  TagManagerID: v.optional(v.string()),
  /** Meta pixel ID. */
  SocialPixelID: v.optional(v.string()),
});

/** The maps' settings: the marquee-ignore list and the custom marker every map message carries. */
export const MapSettingsSchema = v.object({
  /** Marquee codes whose listings no map shows (3 sold, 4 rented ...); none by default. */
  MarqueeIgnore: v.optional(v.array(MarqueeSchema)),
  /** A marker image instead of the default pin, 8 to 128 pixels each way. */
  Marker: v.optional(
    v.object({
      Url: MediaUrlSchema,
      Width: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
      Height: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
    }),
  ),
});

/** site.json: the site configuration. */
export const SiteSchema = v.object({
  Languages: v.pipe(v.array(SiteLanguageSchema), v.minLength(1)),
  /** Unprefixed in URLs; must be one of the Languages with Use true. */
  DefaultLanguage: LanguageCodeSchema,
  /** The public origin, used for canonical and hreflang links and the sitemap. */
  SiteUrl: WebUrlSchema,
  Agency: AgencySchema,
  Brand: BrandSchema,
  TopBar: v.object({ Left: v.array(SiteLinkSchema), Right: v.array(SiteLinkSchema) }),
  Header: v.optional(HeaderSchema),
  Banner: BannerSchema,
  Popup: v.optional(PopupSchema),
  Footer: FooterSchema,
  SiteInfo: v.optional(SiteInfoSchema),
  Map: v.optional(MapSettingsSchema),
  /** A slippy-map tile URL template with {z}, {x} and {y}. */
  MapTileUrl: v.pipe(
    v.string(),
    v.regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'a tile URL template with {z}, {x} and {y}'),
  ),
  Agents: v.array(AgentSchema),
  /** How many days form submissions are kept before deletion (GDPR). */
  RetentionDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** The site configuration. */
export type Site = v.InferOutput<typeof SiteSchema>;
