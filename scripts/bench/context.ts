// What the measurements share: the options of the run, the builds made so far, and where files go.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Figure } from './targets';

/** The folder of every bench build, export and log (ignored by git through .cache/). */
export const benchDir = resolve('.cache/bench');

/** A path under the bench folder, its parent folder made. */
export function benchPath(...parts: string[]): string {
  const path = join(benchDir, ...parts);
  mkdirSync(join(path, '..'), { recursive: true });
  return path;
}

/** A build of one export that a measurement made or reused. */
export interface BuildResult {
  readonly label: string;
  /** The commit built (a snapshot of it), or undefined for a build of the shared working tree. */
  readonly commit?: string;
  /** The folder the build ran in: a source snapshot (or the working tree). */
  readonly sourceRoot?: string;
  readonly exportDir: string;
  readonly outDir: string;
  readonly properties: number;
  readonly languages: number;
  readonly pages: number;
  readonly wallSeconds: number;
  /** Peak RSS of the largest single process (GNU time -v), KiB. */
  readonly maxRssKb: number | undefined;
  /** User plus system CPU seconds (GNU time -v). */
  readonly cpuSeconds?: number | undefined;
  /** The mean of the times Astro prints after each prerendered page, ms. */
  readonly meanPageMs?: number | undefined;
  /** Astro's own time for the prerendering step, s. */
  readonly prerenderSeconds?: number | undefined;
  /** Pages copied from the last build's incremental cache instead of rendered (0 in a full build). */
  readonly pagesReused?: number | undefined;
  /** Peak RSS summed over the build's process tree (polled /proc), KiB. */
  readonly peakTreeRssKb: number;
  readonly imagesMade: number | undefined;
  readonly imagesReused: number | undefined;
  readonly exitCode: number;
  /** Why the build did not finish: its exit code and error, or why the bench stopped it. */
  readonly failure?: string;
  readonly log: string;
  readonly measuredAt: string;
}

/** The options of a run and what its measurements made. */
export interface BenchContext {
  readonly quick: boolean;
  /** Builds (labels: sample, 1000, 10000) already in .cache/bench to reuse, with their saved figures, instead of building again. */
  readonly reuseBuilds: ReadonlySet<string>;
  /** The export size of the rebuild measurement. */
  readonly rebuildScale: number;
  readonly builds: Map<string, BuildResult>;
}

/** What one measurement hands to the report. */
export interface Section {
  readonly title: string;
  readonly measuredAt?: string;
  readonly load?: string;
  readonly commits?: readonly string[];
  readonly figures: readonly Figure[];
  readonly notes: readonly string[];
}

/** An environment variable, or undefined when unset or blank. */
export function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Debian's Chromium, or the binary CHROMIUM_PATH names. */
export function chromiumPath(): string {
  return env('CHROMIUM_PATH') ?? '/usr/bin/chromium';
}
