// The BENCHMARKS.md report: the table of figures against their targets, the machine, and the notes.
import { type Figure, verdict } from './targets';

/** One measured group of figures with its notes. */
export interface ReportSection {
  readonly title: string;
  /** When the measurement ran and the load average (1, 5, 15 min) as it started. */
  readonly measuredAt?: string;
  readonly load?: string;
  /** The commit(s) whose builds were measured. */
  readonly commits?: readonly string[];
  readonly figures: readonly Figure[];
  readonly notes: readonly string[];
}

/** Where and when the figures were measured. */
export interface Machine {
  readonly description: string;
  readonly date: string;
  readonly loadBefore: string;
  readonly loadAfter: string;
  readonly command: string;
  /** What was built and measured. */
  readonly source: string;
}

/** A table cell: no line breaks, and pipes escaped so they do not split the cell. */
export function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

const marks = { met: 'met', missed: '**missed**', 'not measured': '**not measured**', 'no target': '' };

/** The Markdown table of figures: figure, target, measured, result, command. */
export function renderTable(figures: readonly Figure[]): string {
  const lines = ['| figure | target | measured | result | command |', '|---|---|---|---|---|'];
  for (const figure of figures) {
    const result = marks[verdict(figure.target, figure.measured)];
    lines.push(
      `| ${cell(figure.figure)} | ${cell(figure.target?.text ?? '')} | ${cell(figure.shown)} | ${result} | \`${cell(figure.command)}\` |`,
    );
  }
  return lines.join('\n');
}

/** The figures that miss their target (or could not be measured). */
export function misses(sections: readonly ReportSection[]): Figure[] {
  return sections.flatMap((section) =>
    section.figures.filter((figure) => {
      const result = verdict(figure.target, figure.measured);
      return result === 'missed' || result === 'not measured';
    }),
  );
}

/** The heading of the hand-written part of BENCHMARKS.md, which a new run keeps. */
export const analysisHeading = '## Analysis';

/** The hand-written analysis at the end of a previous report (from its heading on), or ''. */
export function keptAnalysis(previous: string): string {
  const at = previous.search(new RegExp(`^${analysisHeading}[ \\t]*$`, 'm'));
  return at < 0 ? '' : previous.slice(at).trimEnd();
}

/**
 * The measured sections of a previous report (each from its `## ` heading to the next) whose titles are
 * not in `titles`: a run of some measurements on a fresh checkout, which has none of the saved results
 * of the others, keeps their last figures as written instead of dropping them.
 */
export function keptSections(previous: string, titles: readonly string[]): string[] {
  const chunks = previous.split(/^(?=## )/m).slice(1);
  return chunks
    .map((chunk) => chunk.trimEnd())
    .filter((chunk) => {
      const title = chunk.slice(3, chunk.indexOf('\n') < 0 ? undefined : chunk.indexOf('\n')).trim();
      return `## ${title}` !== analysisHeading && !titles.includes(title);
    });
}

/** The figures of kept sections' tables whose result reads missed or not measured. */
function keptMisses(kept: readonly string[]): string[] {
  return kept.flatMap((chunk) =>
    chunk
      .split('\n')
      .map((line) => line.split(' | '))
      .filter(
        (columns) =>
          // The result cell as renderTable writes it: **missed** or **not measured** in bold.
          columns.length >= 5 && ['missed', 'not measured'].includes((columns[3] ?? '').replace(/\*/g, '')),
      )
      .map((columns) => (columns[0] ?? '').replace(/^\|\s*/, '')),
  );
}

/**
 * The whole BENCHMARKS.md: the sections measured (or saved) now, then those `kept` from the last report,
 * with `analysis` (kept from the last report) at the end.
 */
export function renderReport(
  machine: Machine,
  sections: readonly ReportSection[],
  analysis = '',
  kept: readonly string[] = [],
): string {
  const missed = [...misses(sections).map((figure) => figure.figure), ...keptMisses(kept)];
  const parts = [
    '# Benchmarks',
    '',
    `Written by \`${machine.command}\` (scripts/bench/run.ts); only the "Analysis" section at the end is`,
    'written by hand (about the run it follows); a new run keeps it, and the sections it did not measure.',
    '',
    `- Source: ${machine.source}`,
    `- Machine: ${machine.description}`,
    `- Date: ${machine.date}`,
    `- Load average (1, 5, 15 min) before: ${machine.loadBefore}; after: ${machine.loadAfter}`,
    '- A shared machine: other engineers were building and testing on the same two cores, so times are',
    '  upper bounds of what the machine can do alone, and vary from run to run.',
    '',
    `Targets missed: ${missed.length === 0 ? 'none' : missed.join('; ')}.`,
  ];
  for (const section of sections) {
    parts.push('', `## ${section.title}`, '');
    if (section.measuredAt !== undefined) {
      const load = section.load === undefined ? '' : `, load average ${section.load}`;
      const commits =
        section.commits === undefined || section.commits.length === 0
          ? ''
          : `, commit ${section.commits.map((commit) => commit.slice(0, 12)).join(' and ')}`;
      parts.push(`Measured ${section.measuredAt}${load}${commits}.`, '');
    }
    parts.push(renderTable(section.figures));
    if (section.notes.length > 0) {
      parts.push('', ...section.notes.map((note) => `- ${note.replace(/\n/g, '\n  ')}`));
    }
  }
  for (const chunk of kept) parts.push('', chunk);
  if (analysis !== '') parts.push('', analysis);
  return `${parts.join('\n')}\n`;
}
