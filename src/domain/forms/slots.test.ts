// Unit tests of slots: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  isSlotFull,
  slotDay,
  slotDayHeading,
  slotDays,
  slotLabel,
  slotStates,
  slotTimeRange,
  splitSlotDays,
} from './slots';

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

  it('offers the slots of the next eight weeks only', () => {
    // now + 56 days, exactly, and a minute later.
    const result = availableSlots([slot('2026-12-27T12:00:00Z'), slot('2026-12-27T12:01:00Z')], [], now);
    expect(result.map((s) => s.start)).toEqual(['2026-12-27T12:00:00Z']);
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

describe('slotStates', () => {
  it('keeps a taken slot in the list, marked full with no place left', () => {
    const slots = [slot('2026-11-25T16:00:00Z', 1), slot('2026-11-24T09:00:00Z', 2)];
    const result = slotStates(slots, ['2026-11-25T17:00:00+01:00', Date.parse('2026-11-24T09:00:00Z')], now);
    expect(result.map((s) => [s.start, s.remaining, s.full])).toEqual([
      ['2026-11-24T09:00:00Z', 1, false],
      ['2026-11-25T16:00:00Z', 0, true],
    ]);
  });

  it('never counts more bookings than places as a negative remainder', () => {
    const [only] = slotStates(
      [slot('2026-11-25T16:00:00Z', 1)],
      ['2026-11-25T16:00:00Z', '2026-11-25T16:00:00Z'],
      now,
    );
    expect(only).toMatchObject({ remaining: 0, full: true });
  });
});

describe('slot labels', () => {
  const evening = { start: '2026-11-24T17:00:00+01:00', end: '2026-11-24T17:30:00+01:00' };

  it('writes the times on the agency clock as one range with an en dash', () => {
    expect(slotTimeRange(evening)).toBe('17:00\u201317:30');
    expect(slotTimeRange({ start: '2026-11-24T16:00:00Z', end: '2026-11-24T16:30:00Z' })).toBe(
      '17:00\u201317:30',
    );
    expect(slotTimeRange({ start: 'soon', end: '2026-11-24T16:30:00Z' })).toBe('');
  });

  it('names the weekday and date in each language', () => {
    expect(slotDayHeading('2026-11-24', 'en-GB')).toBe('Tuesday 24 November');
    expect(slotDayHeading('2026-11-24', 'fr-BE')).toBe('mardi 24 novembre');
    expect(slotDayHeading('2026-11-24', 'nl-BE')).toBe('dinsdag 24 november');
    expect(slotDayHeading('2026-11-24', 'de-BE')).toBe('Dienstag, 24. November');
  });

  it('reads a slot on its own as its day and its times', () => {
    expect(slotLabel(evening, 'en-GB')).toBe('Tuesday 24 November, 17:00\u201317:30');
    expect(slotLabel(evening, 'fr-BE')).toBe('mardi 24 novembre, 17:00\u201317:30');
  });

  it('reads a slot with no known end as its start alone, and an invalid one as nothing', () => {
    expect(slotLabel({ start: '2026-11-28T10:00:00+01:00' }, 'de-BE')).toBe('Samstag, 28. November, 10:00');
    expect(slotLabel({ start: 'not a date' }, 'nl-BE')).toBe('');
  });

  it('takes the day on the agency clock, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Brussels.
    expect(slotDay({ start: '2026-11-24T23:30:00Z' })).toBe('2026-11-25');
  });
});

describe('slotDays', () => {
  it('groups slots by day in order, each day under its heading and each slot with its time range', () => {
    const slots = [
      { start: '2026-11-24T17:00:00+01:00', end: '2026-11-24T17:30:00+01:00', full: false },
      { start: '2026-11-28T10:00:00+01:00', end: '2026-11-28T10:30:00+01:00', full: true },
      { start: '2026-11-28T11:00:00+01:00', end: '2026-11-28T11:30:00+01:00', full: false },
      { start: 'never', end: '2026-11-28T11:30:00+01:00', full: false },
    ];
    const days = slotDays(slots, 'en-GB');
    expect(
      days.map((day) => [day.day, day.heading, day.slots.map((item) => [item.time, item.full])]),
    ).toEqual([
      ['2026-11-24', 'Tuesday 24 November', [['17:00\u201317:30', false]]],
      [
        '2026-11-28',
        'Saturday 28 November',
        [
          ['10:00\u201310:30', true],
          ['11:00\u201311:30', false],
        ],
      ],
    ]);
  });
});

describe('splitSlotDays', () => {
  const day = (date: string, full = false) => ({
    day: date,
    slots: [{ start: `${date}T10:00:00+01:00`, full }],
  });
  const days = ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((date) => day(`2026-12-${date}`));

  it('shows the first days and keeps the later ones behind a closed disclosure', () => {
    const split = splitSlotDays(days, undefined, 6);
    expect(split.first.map((item) => item.day)).toEqual(days.slice(0, 6).map((item) => item.day));
    expect(split.later.map((item) => item.day)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(split.openLater).toBe(false);
  });

  it('does not hide a single later day', () => {
    expect(splitSlotDays(days.slice(0, 7), undefined, 6)).toEqual({
      first: days.slice(0, 7),
      later: [],
      openLater: false,
    });
  });

  it('opens the later days when they hold the slot chosen before, however its instant is written', () => {
    expect(splitSlotDays(days, '2026-12-08T09:00:00.000Z', 6).openLater).toBe(true);
    expect(splitSlotDays(days, '2026-12-02T09:00:00.000Z', 6).openLater).toBe(false);
  });

  it('opens the later days when every slot of the first days is full', () => {
    const crowded = [...days.slice(0, 6).map((item) => day(item.day, true)), ...days.slice(6)];
    expect(splitSlotDays(crowded, undefined, 6).openLater).toBe(true);
  });
});
