import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sampleDocuments } from './documents';
import {
  articleImageFiles,
  bannerFile,
  documentFiles,
  logoFile,
  type PoolKind,
  photoPool,
  portraitFiles,
} from './media-pool';
import { type Random, seededRandom } from './prng';

const W = 1600;
const H = 1067;

const skies = [
  ['#5b9bd5', '#cfe6f7'],
  ['#7fb2e0', '#eaf4fb'],
  ['#8aa6c1', '#dfe7ee'],
  ['#f0a36b', '#fde3c4'],
  ['#4a86c5', '#bcdcf2'],
] as const;
const walls = ['#d8c3a5', '#b5654a', '#e9e4da', '#a35a43', '#cfc8bd', '#f2efe6', '#8c6e5d', '#c9b79c'];
const roofs = ['#3d3b3c', '#7a3b2e', '#4a4e57', '#5b3a29', '#2f3b45'];
const interiorWalls = ['#efe9df', '#e6ece8', '#f3ede4', '#dfe4ea', '#ece3d6', '#e9e9e3'];
const floors = ['#b88a5c', '#9c7047', '#c9a57a', '#8a8d91', '#d2b48c'];
const accents = ['#2f5d62', '#a23b3b', '#3b5ba2', '#c58b2a', '#5c7a3a', '#6d4c7d'];

