// Parsing of GNU time's `-v` report (the figures a build is judged by: wall time, CPU, peak memory).

/** What `/usr/bin/time -v` says about a finished command. */
export interface TimeReport {
  readonly wallSeconds: number;
  readonly userSeconds: number;
  readonly systemSeconds: number;
  /** The largest resident set of any single process of the command, in KiB. */
  readonly maxRssKb: number;
  readonly exitStatus: number;
}

/** Seconds from GNU time's "h:mm:ss" or "m:ss.ss" elapsed field. */
export function parseElapsed(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((part) => !Number.isFinite(part))) {
    throw new Error(`not an elapsed time: ${text}`);
  }
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The figures of a `time -v` report found in a command's stderr, or undefined when there is none. */
export function parseTimeReport(stderr: string): TimeReport | undefined {
  const field = (label: string): string | undefined => {
    const match = new RegExp(`^\\s*${label}:\\s*(.+)$`, 'm').exec(stderr);
    return match?.[1]?.trim();
  };
  const elapsed = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)');
  const maxRss = field('Maximum resident set size \\(kbytes\\)');
  if (elapsed === undefined || maxRss === undefined) return undefined;
  return {
    wallSeconds: parseElapsed(elapsed),
    userSeconds: Number(field('User time \\(seconds\\)') ?? Number.NaN),
    systemSeconds: Number(field('System time \\(seconds\\)') ?? Number.NaN),
    maxRssKb: Number(maxRss),
    exitStatus: Number(field('Exit status') ?? Number.NaN),
  };
}
