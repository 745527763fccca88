// What staff see of a build that failed: the lines that say why, in the publish's own output, and the
// whole log kept where the message says (the release folder, with the log inside it, is removed).
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The most lines of a build's output a refusal repeats. */
const maxLines = 20;

// Astro and Vite mark a failure with [ERROR], "error" or ✗; a thrown error prints its name first.
const failureLine = /\[ERROR\]|\berror\b|✗|^\s*at |Error:/i;

/**
 * The part of a failed build's output that says why: from the first line that marks a failure, at most
 * `maxLines` lines, colour codes removed; the last lines when none is marked.
 */
export function buildFailureExcerpt(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const first = lines.findIndex((line) => failureLine.test(line) && !/^\s*at /.test(line));
  const excerpt = first === -1 ? lines.slice(-maxLines) : lines.slice(first, first + maxLines);
  return excerpt.join('\n');
}

/**
 * Keeps a failed build's log beside the releases (the newest failure's only, so none pile up) and
 * returns where it is, or undefined when the build wrote none.
 */
export function keepFailedBuildLog(releases: string, logFile: string): string | undefined {
  if (!existsSync(logFile)) return undefined;
  const kept = join(releases, '.failed-build.log');
  copyFileSync(logFile, kept);
  return kept;
}

/** The failed build's excerpt from its log file ('' without one). */
export function failedBuildExcerpt(logFile: string): string {
  return existsSync(logFile) ? buildFailureExcerpt(readFileSync(logFile, 'utf8')) : '';
}
