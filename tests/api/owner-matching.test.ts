// The owner portal's "N people registered on our site are looking for a property like this": counted
// live from the confirmed demands of the register by the alerts' matching rule, on SQLite and (project
// api-postgres) PostgreSQL. A demand that does not match, or is not confirmed, does not count, and
// nothing of the people behind the demands reaches the owner.

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatisticsSchema } from '../../src/schemas/owner-answers';
import { type ApiServer, ensureBuild, startApi } from './api-server';
import { matchingWants, ownerSession, property, registerDemand } from './owner-demands.test-support';

let api: ApiServer;
let cookie = '';

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
  cookie = await ownerSession(api, {});
});

afterAll(() => api?.stop());

async function statistics() {
  const answer = await fetch(`${api.base}/api/owner/properties/${property.ID}/statistics?locale=en`, {
    headers: { Cookie: cookie },
  });
  expect(answer.status).toBe(200);
  const text = await answer.text();
  return { text, figures: v.parse(StatisticsSchema, JSON.parse(text)) };
}

describe('matching buyers in the owner portal', () => {
  it('counts the confirmed demands that match, and only those', async () => {
    expect((await statistics()).figures.matchingBuyers).toBe(0);

    const matching = await registerDemand(api, matchingWants);
    // For rent instead of for sale: the alerts would not send it this property.
    const other = await registerDemand(api, {
      ...matchingWants,
      goal: matchingWants.goal === 'sale' ? 'rent' : 'sale',
    });
    // A budget below its price (625,000): no match either.
    await registerDemand(api, { ...matchingWants, budgetMax: 100_000 });
    // Matching, but its address never confirmed it.
    const unconfirmed = await registerDemand(api, matchingWants, false);

    const { text, figures } = await statistics();
    expect(figures.matchingBuyers).toBe(1);
    // Nothing of the people: no address, no name.
    for (const person of [matching, other, unconfirmed]) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.lastName);
    }

    await registerDemand(api, { ...matchingWants, bedrooms: 1 });
    expect((await statistics()).figures.matchingBuyers).toBe(2);
  });

  it('stops counting a demand once it is unsubscribed', async () => {
    const before = (await statistics()).figures.matchingBuyers;
    const { email } = await registerDemand(api, matchingWants);
    expect((await statistics()).figures.matchingBuyers).toBe(before + 1);
    // Its unsubscribe link (the one its alerts carry), pressed.
    const rows = await api.query(
      "SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'",
      email,
    );
    expect(rows).toHaveLength(1);
    const token = await api.query(
      "SELECT token FROM tokens WHERE subscription_id = ? AND purpose = 'unsubscribe'",
      String(rows[0]?.['id']),
    );
    const link = `/api/forms/confirm?token=${String(token[0]?.['token'])}`;
    const pressed = await fetch(`${api.base}${link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: api.base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(303);
    expect((await statistics()).figures.matchingBuyers).toBe(before);
  });

  it('asks for a session', async () => {
    const answer = await fetch(`${api.base}/api/owner/properties/${property.ID}/statistics`);
    expect(answer.status).toBe(401);
  });
});
