// Lookups that every detail page needs, built once per export instead of scanning the export per page
// (with 10,000 listings a scan per page made the build grow with the square of the catalogue).
import {
  candidateChanges,
  type SimilarIndex,
  similarFromIndex,
  similarIndex,
  suggestionsHold,
} from '../domain/listing/similar-properties';
import type { OwnerSlot } from '../schemas/owner';
import type { Property } from '../schemas/property';
import type { ExportModel } from './export-model';

/** The export's listings by ID, its visit slots by listing, and the similar-listings index and blocks. */
export type ExportIndexes = {
  /** Keyed by the ID as text, as a page's params carry it; the first listing wins, like Array.find. */
  readonly propertiesById: ReadonlyMap<string, Property>;
  /** Every owner's slots of each listing, in the export's order (owner by owner). */
  readonly slotsByProperty: ReadonlyMap<number, readonly OwnerSlot[]>;
  readonly similar: SimilarIndex<Property>;
  /**
   * The listings of a listing's similar block, worked out once per listing: its page and cache key in
   * each language show the same block (at 10,000 listings, 80,000 searches became 10,000).
   */
  readonly similarTo: (listing: Property) => readonly Property[];
};

const built = new WeakMap<ExportModel, ExportIndexes>();

/** The lookups of `model`, made on first use and kept as long as the model is. */
export function exportIndexes(model: ExportModel): ExportIndexes {
  const known = built.get(model);
  if (known !== undefined) return known;
  const propertiesById = new Map<string, Property>();
  for (const property of model.properties) {
    const id = String(property.ID);
    if (!propertiesById.has(id)) propertiesById.set(id, property);
  }
  const slotsByProperty = new Map<number, OwnerSlot[]>();
  for (const slot of model.owners.flatMap((owner) => owner.Slots)) {
    const slots = slotsByProperty.get(slot.PropertyID);
    if (slots === undefined) slotsByProperty.set(slot.PropertyID, [slot]);
    else slots.push(slot);
  }
  const similar = similarIndex(model.properties);
  const similarFound = new Map<Property, readonly Property[]>();
  const earlier = earlierBlocks(model);
  const similarTo = (listing: Property) => {
    let found = similarFound.get(listing);
    if (found === undefined) {
      const before = earlier?.found.get(listing);
      found =
        before !== undefined && earlier !== undefined && suggestionsHold(listing, before, earlier.changes)
          ? before
          : similarFromIndex(listing, similar);
      similarFound.set(listing, found);
    }
    return found;
  };
  const indexes = { propertiesById, slotsByProperty, similar, similarTo };
  built.set(model, indexes);
  blocksOf.set(model, similarFound);
  last = new WeakRef(model);
  return indexes;
}

// The similar blocks of the export whose lookups were made last. A publish keeps the live export's
// objects for the listings it did not change (src/domain/memo/per-object.ts), so the next export's blocks
// start from these: at 10,000 listings working out every block took 0.3 s of each publish, and one
// price changes a handful. Held weakly: an export no longer in use takes its blocks with it.
let last: WeakRef<ExportModel> | undefined;
const blocksOf = new WeakMap<ExportModel, Map<Property, readonly Property[]>>();

// Beyond this share of listings changed, checking every block against each change costs more than
// working the blocks out again.
const maxChangedShare = 0.05;

/** The last export's blocks, with the listings gone from it and added to it in `model`. */
function earlierBlocks(model: ExportModel) {
  const before = last?.deref();
  const found = before === undefined ? undefined : blocksOf.get(before);
  if (before === undefined || found === undefined) return undefined;
  const now = new Set(model.properties);
  const was = new Set(before.properties);
  const gone = before.properties.filter((listing) => !now.has(listing));
  const added = model.properties.filter((listing) => !was.has(listing));
  if (gone.length + added.length > maxChangedShare * model.properties.length + 2) return undefined;
  return { found, changes: candidateChanges(gone, added) };
}