function sky(r: Random, id: string): string {
  const [top, bottom] = r.pick(skies);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function clouds(r: Random): string {
  return Array.from({ length: r.int(2, 4) }, () => {
    const x = r.int(80, W - 300);
    const y = r.int(60, 260);
    const s = r.int(60, 110);
    return `<g fill="#ffffff" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="${s * 1.6}" ry="${s * 0.55}"/><ellipse cx="${x + s * 0.6}" cy="${y - s * 0.3}" rx="${s}" ry="${s * 0.5}"/></g>`;
  }).join('');
}

function tree(x: number, ground: number, size: number, green: string): string {
  return `<rect x="${x - size * 0.08}" y="${ground - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#5b4636"/><circle cx="${x}" cy="${ground - size}" r="${size * 0.55}" fill="${green}"/><circle cx="${x - size * 0.3}" cy="${ground - size * 0.75}" r="${size * 0.4}" fill="${green}" opacity="0.9"/><circle cx="${x + size * 0.32}" cy="${ground - size * 0.8}" r="${size * 0.42}" fill="${green}" opacity="0.95"/>`;
}

function ground(r: Random, y: number): string {
  const grass = r.pick(['#6f9a4a', '#7fa85a', '#5e8c3f', '#88ad62']);
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="${grass}"/><rect y="${H - 90}" width="${W}" height="90" fill="#9a9a94"/><rect y="${H - 96}" width="${W}" height="8" fill="#c7c7c0"/>`;
}

function window(x: number, y: number, w: number, h: number, frame: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="#a9c8de"/><path d="M${x + 6} ${y + h - 6} L${x + w - 6} ${y + 6}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"/><rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="${frame}"/>`;
}

function house(r: Random): string {
  const base = 820;
  const width = r.int(620, 860);
  const x = (W - width) / 2 + r.int(-120, 120);
  const height = r.int(300, 380);
  const top = base - height;
  const roofHeight = r.int(180, 260);
  const wall = r.pick(walls);
  const frame = r.pick(['#ffffff', '#2b2b2b', '#4a4a4a', '#6b4f3a']);
  const cols = width > 760 ? 4 : 3;
  const gap = width / cols;
  let windows = '';
  for (let c = 0; c < cols; c++) {
    const wx = x + c * gap + gap / 2 - 55;
    windows += window(wx, top + 40, 110, 120, frame);
    if (c !== 1) windows += window(wx, top + 200, 110, 130, frame);
  }
  const door = `<rect x="${x + gap + gap / 2 - 50}" y="${base - 200}" width="100" height="200" fill="${r.pick(accents)}"/><circle cx="${x + gap + gap / 2 + 30}" cy="${base - 100}" r="6" fill="#e0c060"/>`;
  const roof = `<polygon points="${x - 40},${top} ${x + width / 2},${top - roofHeight} ${x + width + 40},${top}" fill="${r.pick(roofs)}"/><rect x="${x + width * 0.7}" y="${top - roofHeight * 0.8}" width="50" height="${roofHeight * 0.6}" fill="${wall}"/>`;
  const green = r.pick(['#3f6b35', '#4d7c3a', '#2f5a2e']);
  const hedge = `<rect x="0" y="${base - 40}" width="${x - 20}" height="60" rx="20" fill="${green}"/><rect x="${x + width + 20}" y="${base - 40}" width="${W - x - width}" height="60" rx="20" fill="${green}"/>`;
  return `${sky(r, 's')}${clouds(r)}${ground(r, base)}${tree(r.int(90, 220), base, r.int(180, 260), green)}${tree(r.int(1380, 1520), base, r.int(200, 280), green)}<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>${roof}${windows}${door}${hedge}<polygon points="${x + gap + gap / 2 - 60},${base} ${x + gap + gap / 2 + 60},${base} ${x + gap + gap / 2 + 140},${H - 96} ${x + gap + gap / 2 - 140},${H - 96}" fill="#c9c1b1"/>`;
}

function apartment(r: Random): string {
  const base = 900;
  const floorsCount = r.int(5, 8);
  const floorHeight = 95;
  const width = r.int(760, 1000);
  const x = (W - width) / 2 + r.int(-100, 100);
  const top = base - floorsCount * floorHeight;
  const wall = r.pick(['#e9e4da', '#cfc8bd', '#d9d4cc', '#b9a48a', '#f2efe6', '#9aa4ab']);
  const frame = r.pick(['#2b2b2b', '#5a5a5a', '#ffffff']);
  const cols = 6;
  const gap = width / cols;
  let body = `<rect x="${x}" y="${top}" width="${width}" height="${floorsCount * floorHeight}" fill="${wall}"/><rect x="${x - 20}" y="${top - 24}" width="${width + 40}" height="24" fill="#55585c"/>`;
  for (let f = 0; f < floorsCount; f++) {
    const y = top + f * floorHeight + 18;
    for (let c = 0; c < cols; c++) body += window(x + c * gap + gap / 2 - 40, y, 80, 62, frame);
    if (f > 0 && r.chance(0.8)) {
      body += `<rect x="${x + gap * 0.3}" y="${y + 56}" width="${gap * 2.2}" height="12" fill="#6b6f74"/><rect x="${x + gap * 0.3}" y="${y + 30}" width="${gap * 2.2}" height="26" fill="#9fb3c0" opacity="0.55"/>`;
    }
  }
  const neighbour = `<rect x="0" y="${base - 420}" width="${x - 30}" height="420" fill="#c2b8a8"/><rect x="${x + width + 30}" y="${base - 360}" width="${W - x - width - 30}" height="360" fill="#a89c8c"/>`;
  return `${sky(r, 's')}${clouds(r)}${neighbour}${ground(r, base)}${body}<rect x="${x + width / 2 - 70}" y="${base - 140}" width="140" height="140" fill="#3a4148"/>${tree(r.int(60, 200), base, 220, '#4d7c3a')}`;
}

function interior(r: Random, office: boolean): string {
  const wall = r.pick(interiorWalls);
  const floor = r.pick(floors);
  const horizon = r.int(640, 720);
  let room = `<rect width="${W}" height="${horizon}" fill="${wall}"/><polygon points="0,${horizon} ${W},${horizon} ${W},${H} 0,${H}" fill="${floor}"/>`;
  for (let i = 0; i < 12; i++) {
    const x = (i * W) / 11;
    room += `<line x1="${W / 2 + (x - W / 2) * 0.45}" y1="${horizon}" x2="${x}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`;
  }
  const wx = r.int(180, 700);
  room += `<rect x="${wx}" y="${horizon - 520}" width="420" height="400" fill="#ffffff"/><rect x="${wx + 14}" y="${horizon - 506}" width="392" height="372" fill="#bcd9ee"/><rect x="${wx + 14}" y="${horizon - 260}" width="392" height="126" fill="#8fbf7a"/><rect x="${wx + 206}" y="${horizon - 520}" width="8" height="400" fill="#ffffff"/>`;
  const accent = r.pick(accents);
  if (office) {
    for (let d = 0; d < 3; d++) {
      const dx = 200 + d * 440;
      room += `<rect x="${dx}" y="${horizon + 80}" width="340" height="22" fill="#e8e2d6"/><rect x="${dx + 20}" y="${horizon + 102}" width="14" height="150" fill="#555"/><rect x="${dx + 306}" y="${horizon + 102}" width="14" height="150" fill="#555"/><rect x="${dx + 120}" y="${horizon - 30}" width="120" height="100" fill="#222"/><rect x="${dx + 130}" y="${horizon - 20}" width="100" height="70" fill="#4a7ab0"/><rect x="${dx + 130}" y="${horizon + 150}" width="90" height="110" rx="12" fill="${accent}"/>`;
    }
    return room;
  }
  const scene = r.int(0, 3);
  if (scene === 0) {
    room += `<rect x="820" y="${horizon - 40}" width="600" height="170" rx="24" fill="${accent}"/><rect x="800" y="${horizon - 120}" width="640" height="110" rx="30" fill="${accent}" opacity="0.85"/><rect x="500" y="${horizon + 160}" width="360" height="30" fill="#6b4f3a"/><rect x="520" y="${horizon + 190}" width="16" height="80" fill="#6b4f3a"/><rect x="824" y="${horizon + 190}" width="16" height="80" fill="#6b4f3a"/><rect x="1320" y="${horizon - 360}" width="160" height="200" fill="${r.pick(accents)}" opacity="0.7"/>`;
  } else if (scene === 1) {
    room += `<rect x="0" y="${horizon - 140}" width="${W}" height="200" fill="#f4f4f2"/><rect x="0" y="${horizon - 160}" width="${W}" height="24" fill="#3b3b3b"/><rect x="0" y="${horizon - 560}" width="${W}" height="180" fill="#f4f4f2" opacity="0.9"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 200 + 12}" y="${horizon - 548}" width="176" height="156" fill="none" stroke="#c9c9c4" stroke-width="3"/>`).join('')}<rect x="1100" y="${horizon - 130}" width="180" height="30" fill="#9aa0a6"/><rect x="560" y="${horizon + 120}" width="520" height="160" fill="${accent}"/>`;
  } else if (scene === 2) {
    room += `<rect x="700" y="${horizon - 40}" width="720" height="230" fill="#f7f3ec"/><rect x="700" y="${horizon - 200}" width="720" height="160" rx="12" fill="#6b4f3a"/><rect x="740" y="${horizon - 70}" width="260" height="70" rx="24" fill="#ffffff"/><rect x="1120" y="${horizon - 70}" width="260" height="70" rx="24" fill="#ffffff"/><rect x="700" y="${horizon + 20}" width="720" height="120" fill="${accent}" opacity="0.85"/>`;
  } else {
    room += `<rect x="900" y="${horizon - 60}" width="520" height="200" rx="90" fill="#ffffff" stroke="#d7d7d2" stroke-width="8"/><rect x="300" y="${horizon - 120}" width="380" height="160" fill="${accent}"/><ellipse cx="490" cy="${horizon - 120}" rx="120" ry="30" fill="#ffffff"/><rect x="380" y="${horizon - 480}" width="220" height="300" fill="#dfe9ef" stroke="#b9c4cb" stroke-width="6"/>`;
  }
  return room;
}

function land(r: Random): string {
  const horizon = r.int(560, 640);
  let svg = `${sky(r, 's')}${clouds(r)}<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${r.pick(['#8db35f', '#9cbf6a', '#7ea653'])}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = (i * W) / 13;
    svg += `<line x1="${W / 2 + (x - W / 2) * 0.2}" y1="${horizon}" x2="${x}" y2="${H}" stroke="#5f7f3a" stroke-opacity="0.25" stroke-width="6"/>`;
  }
  for (let i = 0; i < 9; i++)
    svg += tree(60 + i * 190 + r.int(-30, 30), horizon + 6, r.int(70, 120), '#3f6b35');
  for (let i = 0; i < 10; i++) {
    const x = 80 + i * 160;
    svg += `<rect x="${x}" y="${H - 220}" width="14" height="120" fill="#8a6a4a"/>`;
  }
  svg += `<rect x="60" y="${H - 190}" width="1480" height="8" fill="#8a6a4a"/><rect x="60" y="${H - 150}" width="1480" height="8" fill="#8a6a4a"/>`;
  svg += `<rect x="1180" y="${horizon + 60}" width="12" height="200" fill="#555"/><rect x="1080" y="${horizon + 40}" width="220" height="120" fill="#ffffff" stroke="${r.pick(accents)}" stroke-width="14"/>`;
  return svg;
}

