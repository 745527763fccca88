import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import type { Owner } from '../../schemas/owner';
import type { PasswordTokenPurpose } from '../store/accounts/contract';
import { passwordEmail } from './compose-owner-emails';

const model = loadExport('data');
const owner = model.owners[0];
if (owner === undefined) throw new Error('the sample has no owner');
const link = 'https://www.immo-lumiere.be/login/#invite=abc';
/** The e-mail's text for `reader`, its narrow and no-break spaces read as plain ones. */
const mailText = (purpose: PasswordTokenPurpose, reader: Owner) =>
  passwordEmail(purpose, reader, link, model.site, model.site.SiteUrl).text.replace(/[\u00a0\u202f]/g, ' ');

describe('passwordEmail', () => {
  it.each([
    ['en', 'valid for 72 hours:', 'within 30 minutes:'],
    ['nl', '72 uur geldig:', 'binnen 30 minuten:'],
    ['fr', 'valable 72 heures', 'dans les 30 minutes'],
    ['de', '72 Stunden gültig:', 'innerhalb von 30 Minuten:'],
  ] as const)(
    'gives an invitation three days and a reset link half an hour, in %s',
    (language, invite, reset) => {
      const reader = { ...owner, Language: language };
      expect(mailText('invite', reader)).toContain(invite);
      expect(mailText('reset', reader)).toContain(reset);
    },
  );

  it.each([
    ['nl', 'uw eigendom nu', 'uw 2 eigendommen nu'],
    ['fr', 'suivre votre bien en ligne', 'suivre vos 2 biens en ligne'],
    ['en', 'follow your property online', 'follow your 2 properties online'],
    ['de', 'Ihre Immobilie jetzt', 'Ihre 2 Immobilien jetzt'],
  ] as const)(
    'speaks of one property to the owner of one and of all of them to the owner of two, in %s',
    (language, one, two) => {
      const invite = (PropertyIDs: number[]) =>
        mailText('invite', { ...owner, Language: language, PropertyIDs });
      expect(invite([1001])).toContain(one);
      expect(invite([1001, 1002])).toContain(two);
      expect(invite([1001, 1002])).not.toContain(one);
    },
  );
});
