// The site built by hand (`npm start` or `npm run build` into dist/) that the server serves until a first
// release goes live. The first publish compares the new export with the one that site was built from
// (the hand build records it: scripts/build/build-site.mjs), not with whatever DATA_DIR or data/ holds
// when the publish runs, and keeps that site as a release of its own, so that `npm run rollback` brings
// it back like any other release and the first release's price history starts from it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportModel } from '../../src/data/export-model';
import { exportSnapshot } from '../../src/data/export-snapshot';
import { writeValidatedCopy } from '../../src/data/kept-exports.mjs';
import {
  releaseHistoryFile,
  updateListingHistory,
  writeListingHistory,
} from '../../src/data/listing-history-file';
import { emptyHistory } from '../../src/domain/listing/listing-history';
import { compareExports, summarizeChanges } from '../../src/domain/publish/export-changes';
import { builtFrom } from '../build/build-state.mjs';
import { finishRelease, newReleaseId } from './release-store.ts';

/** A finished hand build: its output folder, the export it was built from, and when. */
export interface HandSite {
  readonly distDir: string;
  readonly dataDir: string;
  readonly builtAt: Date;
}

/**
 * The hand-built site in `distDir`, or undefined when it holds no finished build (nothing is served).
 * A build made without `npm run build` (a bare `astro build`) does not say what it was built from:
 * `fallbackDataDir` (the server's DATA_DIR, else data/) is then taken as its export.
 */
export function handSite(distDir: string, fallbackDataDir: string): HandSite | undefined {
  const entry = join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry) || !existsSync(join(distDir, 'client', 'index.html'))) return undefined;
  const record = builtFrom(distDir);
  const dataDir = record?.dataDir ?? fallbackDataDir;
  if (!existsSync(dataDir)) return undefined;
  const builtAt = record === undefined ? statSync(entry).mtime : new Date(record.builtAt);
  return { distDir, dataDir, builtAt: Number.isNaN(builtAt.getTime()) ? statSync(entry).mtime : builtAt };
}

/** The hand-built site kept as a release: its id and the listing history its pages stand for. */
export interface KeptHandSite {
  readonly id: string;
  readonly historyFile: string;
}

function copy(from: string, to: string): void {
  // -L: the release owns its files (a generated export's media folder is a link to the sample's).
  const copied = spawnSync('cp', ['-RL', '--preserve=timestamps', from, to], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`copying ${from} to ${to} failed: ${copied.stderr}`);
}

/**
 * Copies the hand-built site (its pages and the export they were built from, `model` as validated) into
 * a release folder dated when it was built, with the listing history of that export seen then, and marks
 * it ready: the publish switches to it just before its own release, so the live history holds it as the
 * release before. Nothing is live until then; a publish that stops first removes the folder.
 */
export function keepHandSite(
  releases: string,
  site: HandSite,
  model: ExportModel,
  code: string,
): KeptHandSite {
  const id = newReleaseId(releases, site.builtAt);
  const dir = join(releases, id);
  mkdirSync(dir);
  try {
    return keepIn(releases, dir, id, site, model, code);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function keepIn(
  releases: string,
  dir: string,
  id: string,
  site: HandSite,
  model: ExportModel,
  code: string,
): KeptHandSite {
  copy(site.distDir, join(dir, 'dist'));
  copy(site.dataDir, join(dir, 'data'));
  // Beside its data, as a publish leaves it: the server reads the export from it, and so does a publish
  // comparing with this release after a rollback.
  writeValidatedCopy(join(dir, 'data'), model, code);
  const historyFile = join(dir, releaseHistoryFile);
  writeListingHistory(historyFile, updateListingHistory(emptyHistory(), model, site.builtAt));
  const report = compareExports(
    { listings: [], projects: [], pages: [] },
    exportSnapshot(model, model.site.DefaultLanguage),
  );
  const summary = summarizeChanges(report);
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify({ summary, report }, null, 2)}\n`);
  finishRelease(releases, {
    id,
    publishedAt: site.builtAt.toISOString(),
    source: `the site built by hand from ${site.dataDir}`,
    summary,
    accepted: [],
    seconds: 0,
  });
  return { id, historyFile };
}