function shop(r: Random): string {
  const base = 900;
  const wall = r.pick(walls);
  const accent = r.pick(accents);
  let stripes = '';
  for (let i = 0; i < 16; i++) {
    stripes += `<rect x="${260 + i * 68}" y="430" width="34" height="90" fill="${i % 2 ? '#ffffff' : accent}"/>`;
  }
  return `${sky(r, 's')}<rect x="200" y="80" width="1200" height="${base - 80}" fill="${wall}"/>${window(300, 140, 160, 200, '#ffffff')}${window(720, 140, 160, 200, '#ffffff')}${window(1140, 140, 160, 200, '#ffffff')}<rect x="240" y="360" width="1120" height="70" fill="${accent}"/>${stripes}<rect x="280" y="540" width="760" height="360" fill="#2b3640"/><rect x="296" y="556" width="728" height="344" fill="#9fc2d8" opacity="0.8"/><rect x="1080" y="540" width="220" height="360" fill="#2b3640"/><rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#a3a39c"/>`;
}

function office(r: Random): string {
  const base = 930;
  const glass = r.pick(['#6e90aa', '#5d7f96', '#7d9bb0']);
  let grid = '';
  for (let f = 0; f < 9; f++) {
    for (let c = 0; c < 8; c++) {
      grid += `<rect x="${330 + c * 118}" y="${100 + f * 90}" width="110" height="82" fill="${glass}" opacity="${0.75 + r.next() * 0.25}"/>`;
    }
  }
  return `${sky(r, 's')}${clouds(r)}<rect x="320" y="90" width="960" height="${base - 90}" fill="#d6d9dc"/>${grid}<rect x="640" y="${base - 150}" width="320" height="150" fill="#2e3b45"/><rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#9a9a94"/>${tree(200, base, 240, '#4d7c3a')}${tree(1420, base, 220, '#3f6b35')}`;
}

