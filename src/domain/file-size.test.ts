import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes and whole kilobytes', () => {
    expect(formatFileSize(731, 'en')).toBe('731 byte');
    expect(formatFileSize(48_400, 'en')).toBe('48 kB');
  });

  it("shows megabytes with one decimal in the language's notation", () => {
    expect(formatFileSize(1_240_000, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_240_000, 'fr')).toMatch(/^1,2\s?Mo$/);
    expect(formatFileSize(1_240_000, 'nl')).toBe('1,2 MB');
  });
});
