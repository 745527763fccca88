// New-build projects: their link, their price-list summary, a unit's price or status, similar projects.

import type { Locale } from '../../i18n/locales';
import { slugify } from '../routes/slug';
import { type PriceWords, priceLabel } from '../values/money';
import { propertyKind } from './property-kind';
import { regionFor } from './region';
import { isSoldOrRented } from './status';

/** A line of a project's price list, as the export gives it. */
export interface UnitLine {
  /** The unit's property type (WebID): a flat, a house, or a parking space or cellar sold beside them. */
  readonly Type: number;
  readonly Price: number;
  readonly PriceUnit: number;
  readonly Marquee: number;
}

/** The fields of a project these rules read; a Project of the export fits it. */
export interface ProjectLike {
  readonly ID: number;
  readonly Name: string;
  readonly Zip: string;
  readonly CountryID: number;
  readonly Units: readonly UnitLine[];
}

/** The parameters of a project's detail path: the slug of its name and its ID. */
export function projectPathParams(project: Pick<ProjectLike, 'ID' | 'Name'>): { slug: string; id: number } {
  return { slug: slugify(project.Name) || 'project', id: project.ID };
}

/** How many units a project has, how many are still for sale, and the lowest price among those. */
export interface ProjectSummary {
  readonly unitCount: number;
  readonly availableCount: number;
  /**
   * The cheapest dwelling still for sale (its price and unit), or the cheapest unit when no dwelling is
   * left; undefined when every unit is sold. A parking space at 25 000 € is no "from" price of flats.
   */
  readonly lowest: UnitLine | undefined;
  /**
   * How many units the price list opens without: those sold or let, while others are still available
   * (0 once every unit is gone, or none is). On a phone each unit is a card, and a list led by six
   * "sold" cards without a price buried the ones a buyer can still have; they wait behind a tick box.
   */
  readonly goneHidden: number;
}

/** The summary of a project's price list: sold and rented units count in the total only. */
export function projectSummary(project: Pick<ProjectLike, 'Units'>): ProjectSummary {
  const available = project.Units.filter((unit) => !isSoldOrRented(unit.Marquee));
  const dwellings = available.filter((unit) => propertyKind(unit.Type).dwelling);
  const lowest = (dwellings.length > 0 ? dwellings : available).reduce<UnitLine | undefined>(
    (best, unit) => (best === undefined || unit.Price < best.Price ? unit : best),
    undefined,
  );
  const gone = project.Units.length - available.length;
  return {
    unitCount: project.Units.length,
    availableCount: available.length,
    lowest,
    goneHidden: available.length > 0 ? gone : 0,
  };
}

/**
 * What the price list says in a unit's price cell: its price, or undefined once the unit is sold or
 * rented (the price of a closed deal is not advertised; the status column says why the cell is empty).
 */
export function unitPriceText(unit: UnitLine, words: PriceWords, locale: Locale): string | undefined {
  if (isSoldOrRented(unit.Marquee)) return undefined;
  // Project units are sold: a price is monthly only when the unit says so.
  return priceLabel({ price: unit.Price, priceUnit: unit.PriceUnit, goal: 0 }, words, locale);
}

/**
 * Other projects to suggest under a project, at most `max`: those in the same region first, then those
 * with units still for sale, then the closest lowest price, then the lower ID, so builds are stable.
 */
export function similarProjects<P extends ProjectLike>(
  projects: readonly P[],
  current: ProjectLike,
  max = 3,
): P[] {
  const region = regionFor(current.CountryID, current.Zip);
  const price = projectSummary(current).lowest?.Price;
  const rank = (project: P) => {
    const summary = projectSummary(project);
    return {
      sameRegion: regionFor(project.CountryID, project.Zip) === region ? 0 : 1,
      soldOut: summary.availableCount === 0 ? 1 : 0,
      distance:
        price === undefined || summary.lowest === undefined
          ? Number.POSITIVE_INFINITY
          : Math.abs(summary.lowest.Price - price),
    };
  };
  return projects
    .filter((project) => project.ID !== current.ID)
    .map((project) => ({ project, ...rank(project) }))
    .sort(
      (a, b) =>
        a.sameRegion - b.sameRegion ||
        a.soldOut - b.soldOut ||
        a.distance - b.distance ||
        a.project.ID - b.project.ID,
    )
    .slice(0, Math.max(0, max))
    .map((entry) => entry.project);
}