function warehouse(r: Random): string {
  const base = 880;
  const cladding = r.pick(['#b8c0c6', '#9ea9b1', '#c9c4b8']);
  let ribs = '';
  for (let x = 120; x < 1480; x += 24)
    ribs += `<rect x="${x}" y="400" width="6" height="${base - 400}" fill="#000" opacity="0.07"/>`;
  let docks = '';
  for (let i = 0; i < 4; i++)
    docks += `<rect x="${220 + i * 300}" y="${base - 260}" width="220" height="260" fill="#5f6a72"/><rect x="${220 + i * 300}" y="${base - 260}" width="220" height="20" fill="${r.pick(accents)}"/>`;
  return `${sky(r, 's')}${clouds(r)}<polygon points="100,420 800,330 1500,420 1500,${base} 100,${base}" fill="${cladding}"/>${ribs}${docks}<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#7d7d78"/>`;
}

function garage(r: Random): string {
  const base = 900;
  let doors = '';
  const count = r.int(3, 5);
  const width = 1400 / count;
  for (let i = 0; i < count; i++) {
    const x = 100 + i * width + 20;
    doors += `<rect x="${x}" y="460" width="${width - 40}" height="${base - 460}" fill="${r.pick(['#d9d9d9', '#c0c6cc', '#8a939b', '#e4e0d6'])}"/>`;
    for (let y = 490; y < base; y += 40)
      doors += `<rect x="${x}" y="${y}" width="${width - 40}" height="4" fill="#000" opacity="0.12"/>`;
  }
  return `${sky(r, 's')}<rect x="80" y="400" width="1440" height="${base - 400}" fill="${r.pick(walls)}"/><rect x="60" y="380" width="1480" height="30" fill="#4a4e57"/>${doors}<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#8e8e88"/>`;
}

