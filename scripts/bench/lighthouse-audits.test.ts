import { describe, expect, it } from 'vitest';
import {
  failingAudits,
  type LighthouseResult,
  lcpElement,
  lighthouseFigures,
  medianRun,
} from './lighthouse-audits';

const lhr: LighthouseResult = {
  categories: {
    performance: {
      title: 'Performance',
      score: 0.91,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
      ],
    },
    accessibility: {
      title: 'Accessibility',
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'hidden-thing', weight: 0 },
      ],
    },
    'best-practices': {
      title: 'Best practices',
      score: 1,
      auditRefs: [{ id: 'errors-in-console', weight: 1 }],
    },
    seo: { title: 'SEO', score: null, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': {
      title: 'Largest Contentful Paint',
      score: 0.6,
      scoreDisplayMode: 'numeric',
      numericValue: 3100.4,
      displayValue: '3.1 s',
    },
    'total-blocking-time': {
      title: 'Total Blocking Time',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 20,
    },
    'cumulative-layout-shift': { title: 'CLS', score: 1, scoreDisplayMode: 'numeric', numericValue: 0.01 },
    'color-contrast': { title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
    'image-alt': { title: 'Alt', score: 1, scoreDisplayMode: 'binary' },
    'hidden-thing': { title: 'Hidden', score: 0, scoreDisplayMode: 'binary' },
    'errors-in-console': { title: 'Errors', score: 0, scoreDisplayMode: 'binary' },
  },
};

describe('lighthouseFigures', () => {
  it('reads the scores as 0-100 and the metrics', () => {
    expect(lighthouseFigures(lhr)).toEqual({
      performance: 91,
      accessibility: 96,
      bestPractices: 100,
      seo: undefined,
      lcpMs: 3100.4,
      tbtMs: 20,
      cls: 0.01,
    });
  });
});

describe('failingAudits', () => {
  it('lists the failed weighted audits of categories below 100, heaviest first', () => {
    expect(failingAudits(lhr)).toEqual([
      'Largest Contentful Paint (performance largest-contentful-paint, score 0.6, 3.1 s)',
      'Contrast (accessibility color-contrast, score 0)',
    ]);
  });
});

describe('medianRun', () => {
  it('takes the run of the median performance score', () => {
    expect(medianRun([{ performance: 90 }, { performance: 99 }, { performance: 95 }])).toEqual({
      performance: 95,
    });
    expect(medianRun([])).toBeUndefined();
  });
});

describe('lcpElement', () => {
  it('names the LCP element and the subparts of its time', () => {
    const withInsight: LighthouseResult = {
      ...lhr,
      audits: {
        ...lhr.audits,
        'lcp-breakdown-insight': {
          title: 'LCP breakdown',
          score: 0,
          scoreDisplayMode: 'numeric',
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  { label: 'Time to first byte', duration: 22.005 },
                  { label: 'Element render delay', duration: 626.468 },
                ],
              },
              {
                type: 'node',
                selector: 'body > dialog.consent > p#consent-text',
                nodeLabel: 'We use cookies',
              },
            ],
          },
        },
      },
    };
    expect(lcpElement(withInsight)).toBe(
      'body > dialog.consent > p#consent-text ("We use cookies"): Time to first byte 22 ms, Element render delay 626 ms',
    );
    expect(lcpElement(lhr)).toBeUndefined();
  });
});
