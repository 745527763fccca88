// Unit tests of slots: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { availableSlots, isSlotFull } from './slots';

const now = new Date('2026-11-01T12:00:00Z');
const slot = (start: string, capacity = 2, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  capacity,
});

describe('isSlotFull', () => {
  it('is full when bookings reach capacity', () => {
    expect(isSlotFull(slot('2026-11-23T10:00:00Z', 2), 1)).toBe(false);
    expect(isSlotFull(slot('2026-11-23T10:00:00Z', 2), 2)).toBe(true);
    expect(isSlotFull(slot('2026-11-23T10:00:00Z', 0), 0)).toBe(true);
  });
});

describe('availableSlots', () => {
  it('lists future slots that are not full, soonest first, with places left', () => {
    const slots = [
      slot('2026-11-25T14:00:00Z', 1),
      slot('2026-11-23T10:00:00Z', 2),
      slot('2026-11-24T09:00:00Z', 3),
    ];
    const result = availableSlots(slots, ['2026-11-25T14:00:00.000Z', '2026-11-24T09:00:00Z'], now);
    expect(result.map((s) => [s.start, s.remaining])).toEqual([
      ['2026-11-23T10:00:00Z', 2],
      ['2026-11-24T09:00:00Z', 2],
    ]);
  });

  it('leaves out slots that have started or are in the past', () => {
    const result = availableSlots(
      [slot('2026-10-31T10:00:00Z'), slot('2026-11-01T12:00:00Z'), slot('2026-11-01T12:30:00Z')],
      [],
      now,
    );
    expect(result.map((s) => s.start)).toEqual(['2026-11-01T12:30:00Z']);
  });

  it('ignores invalid slots and bookings', () => {
    const bad = { start: 'soon', end: '2026-11-23T10:00:00Z', capacity: 2 };
    const backwards = { start: '2026-11-23T10:00:00Z', end: '2026-11-23T09:00:00Z', capacity: 2 };
    expect(availableSlots([bad, backwards], ['nonsense'], now)).toEqual([]);
  });

  it('keeps the extra fields of a slot', () => {
    const [first] = availableSlots([{ ...slot('2026-11-23T10:00:00Z'), propertyId: 7 }], [], now);
    expect(first?.propertyId).toBe(7);
  });
});