const scenes: Readonly<Record<PoolKind, (r: Random) => string>> = {
  house,
  apartment,
  interior: (r) => interior(r, false),
  'office-interior': (r) => interior(r, true),
  land,
  shop,
  office,
  warehouse,
  garage,
};

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A listing photo of the given kind as SVG, drawn from the seed. */
export function photoSvg(kind: PoolKind, seed: number): string {
  return svgDocument(W, H, scenes[kind](seededRandom(seed)));
}

function portraitSvg(seed: number): string {
  const r = seededRandom(seed);
  const skin = r.pick(['#f1c7a5', '#e0ac84', '#c68a62', '#8d5a3c']);
  const hair = r.pick(['#2b1d14', '#6b4226', '#b88a4a', '#1d1d1d', '#8c8c8c']);
  const background = r.pick(['#0b3954', '#2f5d62', '#5b7083', '#7a5c61']);
  const shirt = r.pick(accents);
  const long = r.chance(0.5);
  const hairShape = long
    ? `<path d="M180 300 Q180 140 300 140 Q420 140 420 300 L440 470 L160 470 Z" fill="${hair}"/>`
    : `<path d="M195 270 Q200 150 300 145 Q400 150 405 270 Q380 200 300 200 Q220 200 195 270 Z" fill="${hair}"/>`;
  return svgDocument(
    600,
    600,
    `<rect width="600" height="600" fill="${background}"/>${long ? hairShape : ''}<path d="M110 600 Q120 440 300 430 Q480 440 490 600 Z" fill="${shirt}"/><rect x="265" y="360" width="70" height="90" fill="${skin}"/><ellipse cx="300" cy="290" rx="105" ry="125" fill="${skin}"/>${long ? '' : hairShape}<circle cx="262" cy="285" r="9" fill="#2b2b2b"/><circle cx="338" cy="285" r="9" fill="#2b2b2b"/><path d="M262 345 Q300 372 338 345" stroke="#8a4b3c" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
}

function articleSvg(index: number, seed: number): string {
  const r = seededRandom(seed);
  const background = r.pick(['#e8eef2', '#f3ede4', '#e6ece8']);
  const accent = r.pick(accents);
  const motifs = [
    `<circle cx="480" cy="400" r="120" fill="none" stroke="#c58b2a" stroke-width="40"/><rect x="580" y="380" width="380" height="40" fill="#c58b2a"/><rect x="880" y="420" width="30" height="80" fill="#c58b2a"/><rect x="800" y="420" width="30" height="60" fill="#c58b2a"/>`,
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${80 + i * 120}" y="${800 - 200 - ((i * 97) % 300)}" width="100" height="${200 + ((i * 97) % 300)}" fill="${i % 2 ? '#0b3954' : '#2f5d62'}"/>`,
    ).join(''),
    `<polyline points="120,650 320,520 520,560 720,380 920,420 1080,220" fill="none" stroke="${accent}" stroke-width="24" stroke-linejoin="round"/><line x1="100" y1="700" x2="1100" y2="700" stroke="#555" stroke-width="6"/>`,
    `<rect x="580" y="300" width="24" height="420" fill="#555"/><rect x="360" y="180" width="480" height="220" fill="#ffffff" stroke="${accent}" stroke-width="18"/><rect x="420" y="250" width="360" height="28" fill="${accent}"/><rect x="420" y="310" width="260" height="22" fill="#999"/>`,
  ];
  return svgDocument(
    1200,
    800,
    `<rect width="1200" height="800" fill="${background}"/>${motifs[index % motifs.length]}`,
  );
}

