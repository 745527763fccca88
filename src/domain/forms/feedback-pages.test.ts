import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n/dictionaries';
import { locales } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import {
  confirmsByMail,
  feedbackNames,
  heldPostNames,
  heldPostPage,
  isFeedbackName,
  linkActionPage,
  linkOpenedPage,
  linkOutcomePage,
  thanksBrowseSection,
  thanksTextKeys,
} from './feedback-pages';
import { formKinds } from './schemas/form-kind';

describe('feedbackNames', () => {
  it('has a thank-you page for every form the site posts and the CRM test page', () => {
    for (const name of [...formKinds, 'testing-testing']) {
      expect(isFeedbackName(name), name).toBe(true);
    }
    expect(isFeedbackName('nope')).toBe(false);
  });

  it('has a title and a text for every page in every language', () => {
    for (const locale of locales) {
      const kinds = dictionaries[locale].feedback.kinds as Record<string, { title?: string; text?: string }>;
      for (const name of feedbackNames) {
        expect(kinds[name]?.title, `${locale} ${name}`).toBeTruthy();
        expect(kinds[name]?.text, `${locale} ${name}`).toBeTruthy();
      }
    }
  });
});

describe('thanksTextKeys', () => {
  it('sends the visitor to their mailbox after every post that its e-mailed link must confirm', () => {
    expect(feedbackNames.filter(confirmsByMail)).toEqual([
      'demand-register',
      'sign-newsletter',
      'unsubscribe',
    ]);
    for (const locale of locales) {
      const t = createTranslator(locale);
      for (const name of feedbackNames) {
        const text = thanksTextKeys(name)
          .map((key) => t(key))
          .join(' ');
        const mailbox = t('feedback.mailSent');
        expect(text.startsWith(mailbox), `${locale} ${name}: ${text}`).toBe(confirmsByMail(name));
      }
    }
  });

  it('says the booked visit without its slot, which only the API knows', () => {
    expect(thanksTextKeys('contact-appointment')).toEqual(['pages.feedback.appointmentText']);
  });
});

describe('linkOutcomePage', () => {
  it('thanks for a confirmed newsletter or demand, each with its own page', () => {
    expect(linkOutcomePage({ action: 'confirmed', kind: 'newsletter' })).toBe('subscription-confirmed');
    expect(linkOutcomePage({ action: 'confirmed', kind: 'demand' })).toBe('demand-confirmed');
  });
  it('says what an unsubscription ended: one search, the newsletter, or every e-mail of the address', () => {
    expect(linkOutcomePage({ action: 'unsubscribed', kind: 'demand' })).toBe('demand-ended');
    expect(linkOutcomePage({ action: 'unsubscribed', kind: 'newsletter' })).toBe('newsletter-ended');
    expect(linkOutcomePage({ action: 'unsubscribed', kind: 'unsubscribe' })).toBe('unsubscribed');
  });
  it('says a spent, expired or unknown link is no longer valid, and so is the confirmation of an ended one', () => {
    expect(linkOutcomePage(undefined)).toBe('link-invalid');
    expect(linkOutcomePage({ action: 'ended', kind: 'demand' })).toBe('link-invalid');
  });
});

describe('linkOpenedPage', () => {
  it('leaves the button to a link whose work is still to do', () => {
    expect(linkOpenedPage({ action: 'confirm', kind: 'demand', status: 'pending' })).toBeUndefined();
    expect(linkOpenedPage({ action: 'unsubscribe', kind: 'demand', status: 'confirmed' })).toBeUndefined();
    expect(linkOpenedPage({ action: 'unsubscribe', kind: 'newsletter', status: 'pending' })).toBeUndefined();
    expect(linkOpenedPage({ action: 'unsubscribe-all', kind: 'unsubscribe' })).toBeUndefined();
  });
  it('says what a link opened again did, instead of its button', () => {
    expect(linkOpenedPage({ action: 'confirm', kind: 'demand', status: 'confirmed' })).toBe(
      'demand-confirmed',
    );
    expect(linkOpenedPage({ action: 'confirm', kind: 'newsletter', status: 'confirmed' })).toBe(
      'subscription-confirmed',
    );
    expect(linkOpenedPage({ action: 'unsubscribe', kind: 'demand', status: 'unsubscribed' })).toBe(
      'demand-ended',
    );
  });
  it('says the confirmation of an ended subscription is no longer valid', () => {
    expect(linkOpenedPage({ action: 'confirm', kind: 'newsletter', status: 'unsubscribed' })).toBe(
      'link-invalid',
    );
  });
});

describe('heldPostPage', () => {
  it('says a held post was sent, had been sent, or that its link no longer works; a waiting one has its own page', () => {
    expect(heldPostPage('pending')).toBeUndefined();
    expect(heldPostPage('confirmed')).toBe('request-confirmed');
    expect(heldPostPage('already')).toBe('request-already-confirmed');
    expect(heldPostPage('expired')).toBe('request-link-invalid');
    expect(heldPostPage(undefined)).toBe('request-link-invalid');
    // A held visit whose slot filled up or began before its confirmation was not sent: its page says why.
    expect(heldPostPage('slotFull')).toBe('visit-slot-full');
    expect(heldPostPage('slotPast')).toBe('visit-slot-past');
    for (const name of heldPostNames) expect(isFeedbackName(name), name).toBe(true);
  });
});

describe('linkActionPage', () => {
  it('names what pressing the button of a link does', () => {
    expect(linkActionPage({ action: 'confirm', kind: 'demand' })).toBe('confirm-demand');
    expect(linkActionPage({ action: 'confirm', kind: 'newsletter' })).toBe('confirm-newsletter');
    expect(linkActionPage({ action: 'unsubscribe', kind: 'demand' })).toBe('unsubscribe');
    expect(linkActionPage({ action: 'unsubscribe-all', kind: 'unsubscribe' })).toBe('unsubscribe-all');
  });
});

describe('thanksBrowseSection', () => {
  it('sends a rental applicant to the properties to let, everyone else to those for sale', () => {
    expect(thanksBrowseSection('rent-application')).toBe('forRent');
    for (const name of ['offer', 'contact-me', 'site-contact', 'subscription-confirmed'] as const) {
      expect(thanksBrowseSection(name)).toBe('forSale');
    }
  });
});
