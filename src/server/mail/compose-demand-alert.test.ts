import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { composeDemandAlert } from './compose-demand-alert';

const model = loadExport('data');
const [one, two] = model.properties.filter((property) => property.Goal === 0);
if (one === undefined || two === undefined) throw new Error('the sample lacks two listings for sale');
const alert = (locale: 'nl' | 'de' | 'fr', matches: number, first: boolean, body = {}) =>
  composeDemandAlert({
    locale,
    body,
    to: 'anna@example.com',
    matches: [one, two].slice(0, matches),
    first,
    unsubscribeToken: 'tok',
    model,
  });

describe('composeDemandAlert', () => {
  it('speaks of one listing in the singular, in the body as in the subject', () => {
    const email = alert('nl', 1, true, { firstName: 'Anna', lastName: 'Peeters' });
    expect(email.subject).toBe('1 pand voldoet aan uw zoekopdracht');
    expect(email.text).toContain('Dit pand op de markt voldoet aan uw zoekopdracht:');
    expect(email.text).not.toContain('Deze panden');
    expect(email.text).toMatch(/^Beste Anna Peeters,/);
  });

  it('names each listing as its card does ("Huis in Gent"), with its price and its link', () => {
    const email = alert('nl', 1, true);
    expect(email.text).toMatch(
      /^- \S.* in \S.*, €\s[\d.]+\n {2}https:\/\/www\.immo-lumiere\.be\/nl\/te-koop\//m,
    );
  });

  it('speaks of several in the plural, and of new ones after the first alert', () => {
    const email = alert('de', 2, false);
    expect(email.subject).toBe('2 neue Immobilien entsprechen Ihrer Suche');
    expect(email.text).toContain(
      'Die folgenden Immobilien sind neu auf dem Markt und entsprechen Ihrer Suche:',
    );
    expect(email.text).toMatch(/^Guten Tag,/);
    expect(email.text.match(/^- /gm)).toHaveLength(2);
  });

  it('ends with the way out and says it was sent automatically, as every other e-mail does', () => {
    const email = alert('fr', 1, false);
    expect(email.text).toContain('https://www.immo-lumiere.be/api/forms/confirm?token=tok');
    // The same link, for the mail client's own unsubscribe button (List-Unsubscribe).
    expect(email.unsubscribeUrl).toBe('https://www.immo-lumiere.be/api/forms/confirm?token=tok');
    expect(email.text).toMatch(
      /Cet e-mail a été envoyé automatiquement depuis https:\/\/www\.immo-lumiere\.be\./,
    );
    expect(email.text).toMatch(
      /Le bien suivant vient d’être mis sur le marché et correspond à votre recherche\s:/,
    );
  });
});