function bannerSvg(seed: number): string {
  const r = seededRandom(seed);
  let skyline = '';
  let x = 0;
  while (x < 1920) {
    const w = r.int(90, 200);
    const h = r.int(200, 460);
    const roof = r.chance(0.5)
      ? `<polygon points="${x},${800 - h} ${x + w / 2},${800 - h - w * 0.45} ${x + w},${800 - h}" fill="#13283a"/>`
      : '';
    skyline += `<rect x="${x}" y="${800 - h}" width="${w}" height="${h}" fill="#13283a"/>${roof}`;
    for (let wy = 800 - h + 30; wy < 780; wy += 60) {
      for (let wx = x + 18; wx < x + w - 30; wx += 44) {
        if (r.chance(0.45))
          skyline += `<rect x="${wx}" y="${wy}" width="22" height="30" fill="#f6d58a" opacity="0.9"/>`;
      }
    }
    x += w + r.int(0, 12);
  }
  return svgDocument(
    1920,
    800,
    `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b3954"/><stop offset="0.6" stop-color="#3d6e8f"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="1920" height="800" fill="url(#dusk)"/><circle cx="1500" cy="520" r="90" fill="#fbd38d" opacity="0.9"/>${skyline}`,
  );
}

/** The agency logo: a roof over a sun, with the name; white-on-navy and navy-on-white both read. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Immo Lumière">
  <title>Immo Lumière</title>
  <rect x="0" y="0" width="64" height="64" rx="12" fill="#0b3954"/>
  <circle cx="32" cy="38" r="10" fill="#f2a65a"/>
  <path d="M10 34 L32 14 L54 34" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="14" y="48" width="36" height="4" rx="2" fill="#ffffff"/>
  <text x="76" y="30" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="#0b3954">Immo</text>
  <text x="76" y="54" font-family="Georgia, 'Times New Roman', serif" font-size="22" fill="#c2410c">Lumière</text>
</svg>
`;

async function jpeg(svg: string, path: string): Promise<void> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  await writeFile(path, data);
}

/** Writes the whole media folder (photos, portraits, article images, banner, logo, PDFs) from the seed. */
export async function generateMedia(dir: string, seed: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const jobs: Promise<void>[] = [
    ...photoPool.map((picture, index) =>
      jpeg(photoSvg(picture.kind, seed * 1000 + index), join(dir, picture.file)),
    ),
    ...portraitFiles.map((file, index) => jpeg(portraitSvg(seed * 1000 + 500 + index), join(dir, file))),
    ...articleImageFiles.map((file, index) =>
      jpeg(articleSvg(index, seed * 1000 + 600 + index), join(dir, file)),
    ),
    jpeg(bannerSvg(seed * 1000 + 700), join(dir, bannerFile)),
    writeFile(join(dir, logoFile), logoSvg),
    writeFile(join(dir, documentFiles.epc), sampleDocuments.epc),
    writeFile(join(dir, documentFiles.plan), sampleDocuments.plan),
  ];
  await Promise.all(jobs);
}
