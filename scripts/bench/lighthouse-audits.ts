// Reading a Lighthouse result: the four category scores, the three metrics, and the audits that cost
// points, heaviest first, for the notes of BENCHMARKS.md.

/** The part of a Lighthouse result (lhr) read here. */
export interface LighthouseResult {
  readonly categories: Record<
    string,
    {
      readonly title: string;
      readonly score: number | null;
      readonly auditRefs: readonly { id: string; weight: number }[];
    }
  >;
  readonly audits: Record<
    string,
    {
      readonly title: string;
      readonly score: number | null;
      readonly scoreDisplayMode: string;
      readonly numericValue?: number;
      readonly displayValue?: string;
      readonly details?: unknown;
    }
  >;
}

/** The four scores (0-100) and LCP, TBT (ms) and CLS of a run. */
export interface LighthouseFigures {
  readonly performance: number | undefined;
  readonly accessibility: number | undefined;
  readonly bestPractices: number | undefined;
  readonly seo: number | undefined;
  readonly lcpMs: number | undefined;
  readonly tbtMs: number | undefined;
  readonly cls: number | undefined;
}

const score = (lhr: LighthouseResult, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
};

/** The scores and metrics of a Lighthouse result. */
export function lighthouseFigures(lhr: LighthouseResult): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  };
}

/** The audits of a category that did not pass, heaviest first: "title (category, shown value)". */
export function failingAudits(lhr: LighthouseResult, limit = 5): string[] {
  const failing: { text: string; weight: number }[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score === null || category.score >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit === undefined || audit.score === null || audit.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      // Metrics weigh in performance; other audits only when they carry weight in their category.
      if (ref.weight === 0 && id !== 'performance') continue;
      const value = audit.displayValue === undefined ? '' : `, ${audit.displayValue}`;
      failing.push({
        text: `${audit.title} (${id} ${ref.id}, score ${audit.score}${value})`,
        weight: ref.weight,
      });
    }
  }
  return failing
    .sort((a, b) => b.weight - a.weight)
    .slice(0, limit)
    .map((entry) => entry.text);
}

/** The run of the median performance score among several (Lighthouse's advice for noisy machines). */
export function medianRun<T extends { readonly performance: number | undefined }>(
  runs: readonly T[],
): T | undefined {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The LCP element and the subparts of its time, from the lcp-breakdown insight: `selector ("text"): subpart 12 ms, …`. */
export function lcpElement(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    | {
        items?: {
          type?: string;
          selector?: string;
          nodeLabel?: string;
          items?: { label?: string; duration?: number }[];
        }[];
      }
    | undefined;
  const items = details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  if (node === undefined) return undefined;
  const parts = items
    .filter((item) => item.type === 'table')
    .flatMap((item) => item.items ?? [])
    .map((part) => `${part.label ?? '?'} ${Math.round(part.duration ?? Number.NaN)} ms`);
  const label = node.nodeLabel === undefined ? '' : ` ("${node.nodeLabel.slice(0, 60)}")`;
  return `${node.selector ?? '?'}${label}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
