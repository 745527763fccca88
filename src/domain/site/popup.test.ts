import { describe, expect, it } from 'vitest';
import { popupAllowedOn, popupAlreadyAnswered, popupDelay, popupPageHref, popupTarget } from './popup';

const settings = { Enabled: true, DelaySeconds: 8, FormAction: 'sign-newsletter' };
const fresh = { dismissed: false, url: 'https://example.be/fr/' };

describe('popupDelay', () => {
  it('opens after the configured seconds for a new session', () => {
    expect(popupDelay(settings, fresh)).toBe(8000);
  });

  it('stays shut when disabled, absent or with a delay of 0', () => {
    expect(popupDelay(undefined, fresh)).toBeUndefined();
    expect(popupDelay({ ...settings, Enabled: false }, fresh)).toBeUndefined();
    expect(popupDelay({ ...settings, DelaySeconds: 0 }, fresh)).toBeUndefined();
  });

  it('stays shut once dismissed in this session', () => {
    expect(popupDelay(settings, { ...fresh, dismissed: true })).toBeUndefined();
  });

  it('stays shut on a URL that followed the popup or shows its form result', () => {
    expect(popupDelay(settings, { ...fresh, url: 'https://example.be/?modal-clicked=1' })).toBeUndefined();
    expect(
      popupDelay(settings, { ...fresh, url: 'https://example.be/feedback/sign-newsletter/' }),
    ).toBeUndefined();
  });
});

describe('popupAlreadyAnswered', () => {
  it('ignores an empty form action', () => {
    expect(popupAlreadyAnswered('https://example.be/contact/', '')).toBe(false);
    expect(popupAlreadyAnswered('https://example.be/contact/', undefined)).toBe(false);
  });
});

describe('popupTarget', () => {
  it('leads a form with a page of its own to that page', () => {
    expect(popupTarget('contact-demand')).toEqual({ kind: 'page', page: 'contactDemand' });
    expect(popupTarget('demand-register')).toEqual({ kind: 'page', page: 'demandRegister' });
    expect(popupTarget('site-contact')).toEqual({ kind: 'page', page: 'contact' });
  });

  it("leads the newsletter to the footer's form, on every page", () => {
    expect(popupTarget('sign-newsletter')).toEqual({ kind: 'footerForm', form: 'sign-newsletter' });
  });

  it('gives no button for a form of a listing, an unknown value or none', () => {
    expect(popupTarget('contact-appointment')).toBeUndefined();
    expect(popupTarget('toString')).toBeUndefined();
    expect(popupTarget(undefined)).toBeUndefined();
  });
});

describe('popupAllowedOn', () => {
  it('keeps the popup off the page its button leads to, however the path is written', () => {
    expect(popupAllowedOn('/fr/estimation-gratuite/', '/fr/estimation-gratuite/')).toBe(false);
    expect(popupAllowedOn('/fr/estimation-gratuite', '/fr/estimation-gratuite/')).toBe(false);
    expect(popupAllowedOn('/de/kostenlose-bewertung/', '/de/kostenlose-bewertung/')).toBe(false);
  });

  it('lets it open everywhere else, and everywhere without a target page', () => {
    expect(popupAllowedOn('/fr/', '/fr/estimation-gratuite/')).toBe(true);
    expect(popupAllowedOn('/fr/contact/', '/fr/estimation-gratuite/')).toBe(true);
    expect(popupAllowedOn('/', '/contact-demand/')).toBe(true);
    expect(popupAllowedOn('/gratis-schatting/', undefined)).toBe(true);
  });
});

describe('popupPageHref', () => {
  it('marks the link as followed from the popup, so the page it opens stays free of it', () => {
    const href = popupPageHref('/fr/estimation-gratuite/');
    expect(href).toBe('/fr/estimation-gratuite/?modal-clicked=1');
    expect(popupAlreadyAnswered(`https://example.be${href}`, 'contact-demand')).toBe(true);
  });
});
