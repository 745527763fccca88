// Simplified outlines of Belgium's provinces, Brussels and the Grand Duchy of Luxembourg, for the demand
// register's clickable map. Neighbours share corner points, so the shapes meet without gaps.
import type { WantedAreaCode } from '../../domain/search/wanted-regions';

type Point = readonly [lon: number, lat: number];

// Shared corners (longitude, latitude), named after where they lie.
const corner = {
  coastWest: [2.55, 51.09],
  knokke: [3.37, 51.37],
  westEastNorth: [3.47, 51.24],
  westEastSouth: [3.43, 50.76],
  lys: [3.3, 50.72],
  doel: [4.24, 51.37],
  temse: [4.3, 51.12],
  dendermonde: [4.18, 50.98],
  geraardsbergen: [3.98, 50.71],
  limburgNorth: [5.24, 51.27],
  limburgWest: [5.1, 51.02],
  brabantNorth: [4.7, 51.02],
  limburgSouth: [5.05, 50.77],
  limburgEast: [5.68, 50.75],
  walloonEast: [5.0, 50.72],
  walloonMiddle: [4.6, 50.76],
  walloonWest: [4.15, 50.69],
  walloonSouthEast: [4.92, 50.62],
  hainautNamur: [4.45, 50.56],
  walloonSouthWest: [4.25, 50.6],
  hainautSouth: [4.43, 49.96],
  namurEast: [5.2, 50.58],
  ardennes: [5.4, 50.25],
  namurSouth: [4.98, 49.8],
  ourthe: [5.15, 50.02],
  ouren: [6.13, 50.13],
  troisvierges: [6.03, 50.18],
  vielsalm: [5.75, 50.22],
  clervaux: [5.92, 50.0],
  martelange: [5.75, 49.8],
  athus: [5.82, 49.55],
} as const satisfies Record<string, Point>;

const c = corner;

/** Each area's outline, clockwise from its north-west. */
const outlines: Readonly<Record<WantedAreaCode, readonly Point[]>> = {
  'west-flanders': [
    c.coastWest,
    c.knokke,
    c.westEastNorth,
    c.westEastSouth,
    c.lys,
    [3.12, 50.78],
    [2.93, 50.7],
    [2.62, 50.83],
  ],
  'east-flanders': [c.westEastNorth, c.doel, c.temse, c.dendermonde, c.geraardsbergen, c.westEastSouth],
  antwerp: [
    c.doel,
    [4.55, 51.48],
    [5.0, 51.48],
    [5.1, 51.43],
    c.limburgNorth,
    c.limburgWest,
    c.brabantNorth,
    c.dendermonde,
    c.temse,
  ],
  limburg: [
    c.limburgNorth,
    [5.5, 51.3],
    [5.85, 51.16],
    [5.76, 50.95],
    [5.64, 50.82],
    c.limburgEast,
    c.limburgSouth,
    c.limburgWest,
  ],
  'flemish-brabant': [
    c.dendermonde,
    c.brabantNorth,
    c.limburgWest,
    c.limburgSouth,
    c.walloonEast,
    c.walloonMiddle,
    c.walloonWest,
    c.geraardsbergen,
  ],
  brussels: [
    [4.3, 50.91],
    [4.44, 50.9],
    [4.48, 50.83],
    [4.4, 50.77],
    [4.28, 50.8],
    [4.25, 50.86],
  ],
  'walloon-brabant': [
    c.walloonWest,
    c.walloonMiddle,
    c.walloonEast,
    c.walloonSouthEast,
    c.hainautNamur,
    c.walloonSouthWest,
  ],
  hainaut: [
    c.lys,
    c.westEastSouth,
    c.geraardsbergen,
    c.walloonWest,
    c.walloonSouthWest,
    c.hainautNamur,
    [4.55, 50.3],
    c.hainautSouth,
    [4.15, 49.98],
    [4.13, 50.3],
    [3.68, 50.42],
    [3.28, 50.52],
    [3.18, 50.7],
  ],
  namur: [
    c.hainautNamur,
    c.walloonSouthEast,
    c.namurEast,
    c.ardennes,
    c.ourthe,
    c.namurSouth,
    [4.88, 49.93],
    [4.84, 50.15],
    [4.7, 49.98],
    c.hainautSouth,
    [4.55, 50.3],
  ],
  liege: [
    c.limburgSouth,
    c.limburgEast,
    [6.02, 50.76],
    [6.25, 50.62],
    [6.4, 50.33],
    c.ouren,
    c.troisvierges,
    c.vielsalm,
    c.ardennes,
    c.namurEast,
    c.walloonSouthEast,
    c.walloonEast,
  ],
  'luxembourg-province': [
    c.ardennes,
    c.vielsalm,
    c.troisvierges,
    c.clervaux,
    c.martelange,
    c.athus,
    [5.4, 49.62],
    [5.1, 49.77],
    c.namurSouth,
    c.ourthe,
  ],
  luxembourg: [
    c.troisvierges,
    c.ouren,
    [6.32, 49.87],
    [6.51, 49.72],
    [6.37, 49.46],
    [5.97, 49.45],
    c.athus,
    c.martelange,
    c.clervaux,
  ],
};

// An equirectangular view of 50.5° N, where a degree of longitude is about 0.64 of one of latitude.
const west = 2.45;
const north = 51.55;
const scale = 200;
const lonScale = scale * Math.cos((50.5 * Math.PI) / 180);

/** The SVG viewBox that holds every shape. */
export const regionMapViewBox = `0 0 ${Math.ceil((6.6 - west) * lonScale)} ${Math.ceil((north - 49.4) * scale)}`;

const project = ([lon, lat]: Point): [number, number] => [
  Math.round((lon - west) * lonScale * 10) / 10,
  Math.round((north - lat) * scale * 10) / 10,
];

/** One area of the map: its code and SVG path. */
export type RegionShape = { readonly code: WantedAreaCode; readonly path: string };

// Drawn in this order: Brussels after Flemish Brabant, which surrounds it.
const drawOrder: readonly WantedAreaCode[] = [
  'west-flanders',
  'east-flanders',
  'antwerp',
  'limburg',
  'flemish-brabant',
  'brussels',
  'walloon-brabant',
  'hainaut',
  'namur',
  'liege',
  'luxembourg-province',
  'luxembourg',
];

/** Every area's shape, projected into the viewBox, in drawing order. */
export function regionShapes(): RegionShape[] {
  return drawOrder.map((code) => {
    const points = outlines[code].map(project);
    return { code, path: `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z` };
  });
}
