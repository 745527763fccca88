// site.json as the CRM writes it: the top-bar items, popup, banner and site info in the specification's
// camelCase names; the rest of the configuration keeps the names of src/schemas/site.ts.
// src/data/site-export-mapping.ts turns it into the site's Site model.
import * as v from 'valibot';
import { LocalizedTextSchema } from './localized-text';
import { PictureSchema } from './media';
import { ItemStatusSchema } from './menu-export';
import { SiteSchema } from './site';
import { LinkUrlSchema, MediaUrlSchema, WebUrlSchema } from './url';

/** A link per language code; any language may be missing, unknown codes are dropped. */
export const LocalizedLinkSchema = v.object(
  Object.fromEntries(
    Object.keys(LocalizedTextSchema.entries).map((code) => [code, v.optional(LinkUrlSchema)]),
  ) as { [L in keyof typeof LocalizedTextSchema.entries]: v.OptionalSchema<typeof LinkUrlSchema, undefined> },
);

/** An item of the top bar: its text and link per language. */
export const TopBarItemSchema = v.pipe(
  v.object({
    label: LocalizedTextSchema,
    /** https://..., /path, tel:... or mailto:..., per language. */
    link: LocalizedLinkSchema,
    /** The CRM's icon name (accepted; the site writes the label only). */
    icon: v.optional(v.string()),
    /** The text colour; one unreadable on the bar (Brand.PrimaryColor) is replaced by white or black. */
    color: v.optional(v.pipe(v.string(), v.hexColor('a hex colour such as #0b3954'))),
    /** hidden leaves the item out; absent means published. */
    status: v.optional(ItemStatusSchema),
  }),
  v.forward(
    v.check((item) => Object.values(item.link).some(Boolean), 'a link in at least one language'),
    ['link'],
  ),
);

/** An item of the top bar as exported. */
export type TopBarItem = v.InferOutput<typeof TopBarItemSchema>;

/** The promotional popup shown after a delay, once per visitor session. */
export const PopupConfigSchema = v.object({
  /** false keeps the popup shut. */
  isPublished: v.boolean(),
  /** Seconds before it opens; 0 keeps it shut. */
  delay: v.pipe(v.number(), v.minValue(0)),
  title: v.optional(LocalizedTextSchema),
  /** HTML. */
  description: v.optional(LocalizedTextSchema),
  /**
   * The form kind the popup's button leads to: the page of that form (contact-demand: the free valuation),
   * or sign-newsletter: the footer's form (src/domain/site/popup.ts, popupTarget).
   */
  link: v.optional(v.string()),
  /** The popup's picture. */
  mediaUrl: v.optional(MediaUrlSchema),
});

/** The home page's banner: one image, a gallery or a video. */
export const BannerConfigSchema = v.object({
  type: v.picklist(['image', 'gallery', 'video']),
  title: v.optional(LocalizedTextSchema),
  /** The line under the title. */
  description: v.optional(LocalizedTextSchema),
  image: v.optional(PictureSchema),
  galleryImages: v.optional(v.array(PictureSchema)),
  /** An mp4 file, YouTube or Vimeo URL (type video). */
  videoUrl: v.optional(v.union([WebUrlSchema, MediaUrlSchema])),
  /** What videoUrl points to. */
  videoType: v.optional(v.picklist(['mp4', 'youtube', 'vimeo'])),
});

/** Tracking IDs; each tag loads only after the visitor's consent. */
export const SiteInfoConfigSchema = v.object({
  /** Google Analytics 4, G-XXXXXXXXXX. */
  analyticsId: v.optional(v.string()),
  /** Google Ads, AW-XXXXXXXXX. */
  adsId: v.optional(v.string()),
  /** Google Tag Manager, GTM-XXXXXXX. */
  tagManagerId: v.optional(v.string()),
  /** Meta pixel ID. */
  socialPixelId: v.optional(v.string()),
});

/** site.json as exported: the Site configuration with the CRM's top bar, banner, popup and site info. */
export const SiteExportSchema = v.object({
  ...v.omit(SiteSchema, ['TopBar', 'Banner', 'Popup', 'SiteInfo']).entries,
  /** The items left of the top bar and those right of it (before the language switcher). */
  topBar: v.object({ left: v.array(TopBarItemSchema), right: v.array(TopBarItemSchema) }),
  banner: BannerConfigSchema,
  popup: v.optional(PopupConfigSchema),
  siteInfo: v.optional(SiteInfoConfigSchema),
});

/** site.json as exported. */
export type SiteExport = v.InferOutput<typeof SiteExportSchema>;
