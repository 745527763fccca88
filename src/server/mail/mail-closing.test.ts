import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { mailClosing } from './mail-closing';

const agency = { Name: 'Immo Lumière', Phone: '+32 2 534 18 20', Email: 'info@immo-lumiere.be' };

describe('mailClosing', () => {
  it('signs with the agency and says how to reach it, since the mail asks not to be answered', () => {
    // Before: a visit confirmation asked the visitor to warn the agency if they could not come, then
    // signed "Immo Lumière" alone under "please do not reply to this e-mail".
    expect(mailClosing(createTranslator('fr'), agency, 'https://www.immo-lumiere.be')).toBe(
      'Bien cordialement,\nImmo Lumière\n+32 2 534 18 20 · info@immo-lumiere.be\n\n' +
        'Cet e-mail a été envoyé automatiquement depuis https://www.immo-lumiere.be. Merci de ne pas y répondre directement.',
    );
  });

  it('leaves out a contact the export does not give', () => {
    const closing = mailClosing(createTranslator('de'), { ...agency, Phone: ' ' }, 'https://x.example');
    expect(closing.split('\n').slice(0, 3)).toEqual([
      'Mit freundlichen Grüßen',
      'Immo Lumière',
      'info@immo-lumiere.be',
    ]);
  });
});
