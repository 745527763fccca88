import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { reportWeeks } from '../../domain/portal/report-week';
import { ownedPropertyNames } from '../owner/owner-me';
import type { OwnerReport, PropertyWeek } from '../owner/weekly-report/report-facts';
import { ownerReportEmail, reportWords } from './compose-owner-report';

const model = loadExport('data');
const rental = model.properties.find((property) => property.Goal === 1);
const sale = model.properties.find((property) => property.Goal === 0);
const owner = model.owners[0];
if (rental === undefined || sale === undefined || owner === undefined)
  throw new Error('the sample lacks a rental, a listing for sale or an owner');

const week = (property: typeof rental, prices: PropertyWeek['prices']): PropertyWeek => ({
  names: ownedPropertyNames(model, property, 'en'),
  views: { week: 1204, before: 980 },
  enquiries: [{ kind: 'contact-me', count: 2 }],
  visits: 1,
  matchingBuyers: 3,
  prices,
});

const report = (properties: PropertyWeek[], locale: OwnerReport['locale'] = 'en'): OwnerReport => ({
  owner,
  locale,
  weeks: reportWeeks('2026-12-02'),
  properties,
});

const text = (owned: OwnerReport) =>
  ownerReportEmail(
    owned,
    reportWords(owned, model.site, 'https://agency.example/', 'https://agency.example/x'),
  ).text;

describe('the owner weekly report', () => {
  it('says a rent per month and a sale price as it is, as the listing pages do', () => {
    const email = text(
      report([
        week(rental, [
          { at: '2026-11-02T08:00:00Z', price: 950, goal: 1, priceUnit: 0 },
          { at: '2026-11-24T08:00:00Z', price: 900, goal: 1, priceUnit: 0 },
        ]),
        week(sale, [{ at: '2026-11-02T08:00:00Z', price: 350000, goal: 0, priceUnit: 0 }]),
      ]),
    );
    expect(email).toMatch(/lowered to €900 per month/);
    expect(email).toMatch(/on the market at €950 per month/);
    expect(email).toMatch(/€350,000$/m);
  });

  it('words the week in the owner language, with no raw key or enquiry kind', () => {
    const email = text(report([week(sale, [])], 'nl'));
    expect(email).toContain('1.204');
    expect(email).not.toMatch(/contact-me|mail\.|portal\./);
  });
});
