// Unit tests of the owner portal's rows: order, dates in the language, documents, missing fields.
import { describe, expect, it } from 'vitest';
import { filledColumns, portalRows } from './portal-rows';

describe('portalRows', () => {
  it('puts the newest row first and writes its date in the language', () => {
    const rows = portalRows(
      [
        { date: '2026-08-07T16:00:00Z', type: 'Bezoek', contact: 'Famille Peeters', status: 'Uitgevoerd' },
        { date: '2026-10-15T09:00:00Z', type: 'Bezoek', contact: 'M. Wouters', comment: ' Komt terug. ' },
      ],
      'de-BE',
    );
    expect(rows.map((row) => row.cells.contact)).toEqual(['M. Wouters', 'Famille Peeters']);
    expect(rows[0]?.cells).toEqual({
      date: '15.10.2026',
      type: 'Bezoek',
      contact: 'M. Wouters',
      subject: '',
      comment: 'Komt terug.',
      status: '',
    });
    expect(rows[0]?.dateTime).toBe('2026-10-15T09:00:00Z');
  });

  it('keeps rows without a valid date, last and with no date shown', () => {
    const rows = portalRows(
      [
        { date: 'unknown', subject: 'A' },
        { date: '2026-01-02T10:00:00Z', subject: 'B' },
        { date: '', subject: 'C' },
      ],
      'en-GB',
    );
    expect(rows.map((row) => row.cells.subject)).toEqual(['B', 'A', 'C']);
    expect(rows[1]?.cells.date).toBe('');
    expect(rows[1]?.dateTime).toBe('');
  });

  it('gives a document row its link, named after its subject, else its file', () => {
    const [both, fileOnly, none] = portalRows(
      [
        {
          date: '2026-03-03T10:00:00Z',
          subject: 'Grondplan',
          name: 'floor-plan-sample.pdf',
          downloadUrl: '/api/owner/documents/1',
        },
        { date: '2026-03-02T10:00:00Z', name: 'EPC.pdf', downloadUrl: '/api/owner/documents/2' },
        { date: '2026-03-01T10:00:00Z', name: 'Nothing to download', downloadUrl: '' },
      ],
      'nl-BE',
    );
    expect(both?.document).toEqual({ name: 'Grondplan', url: '/api/owner/documents/1' });
    expect(fileOnly?.document).toEqual({ name: 'EPC.pdf', url: '/api/owner/documents/2' });
    expect(none?.document).toBeUndefined();
  });

  it('gives every row of a list its own key, even two rows of the same moment', () => {
    const rows = portalRows([{ date: '2026-03-01' }, { date: '2026-03-01' }], 'fr-BE');
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });
});

describe('filledColumns', () => {
  it('leaves out a column no row of the list fills, but always keeps the date', () => {
    const rows = portalRows(
      [
        { date: '2026-10-15T09:00:00Z', type: 'Bezoek', contact: 'M. Wouters', status: 'Uitgevoerd' },
        { date: 'not a date', type: 'Bezoek', comment: 'Komt terug.' },
      ],
      'nl-BE',
    );
    expect(filledColumns(rows)).toEqual(['date', 'type', 'contact', 'comment', 'status']);
    expect(filledColumns(portalRows([{ date: '' }], 'nl-BE'))).toEqual(['date']);
  });
});
