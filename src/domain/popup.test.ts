import { describe, expect, it } from 'vitest';
import { popupAlreadyAnswered, popupDelay } from './popup';

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
