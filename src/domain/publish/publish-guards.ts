// The guards of a publish: a valid export that looks like a failed CRM feed (listings collapsed, pictures
// lost, a language gone) is refused until a person has looked and publishes it with --accept.

/** The figures a publish is judged on. */
export interface GuardFigures {
  /** Listings of the live release; undefined when nothing is live yet (nothing to fall from). */
  readonly listingsBefore: number | undefined;
  readonly listingsAfter: number;
  /** Media files the new export names, and how many of them its media folder lacks. */
  readonly mediaNamed: number;
  readonly mediaMissing: number;
  /** The languages switched on, live and in the new export. */
  readonly languagesBefore: readonly string[];
  readonly languagesAfter: readonly string[];
}

/** How far the figures may move before a publish is refused. */
export interface GuardLimits {
  /** A fall of more than this share of the listings (in %) is refused. */
  readonly maxListingFallPercent: number;
  /** More than this share (in %) of the named media files missing is refused. */
  readonly maxMissingMediaPercent: number;
}

/** The default limits: 20 % fewer listings, 5 % of the pictures missing. */
export const defaultGuardLimits: GuardLimits = { maxListingFallPercent: 20, maxMissingMediaPercent: 5 };

/** One reason to refuse a publish, with the figure that tripped it. */
export type GuardRefusal =
  | { readonly kind: 'no-listings'; readonly before: number }
  | {
      readonly kind: 'listings-fell';
      readonly before: number;
      readonly after: number;
      readonly percent: number;
      readonly limit: number;
    }
  | {
      readonly kind: 'media-missing';
      readonly missing: number;
      readonly named: number;
      readonly percent: number;
      readonly limit: number;
    }
  | { readonly kind: 'language-off'; readonly languages: readonly string[] };

// One decimal: "20.3 %" tells a fall just over the limit from one at it.
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The refusal for missing media files, if more than the limit's share of those named are missing. */
export function mediaRefusal(
  named: number,
  missing: number,
  limit: number = defaultGuardLimits.maxMissingMediaPercent,
): GuardRefusal | undefined {
  if (named === 0) return undefined;
  const percent = percentOf(missing, named);
  return percent > limit ? { kind: 'media-missing', missing, named, percent, limit } : undefined;
}

function listingRefusal(before: number | undefined, after: number, limit: number): GuardRefusal | undefined {
  if (after === 0 && (before === undefined || before > 0))
    return { kind: 'no-listings', before: before ?? 0 };
  if (before === undefined || before === 0 || after >= before) return undefined;
  const percent = percentOf(before - after, before);
  return percent > limit ? { kind: 'listings-fell', before, after, percent, limit } : undefined;
}

function languageRefusal(before: readonly string[], after: readonly string[]): GuardRefusal | undefined {
  const still = new Set(after);
  const off = before.filter((language) => !still.has(language));
  return off.length > 0 ? { kind: 'language-off', languages: off } : undefined;
}

/** Every guard the figures trip, in the order staff should look at them; empty when the publish may go on. */
export function guardRefusals(
  figures: GuardFigures,
  limits: GuardLimits = defaultGuardLimits,
): GuardRefusal[] {
  return [
    listingRefusal(figures.listingsBefore, figures.listingsAfter, limits.maxListingFallPercent),
    mediaRefusal(figures.mediaNamed, figures.mediaMissing, limits.maxMissingMediaPercent),
    languageRefusal(figures.languagesBefore, figures.languagesAfter),
  ].filter((refusal) => refusal !== undefined);
}

/** The refusal as staff read it at the terminal, with the figure that tripped it. */
export function describeRefusal(refusal: GuardRefusal): string {
  switch (refusal.kind) {
    case 'no-listings':
      return `the new export has no listings at all (the live site has ${refusal.before})`;
    case 'listings-fell':
      return `the listings fall from ${refusal.before} to ${refusal.after} (-${refusal.percent} %, more than the ${refusal.limit} % allowed)`;
    case 'media-missing':
      return `${refusal.missing} of the ${refusal.named} media files the export names are missing (${refusal.percent} %, more than the ${refusal.limit} % allowed)`;
    case 'language-off':
      return `the export switches off ${refusal.languages.length === 1 ? 'a language' : 'languages'} that the live site has: ${refusal.languages.join(', ')}`;
  }
}
