import { describe, expect, it } from 'vitest';
import { brusselsDateTime, calendarFile, escapeText, foldLine, utcDateTime } from './ical';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('Rue Haute 5, 1000 Bruxelles; a\\b\nnext\r\nlast')).toBe(
      'Rue Haute 5\\, 1000 Bruxelles\\; a\\\\b\\nnext\\nlast',
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuations starting with a space, never inside a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (remove each CRLF and the space after it) gives the line back, every é intact.
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('times', () => {
  it('writes Brussels wall-clock time in winter and in summer', () => {
    expect(brusselsDateTime('2026-12-05T10:00:00+01:00')).toBe('20261205T100000');
    expect(brusselsDateTime('2026-12-05T09:00:00Z')).toBe('20261205T100000');
    expect(brusselsDateTime('2026-07-04T08:30:00Z')).toBe('20260704T103000');
  });

  it('writes the stamp in UTC', () => {
    expect(utcDateTime(new Date('2026-12-02T07:30:05.123Z'))).toBe('20261202T073005Z');
  });
});

describe('calendarFile', () => {
  const file = calendarFile(
    {
      uid: 'visit-1001-20261205T0900Z-ab12@immo-lumiere.be',
      stamp: new Date('2026-12-02T07:30:00Z'),
      start: '2026-12-05T10:00:00+01:00',
      end: '2026-12-05T10:30:00+01:00',
      summary: 'Visite : « Maison à Gand » (IL-9000-1001)',
      location: 'Kortrijksesteenweg 146, 9000 Gand',
      description: `Votre agent : Sophie Janssens, +32 2 534 18 21\n${'https://www.immo-lumiere.be/fr/a-vendre/gand/maison/1001/'}`,
      url: 'https://www.immo-lumiere.be/fr/a-vendre/gand/maison/1001/',
    },
    '-//Immo Lumière//Website//FR',
  );
  const lines = file.split('\r\n');

  it('ends every line with CRLF, none longer than 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('holds one published event with its UID, stamp and status', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain('\r\nVERSION:2.0\r\n');
    expect(unfolded).toContain('\r\nPRODID:-//Immo Lumière//Website//FR\r\n');
    expect(unfolded).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(unfolded.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(1);
    expect(unfolded).toContain('\r\nUID:visit-1001-20261205T0900Z-ab12@immo-lumiere.be\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261202T073000Z\r\n');
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(unfolded.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('gives start and end in Brussels time with the zone it names', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTART;TZID=Europe/Brussels:20261205T100000\r\n');
    expect(unfolded).toContain('\r\nDTEND;TZID=Europe/Brussels:20261205T103000\r\n');
    expect(unfolded).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Europe\/Brussels\r\nBEGIN:DAYLIGHT\r\n[\s\S]*TZOFFSETTO:\+0200[\s\S]*BEGIN:STANDARD\r\n[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:VTIMEZONE\r\n/,
    );
  });

  it('escapes the texts: the address comma, the line break of the description', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nLOCATION:Kortrijksesteenweg 146\\, 9000 Gand\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Votre agent : Sophie Janssens\\, +32 2 534 18 21\\nhttps://');
    expect(unfolded).toContain('\r\nURL:https://www.immo-lumiere.be/fr/a-vendre/gand/maison/1001/\r\n');
  });
});
