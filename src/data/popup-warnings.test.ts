import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteExport } from '../schemas/site-export';
import { popupWarnings } from './popup-warnings';

const site = JSON.parse(readFileSync('data/site.json', 'utf8')) as SiteExport;
const withLink = (link: string | undefined, changes: Partial<NonNullable<SiteExport['popup']>> = {}) =>
  ({ ...site, popup: { ...site.popup, isPublished: true, delay: 8, link, ...changes } }) as SiteExport;

describe('popupWarnings', () => {
  it('accepts a link to a page of its own or to the newsletter', () => {
    for (const link of ['contact-demand', 'demand-register', 'site-contact', 'cv', 'sign-newsletter'])
      expect(popupWarnings(withLink(link)), link).toEqual([]);
  });

  it('names the field and the value of a link the button cannot follow', () => {
    expect(popupWarnings(withLink('contact-appointment'))).toEqual([
      expect.objectContaining({ file: 'site.json', field: 'popup.link', got: '"contact-appointment"' }),
    ]);
    expect(popupWarnings(withLink('contact-demnad'))).toHaveLength(1);
  });

  it('says nothing of a popup that never shows', () => {
    expect(popupWarnings(withLink('contact-appointment', { isPublished: false }))).toEqual([]);
    expect(popupWarnings(withLink('contact-appointment', { delay: 0 }))).toEqual([]);
  });
});
