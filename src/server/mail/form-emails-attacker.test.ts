// A form can be posted with someone else's address: whatever goes to an address typed into a form
// (the visitor's confirmation, the friend's message) is sent from the agency's own address, so it must
// not carry the poster's words. Names arrive as plain names; send-to-friend's personal message is the
// one exception, quoted under a line saying whose words they are, and never with a link.
import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { formKinds } from '../../domain/forms/schemas';
import { plainNameMax } from '../../domain/forms/visitor-text';
import { createTranslator } from '../../i18n/translator';
import { composeFormEmails } from './compose-form-emails';
import { bodies, checked } from './form-email-samples';
import { composeHeldRequest } from './held-request-email';

const model = loadExport('data');
const agency = model.site.Agency.LeadEmail;
const phishing = 'Your account is blocked, log in at https://evil.example/login';

/** Each kind's body with phishing in every field a visitor types freely, and a victim's address. */
function attack(kind: (typeof formKinds)[number]) {
  const body: Record<string, string | string[]> = { ...bodies[kind], email: 'victim@example.com' };
  const free: Record<string, string> = {
    firstName: 'Bank http://evil.example',
    lastName: 'Security Team call 0470 99 99 99',
    remark: `ZZREMARK ${phishing}`,
    message: kind === 'send-to-friend' ? 'ZZFRIEND a short note' : `ZZMESSAGE ${phishing}`,
    address: 'ZZADDRESS https://evil.example',
    city: 'ZZCITY',
    phone: '+32 470 99 99 99',
    friendFirstName: 'ZZFRIENDNAME',
  };
  for (const [field, text] of Object.entries(free)) if (field in body) body[field] = text;
  return body;
}

describe('e-mails to an address typed into a form', () => {
  for (const kind of formKinds) {
    it(`${kind}: the confirmation carries no text the poster wrote`, () => {
      const value = checked(kind, attack(kind), 'en');
      const [lead, ...sent] = composeFormEmails({ kind, locale: 'en', value, model });
      // The agency reads everything that was typed: it is the agency's own inbox.
      if ('remark' in value) expect(lead?.text).toContain('ZZREMARK');
      for (const email of sent) {
        expect(email.to).not.toBe(agency);
        const whole = `${email.subject}\n${email.text}`;
        for (const text of [
          'evil.example',
          '://evil',
          'ZZREMARK',
          'ZZMESSAGE',
          'ZZADDRESS',
          'ZZCITY',
          'ZZFRIENDNAME',
          '99 99 99',
          'blocked',
        ]) {
          expect(whole, `${kind} to ${email.to}`).not.toContain(text);
        }
        // Names are plain: "Bank http evil example", never with dots, slashes or digits.
        expect(whole).not.toMatch(/Bank http:|0470/);
        if (email.to !== 'jan@example.be') expect(whole).not.toContain('ZZFRIEND');
      }
    });
  }

  it('puts a plain, short name in the friend’s subject and marks the sender’s message as theirs', () => {
    const [, , friend] = composeFormEmails({
      kind: 'send-to-friend',
      locale: 'en',
      model,
      value: {
        ...checked('send-to-friend', bodies['send-to-friend'], 'en'),
        firstName: 'A'.repeat(100),
        lastName: `Win a prize ${'B'.repeat(88)}`,
        message: 'Look at the terrace!\nCall me tonight.',
      },
    });
    const name = `${'A'.repeat(plainNameMax)} Win a prize`;
    expect(friend?.subject).toBe(`${name} thinks you will like this property`);
    expect(friend?.text).toContain(
      `${name} added a personal message. These are the sender’s own words, not those of ${model.site.Agency.Name}:\n> Look at the terrace!\n> Call me tonight.`,
    );
  });

  it('leaves out a friend’s message that holds a link, even past the form’s check', () => {
    const [, visitor, friend] = composeFormEmails({
      kind: 'send-to-friend',
      locale: 'fr',
      model,
      value: {
        ...checked('send-to-friend', bodies['send-to-friend'], 'fr'),
        message: 'Connectez-vous sur evil[.]example',
      },
    });
    expect(friend?.text).not.toContain('evil');
    expect(friend?.text).not.toContain('message personnel');
    expect(visitor?.text).not.toContain('evil');
  });

  it('greets a poster whose name holds no letter without a name', () => {
    const [, visitor] = composeFormEmails({
      kind: 'site-contact',
      locale: 'nl',
      model,
      value: { ...checked('site-contact', bodies['site-contact'], 'nl'), firstName: '0800', lastName: '!!!' },
    });
    expect(visitor?.text.startsWith('Hallo,\n')).toBe(true);
  });

  for (const kind of formKinds) {
    it(`${kind}: the request to confirm a post sent without JavaScript names the form and the listing, nothing typed`, () => {
      const value = checked(kind, attack(kind), 'de');
      const url = 'https://www.immo-lumiere.be/api/forms/held/abc';
      const request = composeHeldRequest({ kind, locale: 'de', value, model, url, hours: 48 });
      expect(request.to).toBe('victim@example.com');
      expect(request.replyTo).toBeUndefined();
      expect(request.subject.startsWith('Bestätigen Sie Ihre Anfrage: ')).toBe(true);
      expect(request.text).toContain(url);
      expect(request.text).toContain('48 Stunden');
      expect(request.text.startsWith('Guten Tag,\n')).toBe(true);
      const whole = `${request.subject}\n${request.text}`;
      for (const text of ['evil', 'ZZ', 'Bank', 'Security Team', '99 99 99', 'blocked', 'victim@'])
        expect(whole, kind).not.toContain(text);
      expect(request.subject).toContain(createTranslator('de')(`forms.kinds.${kind}.title`));
    });
  }
});
