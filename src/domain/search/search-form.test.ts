import { describe, expect, it } from 'vitest';
import { emptySearch } from './search';
import { switchGoal } from './search-form';

describe('switchGoal', () => {
  const chosen = {
    ...emptySearch(0),
    text: 'gent',
    bedrooms: 2,
    cities: ['gent|9000', 'brugge|8000'],
    types: [1, 7],
    price: [200_000, 400_000] as const,
    page: 3,
  };

  it("resets the price to the new goal's full range and goes back to the first page", () => {
    const rent = switchGoal(chosen, 1, { cities: ['gent|9000'], types: [1] });
    expect(rent.goal).toBe(1);
    expect(rent.price).toEqual([0, 2_000]);
    expect(rent.page).toBe(1);
  });

  it('keeps only the cities and types the new goal offers, and the rooms and free text', () => {
    const rent = switchGoal(chosen, 1, { cities: ['gent|9000'], types: [7] });
    expect(rent.cities).toEqual(['gent|9000']);
    expect(rent.types).toEqual([7]);
    expect([rent.text, rent.bedrooms]).toEqual(['gent', 2]);
  });

  it('changes nothing when the goal stays the same', () => {
    expect(switchGoal(chosen, 0, { cities: [], types: [] })).toBe(chosen);
  });
});
