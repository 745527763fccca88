import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionaries';
import { locales } from '../i18n/locales';
import { feedbackNames, heldPostPage, isFeedbackName, linkOutcomePage } from './feedback-pages';

describe('feedbackNames', () => {
  it('has a thank-you page for every form the site posts and the CRM test page', () => {
    for (const name of [
      'contact-me',
      'contact-appointment',
      'contact-construction',
      'contact-demand',
      'demand-register',
      'send-to-friend',
      'site-contact',
      'sign-newsletter',
      'testing-testing',
    ]) {
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

describe('linkOutcomePage', () => {
  it('thanks for a confirmed newsletter or demand, each with its own page', () => {
    expect(linkOutcomePage({ action: 'confirmed', kind: 'newsletter' })).toBe('subscription-confirmed');
    expect(linkOutcomePage({ action: 'confirmed', kind: 'demand' })).toBe('demand-confirmed');
  });
  it('says an unsubscription is done, whatever was subscribed', () => {
    expect(linkOutcomePage({ action: 'unsubscribed', kind: 'demand' })).toBe('unsubscribed');
    expect(linkOutcomePage({ action: 'unsubscribed', kind: 'newsletter' })).toBe('unsubscribed');
  });
  it('says a spent, expired or unknown link is no longer valid', () => {
    expect(linkOutcomePage(undefined)).toBe('link-invalid');
  });
});

describe('heldPostPage', () => {
  it('says a held post was sent, had been sent, or that its link no longer works; a waiting one has its own page', () => {
    expect(heldPostPage('pending')).toBeUndefined();
    expect(heldPostPage('confirmed')).toBe('request-confirmed');
    expect(heldPostPage('already')).toBe('request-already-confirmed');
    expect(heldPostPage('expired')).toBe('request-link-invalid');
    expect(heldPostPage(undefined)).toBe('request-link-invalid');
    for (const name of [
      'confirm-by-mail',
      'request-confirmed',
      'request-already-confirmed',
      'request-link-invalid',
    ])
      expect(isFeedbackName(name)).toBe(true);
  });
});
