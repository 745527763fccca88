import * as v from 'valibot';
import { IdSchema } from './id';
import { IsoDateSchema } from './iso-date';
import { LocalizedTextSchema } from './localized-text';
import { MediaUrlSchema } from './url';

/** Article categories: 2 services news, 4 team, 5 testimonials, 6 legal pages, 7 service articles. */
export const ArticleCategorySchema = v.picklist([2, 4, 5, 6, 7]);
/** 2 services news, 4 team, 5 testimonials, 6 legal pages, 7 service articles. */
export type ArticleCategory = v.InferOutput<typeof ArticleCategorySchema>;

/** An article of articles.json: a news item, team member, testimonial, legal or service page. */
export const ArticleSchema = v.object({
  ID: IdSchema,
  CategoryID: ArticleCategorySchema,
  /** The URL segment per language. */
  Slug: LocalizedTextSchema,
  Title: LocalizedTextSchema,
  /** HTML written in the CRM's editor. */
  Body: v.optional(LocalizedTextSchema),
  Summary: v.optional(LocalizedTextSchema),
  Image: v.optional(MediaUrlSchema),
  Date: v.optional(IsoDateSchema),
  ShowOrder: v.optional(v.number()),
  /** Unpublished articles are not built. */
  Published: v.boolean(),
  /** Team members (category 4): their job title. */
  Function: v.optional(LocalizedTextSchema),
  /** Team members (category 4). */
  Phone: v.optional(v.string()),
  /** Team members (category 4). */
  Email: v.optional(v.pipe(v.string(), v.email())),
  /** Testimonials (category 5): who wrote it. */
  Author: v.optional(v.string()),
  /** Testimonials (category 5): 1 to 5 stars. */
  Rating: v.optional(v.picklist([1, 2, 3, 4, 5])),
});

/** An article of any category. */
export type Article = v.InferOutput<typeof ArticleSchema>;
