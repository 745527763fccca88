import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes bytes as a word with its plural, in the page language', () => {
    expect(formatFileSize(731, 'en')).toBe('731\u00a0bytes');
    expect(formatFileSize(1, 'en')).toBe('1\u00a0byte');
    expect(formatFileSize(731, 'fr')).toBe('731\u00a0octets');
    expect(formatFileSize(1, 'fr')).toBe('1\u00a0octet');
    expect(formatFileSize(731, 'de')).toBe('731\u00a0Byte');
    expect(formatFileSize(731, 'nl')).toBe('731\u00a0bytes');
  });

  it('shows whole kilobytes with the language symbol', () => {
    expect(formatFileSize(48_400, 'en')).toBe('48 kB');
    expect(formatFileSize(48_400, 'fr')).toBe('48\u202fko');
    expect(formatFileSize(1_024, 'nl')).toBe('1 kB');
  });

  it("shows megabytes with one decimal in the language's notation", () => {
    expect(formatFileSize(1_240_000, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_240_000, 'fr')).toMatch(/^1,2\s?Mo$/);
    expect(formatFileSize(1_240_000, 'nl')).toBe('1,2 MB');
  });

  it('moves up a unit when rounding reaches 1000 (never "1,000 kB")', () => {
    expect(formatFileSize(999_800, 'en')).toBe('1 MB');
    expect(formatFileSize(999.6, 'en')).toBe('1 kB');
  });
});
