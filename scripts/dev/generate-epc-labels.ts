// Draws the EPC label images (public/images/epc/<region>/<class>.svg) for every class of every region's
// scale. Run once with `npx tsx scripts/dev/generate-epc-labels.ts`; the output is committed.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EpcClass, type EpcRegion, epcClassSlug, epcScales } from '../../src/domain/listing/epc';

const outDir = join(import.meta.dirname, '..', '..', 'public', 'images', 'epc');

// The familiar energy-label ramp, best (dark green) to worst (red); each scale is spread over it.
const ramp: readonly (readonly [number, number, number])[] = [
  [0, 105, 52],
  [0, 150, 64],
  [80, 180, 60],
  [190, 214, 48],
  [255, 221, 0],
  [253, 185, 19],
  [243, 112, 33],
  [227, 30, 36],
];

const regionNames: Record<EpcRegion, string> = {
  flanders: 'Flanders',
  wallonia: 'Wallonia',
  brussels: 'Brussels',
  luxembourg: 'Luxembourg',
};

function colourAt(position: number): [number, number, number] {
  const scaled = position * (ramp.length - 1);
  const index = Math.min(Math.floor(scaled), ramp.length - 2);
  const fraction = scaled - index;
  const from = ramp[index] ?? [0, 0, 0];
  const to = ramp[index + 1] ?? from;
  return [0, 1, 2].map((channel) =>
    Math.round((from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * fraction),
  ) as [number, number, number];
}

function luminance([red, green, blue]: readonly number[]): number {
  const linear = (value = 0) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

// Black or white text, whichever contrasts more with the fill.
function textColour(fill: readonly number[]): string {
  const l = luminance(fill);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

function label(region: EpcRegion, cls: EpcClass, position: number): string {
  const fill = colourAt(position);
  const title = `EPC ${cls} (${regionNames[region]})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img">
  <title>${title}</title>
  <path d="M4 2h92l20 18-20 18H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="${hex(fill)}"/>
  <text x="50" y="28" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${textColour(fill)}">${cls}</text>
</svg>
`;
}

rmSync(outDir, { recursive: true, force: true });
for (const [region, scale] of Object.entries(epcScales) as [EpcRegion, readonly EpcClass[]][]) {
  mkdirSync(join(outDir, region), { recursive: true });
  scale.forEach((cls, index) => {
    const position = scale.length === 1 ? 0 : index / (scale.length - 1);
    writeFileSync(join(outDir, region, `${epcClassSlug(cls)}.svg`), label(region, cls, position));
  });
}
console.log(`EPC labels written to ${outDir}`);
