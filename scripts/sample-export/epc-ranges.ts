// The energy values the sample writes beside each EPC class, per region. The classes are the domain's
// (src/domain/listing/epc.ts); only the ranges of values the sample draws from are the sample's own.
import { classForValue, type EpcClass, epcScales } from '../../src/domain/listing/epc';
import type { Region } from '../../src/domain/listing/region';

/** An EPC class and the range of values (kWh/m² per year) the sample draws its EnergyValue from. */
export interface EpcRange {
  readonly label: EpcClass;
  readonly min: number;
  readonly max: number;
}

/**
 * A Belgian region's classes with the range of values each covers, derived from the domain's own
 * classing so that every sample value lands in the class printed beside it.
 */
function belgianRanges(region: 'flanders' | 'wallonia' | 'brussels'): EpcRange[] {
  const ranges = new Map<EpcClass | undefined, { min: number; max: number }>();
  for (let value = -40; value <= 720; value++) {
    const label = classForValue(region, value);
    const range = ranges.get(label);
    ranges.set(label, { min: range?.min ?? value, max: value });
  }
  return epcScales[region].map((label) => {
    const range = ranges.get(label);
    if (range === undefined) throw new Error(`no sample range for EPC class ${label} in ${region}`);
    return { label, ...range };
  });
}

/**
 * The sample's EPC ranges per region, best first; a listing's EnergyValue lies in its EnergyLabel's range.
 * Luxembourg's classes are the domain's scale without A+ (the sample has no A+ home there); the
 * sample's listings abroad are all in Spain, whose certificate grades A to G.
 */
export const epcRanges: Readonly<Record<Region, readonly EpcRange[]>> = {
  flanders: belgianRanges('flanders'),
  wallonia: belgianRanges('wallonia'),
  brussels: belgianRanges('brussels'),
  luxembourg: [
    { label: 'A', min: 20, max: 45 },
    { label: 'B', min: 46, max: 95 },
    { label: 'C', min: 96, max: 125 },
    { label: 'D', min: 126, max: 145 },
    { label: 'E', min: 146, max: 210 },
    { label: 'F', min: 211, max: 295 },
    { label: 'G', min: 296, max: 395 },
    { label: 'H', min: 396, max: 530 },
    { label: 'I', min: 531, max: 700 },
  ],
  abroad: [
    { label: 'A', min: 20, max: 44 },
    { label: 'B', min: 45, max: 72 },
    { label: 'C', min: 73, max: 112 },
    { label: 'D', min: 113, max: 172 },
    { label: 'E', min: 173, max: 247 },
    { label: 'F', min: 248, max: 298 },
    { label: 'G', min: 299, max: 420 },
  ],
};
