// EPC classes per region, their label images, and the Flemish renovation notice.

import { propertyKind } from './property-kind';
import type { Region } from './region';

/** Regions that have an EPC scale (not 'abroad'). */
export type EpcRegion = Exclude<Region, 'abroad'>;

/** Flemish residential EPC classes (primary energy scale used since 2019). */
export const flandersClasses = ['A+', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
/** Walloon PEB residential classes. */
export const walloniaClasses = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/** Brussels PEB residential classes (19, since the 2017 scale). */
export const brusselsClasses = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'E+',
  'E',
  'E-',
  'F+',
  'F',
  'F-',
  'G',
] as const;
/** Luxembourg passeport énergétique classes. */
export const luxembourgClasses = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** Every region's classes, best first: the order the label images are coloured in. */
export const epcScales = {
  flanders: flandersClasses,
  wallonia: walloniaClasses,
  brussels: brusselsClasses,
  luxembourg: luxembourgClasses,
} as const satisfies Record<EpcRegion, readonly string[]>;

/** A class on any region's scale. */
export type EpcClass = (typeof epcScales)[EpcRegion][number];

// Upper bound (inclusive, kWh/m² per year) of each class but the last, on whole kWh.
// Flanders: A+ < 0, A 0-100, B 101-200, ... F > 500 (the certificate prints whole numbers).
const flandersBounds = [-1, 100, 200, 300, 400, 500] as const;
// Wallonia (PEB): A++ <= 0, A+ 1-45, A 46-85, B 86-170, C 171-255, D 256-340, E 341-425, F 426-510, G > 510.
const walloniaBounds = [0, 45, 85, 170, 255, 340, 425, 510] as const;
// Brussels: Bruxelles Environnement, Arrêté du Gouvernement de la Région de Bruxelles-Capitale du
// 26 janvier 2017 / PEB certificate scale. A+ <= 0 ... F- 299-345, G >= 346. These bounds follow our
// specification and should be checked against the official Bruxelles Environnement leaflet.
const brusselsBounds = [
  0, 15, 30, 45, 62, 78, 95, 113, 132, 150, 170, 190, 210, 232, 253, 275, 298, 345,
] as const;

const bounds = { flanders: flandersBounds, wallonia: walloniaBounds, brussels: brusselsBounds } as const;

/**
 * The class for an energy value on a Belgian region's scale. The value is first rounded to whole kWh
 * (half up), as printed on the certificate: in Flanders 100.4 is A and 100.5 counts as 101, so B.
 */
export function classForValue(
  region: 'flanders' | 'wallonia' | 'brussels',
  energyValue: number,
): EpcClass | undefined {
  if (!Number.isFinite(energyValue)) return undefined;
  const value = Math.round(energyValue);
  const scale: readonly EpcClass[] = epcScales[region];
  const index = bounds[region].findIndex((upper) => value <= upper);
  return scale[index === -1 ? scale.length - 1 : index];
}

/** Reads a printed class ("  a+ " -> "A+") against a region's scale; anything not on it gives undefined. */
export function parseEpcLabel(region: EpcRegion, label: string | null | undefined): EpcClass | undefined {
  if (typeof label !== 'string') return undefined;
  const text = label.trim().toUpperCase().replace(/\s+/g, '');
  const scale: readonly EpcClass[] = epcScales[region];
  return scale.find((cls) => cls === text);
}

/** What the EPC class is computed from, as found on a listing. */
export interface EpcInput {
  readonly region: Region | undefined;
  readonly energyValue?: number | null | undefined;
  readonly energyLabel?: string | null | undefined;
}

/**
 * The listing's EPC class. Belgian regions: from the energy value on the region's scale; when there is
 * no value, from the printed label if it is on that scale. Luxembourg: from the label text only.
 * Abroad, unknown region or nothing usable: undefined.
 */
export function epcClass({ region, energyValue, energyLabel }: EpcInput): EpcClass | undefined {
  if (region === undefined || region === 'abroad') return undefined;
  if (region === 'luxembourg') return parseEpcLabel(region, energyLabel);
  if (typeof energyValue === 'number' && Number.isFinite(energyValue))
    return classForValue(region, energyValue);
  return parseEpcLabel(region, energyLabel);
}

/** The file-name form of a class: "A+" -> "a-plus", "A++" -> "a-plus-plus", "A-" -> "a-minus". */
export function epcClassSlug(cls: EpcClass): string {
  const letter = cls.charAt(0).toLowerCase();
  const marks = [...cls.slice(1)].map((mark) => (mark === '+' ? 'plus' : 'minus'));
  return [letter, ...marks].join('-');
}

/**
 * The label image of a class, e.g. "/images/epc/flanders/a-plus.svg"; undefined when the class is not
 * on that region's scale (there is no such image).
 */
export function epcLabelImage(region: EpcRegion, cls: EpcClass): string | undefined {
  const scale: readonly EpcClass[] = epcScales[region];
  return scale.includes(cls) ? `/images/epc/${region}/${epcClassSlug(cls)}.svg` : undefined;
}

/**
 * Whose certificate a listing's region has, which decides what it is called: Belgium's regions issue
 * the EPC (PEB/EPB in French and in Brussels), Luxembourg its energy pass (certificat de performance
 * énergétique, Energiepass). A Luxembourg buyer reads "PEB" as a Belgian word.
 */
export type EpcScheme = 'belgium' | 'luxembourg';

/** The certificate scheme of a region. */
export function epcScheme(region: EpcRegion): EpcScheme {
  return region === 'luxembourg' ? 'luxembourg' : 'belgium';
}

/**
 * The certificate a listing must have, by its scheme: a building in Belgium or Luxembourg has its
 * country's; land and a garage have none, nor has a listing abroad or one whose region is unknown.
 * Where none is due, the page announces none (no "not yet available").
 */
export function certificateDue(region: Region | undefined, webId: number): EpcScheme | undefined {
  if (region === undefined || region === 'abroad' || !propertyKind(webId).energyCertificate) return undefined;
  return epcScheme(region);
}

/** What the renovation notice depends on, as found on a listing. */
export interface RenovationInput {
  readonly goal: number;
  readonly webId: number;
  readonly region: Region | undefined;
  readonly epcClass: EpcClass | undefined;
}

/**
 * Whether a listing shows the Flemish renovation obligation: since 2023 a buyer of a house or apartment
 * (studio included) with label E or F must bring it to D or better. It applies to sale listings (goal 0)
 * in Flanders only; rentals, other types and other regions never show it.
 */
export function needsRenovationNotice({ goal, webId, region, epcClass: cls }: RenovationInput): boolean {
  return goal === 0 && region === 'flanders' && propertyKind(webId).home && (cls === 'E' || cls === 'F');
}
