import { contrastRatio, isReadable, minimumTextContrast, readableTextColor } from '../domain/site/contrast';
import type { SiteExport } from '../schemas/site-export';
import type { ExportProblem } from './export-problem';

const white = '#ffffff';

function ratio(text: string, background: string): string {
  return `${contrastRatio(text, background).toFixed(1)}:1`;
}

/**
 * The configured colours that would make text unreadable (below WCAG AA's 4.5:1). They are warnings,
 * not errors: the pages already draw such text in a readable fallback, so the site stays usable and a
 * fresh export still goes live, but the agency's chosen colour is not the one shown and staff should know.
 */
export function colourWarnings(site: SiteExport): ExportProblem[] {
  const warnings: ExportProblem[] = [];
  const { PrimaryColor, AccentColor } = site.Brand;
  if (!isReadable(white, PrimaryColor)) {
    warnings.push({
      file: 'site.json',
      field: 'Brand.PrimaryColor',
      expected: `a colour on which white text reaches ${minimumTextContrast}:1 (the top bar, buttons and badges write white on it; the top bar falls back to black)`,
      got: `${PrimaryColor} (white on it: ${ratio(white, PrimaryColor)})`,
    });
  }
  if (!isReadable(white, AccentColor)) {
    warnings.push({
      file: 'site.json',
      field: 'Brand.AccentColor',
      expected: `a colour on which white text reaches ${minimumTextContrast}:1 (the accent buttons write white on it)`,
      got: `${AccentColor} (white on it: ${ratio(white, AccentColor)})`,
    });
  }
  for (const side of ['left', 'right'] as const) {
    site.topBar[side].forEach((item, index) => {
      const { color } = item;
      if (color === undefined || item.status === 'hidden' || isReadable(color, PrimaryColor)) return;
      warnings.push({
        file: 'site.json',
        field: `topBar.${side}[${index}].color`,
        expected: `a text colour readable on the top bar's ${PrimaryColor} (at least ${minimumTextContrast}:1); the page shows ${readableTextColor(color, PrimaryColor)} instead`,
        got: `${color} (${ratio(color, PrimaryColor)})`,
      });
    });
  }
  return warnings;
}
