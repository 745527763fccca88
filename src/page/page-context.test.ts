import { describe, expect, it } from 'vitest';
import { loadExport } from '../data/load-export';
import { siteLocales } from '../domain/language/site-locales';
import { createPageContext, pageContext } from './page-context';

const model = loadExport();

describe('createPageContext', () => {
  it("binds the route helpers to the page's language and the site's language options", () => {
    const context = createPageContext(model, 'fr');
    expect(context.options).toEqual(siteLocales(model.site));
    expect(context.defaultLocale).toBe(model.site.DefaultLanguage);
    expect(context.pathFor('contact', {})).toBe('/fr/contact/');
    expect(context.pathFor('formThanks', { name: 'contact-me' })).toBe('/fr/merci/contact-me/');
    expect(context.pathFor('forSale', {}, model.site.DefaultLanguage)).toBe('/for-sale/');
  });

  it("translates into the page's language and reads the export's texts in it, else the default one", () => {
    const context = createPageContext(model, 'de');
    expect(context.t('common.nav.contact')).toBe('Kontakt');
    expect(context.text({ de: 'Haus', en: 'House' })).toBe('Haus');
    expect(context.text({ [model.site.DefaultLanguage]: 'fallback' })).toBe('fallback');
  });
});

describe('pageContext', () => {
  it('hands back the context the page route set, and refuses to make one up', () => {
    const context = createPageContext(model, 'nl');
    expect(pageContext({ page: context })).toBe(context);
    expect(() => pageContext({})).toThrow(/Astro\.locals\.page/);
  });
});
