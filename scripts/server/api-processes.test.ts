import { describe, expect, it } from 'vitest';
import { processCount } from './api-processes.ts';

describe('processCount', () => {
  it('reads API_PROCESSES: one process unless a whole number above 1 is asked, at most 64', () => {
    expect(processCount({})).toBe(1);
    expect(processCount({ API_PROCESSES: '2' })).toBe(2);
    expect(processCount({ API_PROCESSES: '0' })).toBe(1);
    expect(processCount({ API_PROCESSES: '1.5' })).toBe(1);
    expect(processCount({ API_PROCESSES: 'many' })).toBe(1);
    expect(processCount({ API_PROCESSES: '500' })).toBe(64);
  });
});
