import { describe, expect, it } from 'vitest';
import { loadExport } from '../data/load-export';
import { passwordEmail } from './compose-owner-emails';

const model = loadExport('data');
const owner = model.owners[0];
if (owner === undefined) throw new Error('the sample has no owner');
const link = 'https://www.immo-lumiere.be/login/#invite=abc';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('passwordEmail', () => {
  it('gives an invitation three days, said in the owner’s language, and a reset link half an hour', () => {
    for (const [language, invite, reset] of [
      ['en', 'valid for 72 hours:', 'within 30 minutes:'],
      ['nl', '72 uur geldig:', 'binnen 30 minuten:'],
      ['fr', 'valable 72 heures', 'dans les 30 minutes'],
      ['de', '72 Stunden gültig:', 'innerhalb von 30 Minuten:'],
    ] as const) {
      const reader = { ...owner, Language: language };
      expect(plain(passwordEmail('invite', reader, link, model.site, model.site.SiteUrl).text)).toContain(
        invite,
      );
      expect(plain(passwordEmail('reset', reader, link, model.site, model.site.SiteUrl).text)).toContain(
        reset,
      );
    }
  });
});
