/** What a pool picture shows; listings pick their photos by kind. */
export type PoolKind =
  | 'house'
  | 'apartment'
  | 'interior'
  | 'office-interior'
  | 'land'
  | 'shop'
  | 'office'
  | 'warehouse'
  | 'garage';

/** One generated picture of the shared pool. */
export interface PoolPicture {
  readonly file: string;
  readonly kind: PoolKind;
  readonly width: number;
  readonly height: number;
}

const photo = { width: 1600, height: 1067 } as const;

const counts: Readonly<Record<PoolKind, number>> = {
  house: 5,
  apartment: 4,
  interior: 7,
  'office-interior': 1,
  land: 3,
  shop: 2,
  office: 2,
  warehouse: 2,
  garage: 3,
};

/** The listing photos (29), reused across listings so the sample stays small. */
export const photoPool: readonly PoolPicture[] = Object.entries(counts).flatMap(([kind, count]) =>
  Array.from({ length: count }, (_, index) => ({
    file: `${kind}-${String(index + 1).padStart(2, '0')}.jpg`,
    kind: kind as PoolKind,
    ...photo,
  })),
);

/** The pool's photos of one kind. */
export function poolOf(kind: PoolKind): readonly PoolPicture[] {
  return photoPool.filter((picture) => picture.kind === kind);
}

/** Agent portraits, 600x600. */
export const portraitFiles = ['agent-1.jpg', 'agent-2.jpg', 'agent-3.jpg', 'agent-4.jpg'] as const;

/** Article illustrations, 1200x800. */
export const articleImageFiles = [
  'article-keys.jpg',
  'article-skyline.jpg',
  'article-chart.jpg',
  'article-sign.jpg',
] as const;

/** Sizes of the non-pool pictures. */
export const mediaSizes = {
  portrait: { width: 600, height: 600 },
  article: { width: 1200, height: 800 },
  banner: { width: 1920, height: 800 },
} as const;

/** The home banner. */
export const bannerFile = 'banner.jpg';
/** The agency logo. */
export const logoFile = 'logo.svg';
/** The sample documents. */
export const documentFiles = { epc: 'epc-certificate-sample.pdf', plan: 'floor-plan-sample.pdf' } as const;
