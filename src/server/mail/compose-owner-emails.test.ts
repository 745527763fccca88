import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
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

  it('speaks of one property to the owner of one and of all of them to the owner of two', () => {
    for (const [language, one, two] of [
      ['nl', 'uw eigendom nu', 'uw 2 eigendommen nu'],
      ['fr', 'suivre votre bien en ligne', 'suivre vos 2 biens en ligne'],
      ['en', 'follow your property online', 'follow your 2 properties online'],
      ['de', 'Ihre Immobilie jetzt', 'Ihre 2 Immobilien jetzt'],
    ] as const) {
      const invite = (PropertyIDs: number[]) =>
        passwordEmail(
          'invite',
          { ...owner, Language: language, PropertyIDs },
          link,
          model.site,
          model.site.SiteUrl,
        ).text;
      expect(invite([1001])).toContain(one);
      expect(invite([1001, 1002])).toContain(two);
      expect(invite([1001, 1002])).not.toContain(one);
    }
  });
});
