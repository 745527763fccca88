import { describe, expect, it } from 'vitest';
import {
  type ProjectLike,
  projectPathParams,
  projectSummary,
  similarProjects,
  unitPriceText,
} from './projects';

const words = { startingFrom: 'Starting from', perMonth: 'per month' };
const unit = (Price: number, Marquee = 0, PriceUnit = 0, Type = 2) => ({ Price, Marquee, PriceUnit, Type });
// A parking space (WebID 9) sold beside the flats.
const parking = (Price: number, Marquee = 0) => unit(Price, Marquee, 0, 9);

const project = (ID: number, extra: Partial<ProjectLike> = {}): ProjectLike => ({
  ID,
  Name: `Project ${ID}`,
  Zip: '9000',
  CountryID: 10,
  Units: [unit(300000)],
  ...extra,
});

describe('projectPathParams', () => {
  it('slugs the name and keeps the ID', () => {
    expect(projectPathParams({ ID: 1, Name: 'Résidence Les Tilleuls' })).toEqual({
      slug: 'residence-les-tilleuls',
      id: 1,
    });
  });

  it('still gives a slug when the name has no letters or digits', () => {
    expect(projectPathParams({ ID: 7, Name: '***' }).slug).toBe('project');
  });
});

describe('projectSummary', () => {
  it('counts every unit, the ones still for sale, and finds the cheapest of those', () => {
    const summary = projectSummary({ Units: [unit(250000, 3), unit(320000), unit(290000, 2), unit(410000)] });
    expect(summary.unitCount).toBe(4);
    expect(summary.availableCount).toBe(3);
    expect(summary.lowest?.Price).toBe(290000);
  });

  it('starts from the cheapest dwelling still for sale, not from a parking space', () => {
    const summary = projectSummary({
      Units: [parking(25000), unit(320000, 3), unit(290000), parking(18000)],
    });
    expect(summary.lowest?.Price).toBe(290000);
    expect(summary.availableCount).toBe(3);
  });

  it('starts from the cheapest parking space once no dwelling is left', () => {
    expect(projectSummary({ Units: [parking(25000), unit(290000, 3), parking(18000)] }).lowest?.Price).toBe(
      18000,
    );
  });

  it('has no lowest price when every unit is sold', () => {
    const summary = projectSummary({ Units: [unit(250000, 3), unit(260000, 4)] });
    expect([summary.availableCount, summary.lowest]).toEqual([0, undefined]);
  });

  it('opens the price list without the units sold or let while others remain', () => {
    expect(projectSummary({ Units: [unit(250000, 3), unit(320000), unit(290000, 4)] }).goneHidden).toBe(2);
  });

  it('shows every unit of a sold-out project, and of one with nothing sold', () => {
    expect(projectSummary({ Units: [unit(250000, 3), unit(260000, 4)] }).goneHidden).toBe(0);
    expect(projectSummary({ Units: [unit(250000), unit(260000)] }).goneHidden).toBe(0);
  });
});

describe('unitPriceText', () => {
  it('shows the price of a unit for sale, with "starting from" for unit 7', () => {
    expect(unitPriceText(unit(320000), words, 'nl')).toBe('€\u00a0320.000');
    expect(unitPriceText(unit(320000, 2, 7), words, 'nl')).toBe('Starting from €\u00a0320.000');
    expect(unitPriceText(unit(1200, 0, 1), words, 'nl')).toBe('€\u00a01.200 per month');
  });

  it('shows no price once sold or rented', () => {
    expect(unitPriceText(unit(320000, 3), words, 'nl')).toBeUndefined();
    expect(unitPriceText(unit(1200, 4, 1), words, 'nl')).toBeUndefined();
  });
});

describe('similarProjects', () => {
  it('never suggests the project itself and stops at the maximum', () => {
    const all = [1, 2, 3, 4, 5].map((id) => project(id));
    const similar = similarProjects(all, project(1));
    expect(similar.map((item) => item.ID)).toEqual([2, 3, 4]);
  });

  it('prefers the same region, then projects with units left, then the closest price', () => {
    const current = project(1, { Units: [unit(400000)] });
    const all = [
      current,
      project(2, { Zip: '1000', Units: [unit(400000)] }), // Brussels
      project(3, { Zip: '2000', Units: [unit(900000)] }), // Flanders, far in price
      project(4, { Zip: '8000', Units: [unit(420000)] }), // Flanders, close in price
      project(5, { Zip: '3000', Units: [unit(400000, 3)] }), // Flanders, sold out
    ];
    expect(similarProjects(all, current, 4).map((item) => item.ID)).toEqual([4, 3, 5, 2]);
  });
});
