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

/** The limits of issue 15: 20 % fewer listings, 5 % of the pictures missing. */
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

/** Every guard the figures trip, in the order staff should look at them; empty when the publish may go on. */
export function guardRefusals(
  figures: GuardFigures,
  limits: GuardLimits = defaultGuardLimits,
): GuardRefusal[] {
  const refusals: GuardRefusal[] = [];
  const { listingsBefore: before, listingsAfter: after } = figures;
  if (after === 0 && (before === undefined || before > 0)) {
    refusals.push({ kind: 'no-listings', before: before ?? 0 });
  } else if (before !== undefined && before > 0 && after < before) {
    const percent = percentOf(before - after, before);
    if (percent > limits.maxListingFallPercent)
      refusals.push({ kind: 'listings-fell', before, after, percent, limit: limits.maxListingFallPercent });
  }
  if (figures.mediaNamed > 0) {
    const percent = percentOf(figures.mediaMissing, figures.mediaNamed);
    if (percent > limits.maxMissingMediaPercent)
      refusals.push({
        kind: 'media-missing',
        missing: figures.mediaMissing,
        named: figures.mediaNamed,
        percent,
        limit: limits.maxMissingMediaPercent,
      });
  }
  const still = new Set(figures.languagesAfter);
  const off = figures.languagesBefore.filter((language) => !still.has(language));
  if (off.length > 0) refusals.push({ kind: 'language-off', languages: off });
  return refusals;
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
