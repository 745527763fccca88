// The visitor the form tests post as: the fields every kind asks of the person, filled in and valid.

export const visitor = {
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  privacyConsent: 'yes',
};
