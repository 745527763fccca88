import { describe, expect, it } from 'vitest';
import { publishPhases } from './publish-phases';

describe('publishPhases', () => {
  it('times each phase from the end of the one before, logs it and keeps it for release.json', () => {
    const lines: string[] = [];
    let clock = 1000;
    const phase = publishPhases(
      (line) => lines.push(line),
      () => clock,
    );
    clock += 2500;
    phase.end('copy the export into the release');
    clock += 40;
    phase.end('validate the export');
    expect(phase.phases).toEqual([
      { name: 'copy the export into the release', seconds: 2.5 },
      { name: 'validate the export', seconds: 0.04 },
    ]);
    expect(lines).toEqual(['  copy the export into the release: 2.5 s', '  validate the export: 0.0 s']);
  });
});
