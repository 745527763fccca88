// WCAG 2.x colour contrast: whether a configured text colour stays readable on its background.

/** The contrast WCAG asks of normal-size text (success criterion 1.4.3, level AA). */
export const minimumTextContrast = 4.5;

/** The two colours tried, in this order, when a configured colour is unreadable. */
const fallbacks = ['#ffffff', '#000000'] as const;

function channels(hex: string): readonly [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('')
      : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as readonly [
    number,
    number,
    number,
  ];
}

/** The relative luminance of a `#rgb` or `#rrggbb` colour, 0 (black) to 1 (white), as WCAG defines it. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text in `text` colour on `background` reaches the WCAG AA minimum for normal text. */
export function isReadable(text: string, background: string, minimum = minimumTextContrast): boolean {
  return contrastRatio(text, background) >= minimum;
}

/**
 * The colour to draw text in on `background`: the configured `preferred` colour when it is readable
 * there, else white or black, whichever contrasts more (one of them always reaches 4.58:1).
 */
export function readableTextColor(preferred: string, background: string): string {
  if (isReadable(preferred, background)) return preferred;
  const [white, black] = fallbacks;
  return contrastRatio(white, background) >= contrastRatio(black, background) ? white : black;
}
