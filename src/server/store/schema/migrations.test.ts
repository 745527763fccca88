// A migration that has run on a live database must never change, nor move: each database records only
// how many of its migrations ran. These are the fingerprints of the texts each database ran when the two
// lists were made one (SQLite's 1-12, PostgreSQL's 1-12), so a database made before opens as it did.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrationTexts } from './migrations';

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const ran = {
  sqlite: [
    '4c645ba307ab4539',
    '3dc02034d078c0e3',
    '51c19d1c8610e8b3',
    '842132c61c53b56f',
    '5111100469f63224',
    'f851fdac2217454b',
    '5d0372ecd8e9f139',
    '25f80b442e1e8096',
    '7a3f7e609688def3',
    'c06251c94c38a294',
    'f1d8422a2772f32e',
    '440aced33005b1cb',
  ],
  postgres: [
    'cf574b1a97198781',
    'c97e8be94ed9e1df',
    '2a933ba0606e4c9b',
    '8b6a6b7ff455605f',
    'b20a960516ee01b0',
    '23d8b054b5c4603f',
    '1ff6a19caabd1a33',
    '23467071ed731de4',
    '7a3f7e609688def3',
    'c06251c94c38a294',
    '7e4e3f76ea249d15',
    '498a2ab2ee1995ef',
  ],
};

describe('the one list of migrations', () => {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    it(`gives ${dialect} the texts its databases ran, in their order`, () => {
      const texts = migrationTexts(dialect);
      expect(texts.slice(0, ran[dialect].length).map(fingerprint)).toEqual(ran[dialect]);
    });
  }
});
