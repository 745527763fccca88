// Item 5: Lighthouse (mobile, its default) with Debian's Chromium on home, results, detail and contact
// of the sample build: the four scores and LCP, TBT and CLS, and the audits that cost points.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './build';
import { type BenchContext, benchPath, chromiumPath, type Section } from './context';
import {
  failingAudits,
  type LighthouseFigures,
  type LighthouseResult,
  lcpElement,
  lighthouseFigures,
  medianRun,
} from './lighthouse-audits';
import { serveBuild } from './serve-build';
import { at, type Figure } from './targets';
import { pageTypes } from './weights';

/** Runs per page; the run of the median performance score is reported. */
const runs = 3;

/** Audits a page `runs` times; returns each run's figures and failing audits. */
type Run = LighthouseFigures & { failing: string[]; lcp: string | undefined; lhr: LighthouseResult };

async function audit(url: string, port: number): Promise<Run[]> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (answer === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = answer.lhr as unknown as LighthouseResult;
    results.push({ ...lighthouseFigures(lhr), failing: failingAudits(lhr), lcp: lcpElement(lhr), lhr });
  }
  return results;
}

/** Lighthouse on the four page types. */
export async function runLighthouse(ctx: BenchContext): Promise<Section> {
  const build = await ensureBuild(ctx, 'sample');
  const server = await serveBuild(build);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const figures: Figure[] = [];
  const notes: string[] = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), ${runs} runs per page, the run with the median performance score reported; the site served by scripts/server/serve.ts of the build's commit.`,
  ];
  const wanted = new Set(['home', 'results', 'detail', 'contact']);
  try {
    for (const page of pageTypes(build.exportDir).filter((type) => wanted.has(type.name))) {
      const url = new URL(page.path, server.base).href;
      const all = await audit(url, chrome.port);
      const chosen = medianRun(all);
      if (chosen === undefined) continue;
      const command = `lighthouse ${page.path} (mobile)`;
      const scoreFigure = (name: string, value: number | undefined, target: number): Figure => ({
        figure: `Lighthouse ${name}: ${page.name}`,
        target: target === 100 ? at('==', 100, '100') : at('>=', target, `≥ ${target}`),
        ...(value === undefined ? {} : { measured: value }),
        shown: value === undefined ? 'n/a' : String(value),
        command,
      });
      figures.push(
        scoreFigure('performance', chosen.performance, 95),
        scoreFigure('accessibility', chosen.accessibility, 100),
        scoreFigure('best practices', chosen.bestPractices, 100),
        scoreFigure('SEO', chosen.seo, 100),
        {
          figure: `LCP / TBT / CLS: ${page.name}`,
          shown: `${((chosen.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s / ${Math.round(chosen.tbtMs ?? Number.NaN)} ms / ${(chosen.cls ?? Number.NaN).toFixed(3)}`,
          command,
        },
      );
      // The whole report of the reported run, for whoever fixes what it finds.
      const saved = benchPath('lighthouse', `${page.name.replace(/\W+/g, '-')}.json`);
      writeFileSync(saved, JSON.stringify(chosen.lhr));
      notes.push(
        `${page.name} (${page.path}): performance of the ${runs} runs ${all.map((run) => run.performance ?? 'n/a').join(', ')}; LCP element ${chosen.lcp ?? 'not reported'}` +
          (chosen.failing.length > 0
            ? `; audits that cost points: ${chosen.failing.join('; ')}`
            : '; no audit failed') +
          `. Report: ${saved}.`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return { title: 'Lighthouse (mobile)', figures, notes };
}
