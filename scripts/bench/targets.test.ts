import { describe, expect, it } from 'vitest';
import { at, verdict } from './targets';

describe('verdict', () => {
  it('holds each comparison at and around its bound', () => {
    expect(verdict(at('<=', 600, ''), 600)).toBe('met');
    expect(verdict(at('<=', 600, ''), 600.1)).toBe('missed');
    expect(verdict(at('<', 5, ''), 5)).toBe('missed');
    expect(verdict(at('<', 5, ''), 4.9)).toBe('met');
    expect(verdict(at('>=', 95, ''), 95)).toBe('met');
    expect(verdict(at('>=', 95, ''), 94)).toBe('missed');
    expect(verdict(at('==', 0, ''), 0)).toBe('met');
    expect(verdict(at('==', 0, ''), 1)).toBe('missed');
  });
  it('says when nothing was measured or nothing is targeted', () => {
    expect(verdict(at('<=', 1, ''), undefined)).toBe('not measured');
    expect(verdict(at('<=', 1, ''), Number.NaN)).toBe('not measured');
    expect(verdict(undefined, 3)).toBe('no target');
  });
});
