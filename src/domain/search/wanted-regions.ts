// The areas a visitor can choose when registering a search: Belgium's provinces (Brussels as its own
// region) and Luxembourg, grouped by the region whose EPC and legal rules apply there.
import type { Region } from '../listing/region';

/** A province or area of the demand register, with the region it lies in. */
export interface WantedArea {
  readonly code: string;
  readonly region: Exclude<Region, 'abroad'>;
}

/** Every choosable area, grouped by region in the order of `regions`; `code` is the value sent. */
export const wantedAreas = [
  { code: 'antwerp', region: 'flanders' },
  { code: 'east-flanders', region: 'flanders' },
  { code: 'flemish-brabant', region: 'flanders' },
  { code: 'limburg', region: 'flanders' },
  { code: 'west-flanders', region: 'flanders' },
  { code: 'hainaut', region: 'wallonia' },
  { code: 'liege', region: 'wallonia' },
  { code: 'luxembourg-province', region: 'wallonia' },
  { code: 'namur', region: 'wallonia' },
  { code: 'walloon-brabant', region: 'wallonia' },
  { code: 'brussels', region: 'brussels' },
  { code: 'luxembourg', region: 'luxembourg' },
] as const satisfies readonly WantedArea[];

/** The code of a choosable area. */
export type WantedAreaCode = (typeof wantedAreas)[number]['code'];

/** The areas grouped by region, each group in the list's order; regions without areas are left out. */
export function wantedAreasByRegion(): { region: WantedArea['region']; areas: WantedAreaCode[] }[] {
  const groups = new Map<WantedArea['region'], WantedAreaCode[]>();
  for (const area of wantedAreas) groups.set(area.region, [...(groups.get(area.region) ?? []), area.code]);
  return [...groups.entries()].map(([region, areas]) => ({ region, areas }));
}
