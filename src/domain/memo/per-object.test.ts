import { describe, expect, it } from 'vitest';
import { perObject } from './per-object';

describe('perObject', () => {
  it('makes a value once per object and variant', () => {
    const calls: string[] = [];
    const length = perObject((word: { text: string }, variant) => {
      calls.push(`${word.text} ${variant}`);
      return `${word.text.length}${variant}`;
    });
    const house = { text: 'house' };
    expect(length(house, 'fr')).toBe('5fr');
    expect(length(house, 'fr')).toBe('5fr');
    expect(length(house, 'nl')).toBe('5nl');
    expect(length(house)).toBe('5');
    // Another object alike is another object: nothing is shared by value.
    expect(length({ text: 'house' }, 'fr')).toBe('5fr');
    expect(calls).toEqual(['house fr', 'house nl', 'house ', 'house fr']);
  });

  it('keeps an undefined value without making it again', () => {
    let calls = 0;
    const nothing = perObject((_: object) => {
      calls += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});
