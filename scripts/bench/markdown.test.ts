import { describe, expect, it } from 'vitest';
import { cell, keptAnalysis, keptSections, misses, renderReport, renderTable } from './markdown';
import { at } from './targets';

const figures = [
  {
    figure: 'build',
    target: at('<=', 600, '≤ 10 min'),
    measured: 700,
    shown: '11 min 40 s',
    command: 'astro build',
  },
  { figure: 'score', target: at('>=', 95, '≥ 95'), measured: 99, shown: '99', command: 'lighthouse' },
  { figure: 'pages/s', measured: 80, shown: '80.0', command: 'astro build' },
  { figure: 'p95', target: at('<=', 50, '≤ 50 ms'), shown: 'n/a', command: 'chromium' },
];

describe('renderTable', () => {
  it('shows each figure with its target, measurement and whether it is met', () => {
    const lines = renderTable(figures).split('\n');
    expect(lines[0]).toBe('| figure | target | measured | result | command |');
    expect(lines[2]).toBe('| build | ≤ 10 min | 11 min 40 s | **missed** | `astro build` |');
    expect(lines[3]).toBe('| score | ≥ 95 | 99 | met | `lighthouse` |');
    expect(lines[4]).toBe('| pages/s |  | 80.0 |  | `astro build` |');
    expect(lines[5]).toBe('| p95 | ≤ 50 ms | n/a | **not measured** | `chromium` |');
  });
  it('keeps a pipe or a line break from breaking a row', () => {
    expect(cell('a | b\nc')).toBe('a \\| b c');
  });
});

describe('renderReport', () => {
  it('lists the machine, the missed targets and each section with its notes', () => {
    const report = renderReport(
      {
        description: '2 cores',
        date: '2026-11-21',
        loadBefore: '1 2 3',
        loadAfter: '4 5 6',
        command: 'npm run bench',
        source: 'commit abc',
      },
      [
        {
          title: 'Builds',
          figures,
          notes: ['a note'],
          measuredAt: '2026-11-21T03:00:00Z',
          load: '1, 2, 3',
          commits: ['82a38250a0e09691'],
        },
      ],
    );
    expect(report).toContain('- Machine: 2 cores');
    expect(report).toContain('- Source: commit abc');
    expect(report).toContain('before: 1 2 3; after: 4 5 6');
    expect(report).toContain('Targets missed: build; p95.');
    expect(report).toContain(
      '## Builds\n\nMeasured 2026-11-21T03:00:00Z, load average 1, 2, 3, commit 82a38250a0e0.\n\n| figure',
    );
    expect(report).toContain('- a note');
    expect(misses([{ title: 'x', figures, notes: [] }]).map((figure) => figure.figure)).toEqual([
      'build',
      'p95',
    ]);
  });
});

describe('keptAnalysis', () => {
  it('keeps the hand-written analysis of the last report and puts it at the end of the next', () => {
    const previous = '# Benchmarks\n\n## Builds\n\n| a |\n\n## Analysis\n\nThe build is slow because…\n';
    expect(keptAnalysis(previous)).toBe('## Analysis\n\nThe build is slow because…');
    expect(keptAnalysis('# Benchmarks\n## Analysis of builds\n')).toBe('');
    const machine = { description: '', date: '', loadBefore: '', loadAfter: '', command: '', source: '' };
    expect(renderReport(machine, [], keptAnalysis(previous)).endsWith('The build is slow because…\n')).toBe(
      true,
    );
  });
});

describe('keptSections', () => {
  const previous = [
    '# Benchmarks',
    '',
    'Targets missed: Posts per second.',
    '',
    '## Stores',
    '',
    '| figure | target | measured | result | command |',
    '|---|---|---|---|---|',
    '| Posts per second | ≥ 800 | 307 | **missed** | `npm run bench -- --only stores` |',
    '',
    '## Outbox drain',
    '',
    'Old figures.',
    '',
    '## Analysis',
    '',
    'Why.',
  ].join('\n');

  it('keeps the sections a run did not measure, never the analysis or what it measured again', () => {
    const kept = keptSections(previous, ['Outbox drain']);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^## Stores\n/);
    expect(keptSections(previous, ['Outbox drain', 'Stores'])).toEqual([]);
  });

  it('puts them after the new sections, before the analysis, and counts their missed targets', () => {
    const machine = { description: '', date: '', loadBefore: '', loadAfter: '', command: '', source: '' };
    const report = renderReport(machine, [], keptAnalysis(previous), keptSections(previous, []));
    expect(report).toContain('Targets missed: Posts per second.');
    expect(report.indexOf('## Stores')).toBeLessThan(report.indexOf('## Outbox drain'));
    expect(report.indexOf('## Outbox drain')).toBeLessThan(report.indexOf('## Analysis'));
    expect(report.match(/^## Analysis$/gm)).toHaveLength(1);
  });
});
