import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { LocalizedTextSchema } from './localized-text';
import { OwnerSlotSchema } from './owner';
import { PropertyRecordSchema } from './property';
import { requiredPropertyFields } from './property.fixtures';

const minimal = { ...requiredPropertyFields, language: 'nl' };

describe('export schemas', () => {
  it('keys LocalizedText by the site languages and drops unknown ones', () => {
    const text = v.parse(LocalizedTextSchema, { nl: 'Huis', es: 'Casa' });
    expect(text).toEqual({ nl: 'Huis' });
    expect(Object.keys(LocalizedTextSchema.entries)).toEqual([...locales]);
  });

  it('accepts a property with only its required fields and extra CRM fields', () => {
    expect(v.safeParse(PropertyRecordSchema, { ...minimal, CrmInternal: 'x' }).success).toBe(true);
  });

  it("reads the CRM's WebIDs as a list or as comma-separated text", () => {
    const parse = (WebIDs: unknown) => v.safeParse(PropertyRecordSchema, { ...minimal, WebIDs }).output;
    expect(parse([1, 5])).toMatchObject({ WebIDs: [1, 5] });
    expect(parse('1, 5')).toMatchObject({ WebIDs: [1, 5] });
    expect(v.safeParse(PropertyRecordSchema, { ...minimal, WebIDs: 'house' }).success).toBe(false);
  });

  it('rejects PriceUnit outside 0, 1 and 7 and a date that does not exist', () => {
    expect(v.safeParse(PropertyRecordSchema, { ...minimal, PriceUnit: 2 }).success).toBe(false);
    expect(v.safeParse(PropertyRecordSchema, { ...minimal, AvailableFrom: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('requires a slot to end after it starts', () => {
    const slot = {
      PropertyID: 1,
      Start: '2026-11-28T10:00:00+01:00',
      End: '2026-11-28T09:30:00+01:00',
      Capacity: 1,
    };
    const result = v.safeParse(OwnerSlotSchema, slot);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['End']);
  });
});
