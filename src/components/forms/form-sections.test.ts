import { describe, expect, it } from 'vitest';
import { formSections } from './form-sections';

/** The sections as group: rows, each row its fields joined with + (side by side). */
const layout = (...args: Parameters<typeof formSections>) =>
  formSections(...args).map(({ group, rows }) => [
    group,
    rows.flatMap((row) =>
      row.key === undefined
        ? row.items.map(({ field }) => field)
        : [row.items.map(({ field }) => field).join('+')],
    ),
  ]);

describe('formSections', () => {
  it('frames the visitor’s details in one fieldset, names and e-mail with phone side by side', () => {
    expect(layout('contact-me', false)).toEqual([
      ['person', ['title', 'firstName+lastName', 'email+phone', 'contactTimes']],
      ['loose', ['remark', 'newsletter', 'privacyConsent']],
    ]);
  });

  it('puts the valued property and the demand’s search before the visitor’s details', () => {
    expect(layout('contact-demand', false)[0]).toEqual([
      'property',
      ['propertyType', 'address', 'postalCode+city'],
    ]);
    expect(layout('demand-register', false)[0]).toEqual([
      'search',
      ['goal', 'types', 'regions', 'postcodes', 'budgetMin+budgetMax+bedrooms'],
    ]);
  });

  it('sends to a friend with the sender’s address alone on its line and the message with the friend’s details', () => {
    const sections = formSections('send-to-friend', false);
    expect(layout('send-to-friend', false)).toEqual([
      ['person', ['firstName+lastName', 'email']],
      ['friend', ['friendFirstName+friendLastName', 'friendEmail', 'message']],
      ['loose', ['privacyConsent']],
    ]);
    const message = sections[1]?.rows.at(-1)?.items.at(-1)?.control;
    expect(message).toMatchObject({ id: 'friend-message', label: 'forms.friendMessage.label', rows: 3 });
  });

  it('asks the footer’s newsletter for the address alone, its own page also for names', () => {
    expect(layout('sign-newsletter', true)[0]).toEqual(['person', ['email']]);
    expect(layout('sign-newsletter', false)[0]).toEqual(['person', ['title', 'firstName+lastName', 'email']]);
  });

  it('groups a kind’s own fields in one fieldset, in rows where they pair', () => {
    expect(layout('rent-application', false)[1]).toEqual([
      'own',
      ['monthlyIncome+occupants', 'startDate+endDate'],
    ]);
    expect(layout('cv', false)[1]).toEqual(['own', ['file', 'message']]);
  });
});
