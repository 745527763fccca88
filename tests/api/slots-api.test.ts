// GET /api/slots/{propertyId} against a real build: the prerendered detail page learns from it which
// visit slots were booked since the build. It tells full slots apart, carries no personal data, caches
// briefly, answers 404 for anything that is not a listing, and a refused booking names the slot taken.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import owners from '../../data/owners.json';
import { slotHorizonDays } from '../../src/domain/slots';
import { type ApiServer, ensureBuild, MailCatcher, solvedAltcha, startApi } from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;

// A listing of the sample with slots; the first of them takes one visitor only. The export holds its
// slots for months ahead; a visitor is offered those of the coming eight weeks.
const propertyId = 1006;
const slots = (owners as { Slots: { PropertyID: number; Start: string; End: string; Capacity: number }[] }[])
  .flatMap((owner) => owner.Slots)
  .filter((slot) => slot.PropertyID === propertyId && Date.parse(slot.Start) > Date.now())
  .sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start));
const single = slots.find((slot) => slot.Capacity === 1);

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  api = await startApi(dist, { SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

interface Report {
  propertyId: number;
  slots: { start: string; end: string; remaining: number; full: boolean }[];
}

const read = (id: string) =>
  fetch(`${api.base}/api/slots/${id}`, { headers: { Accept: 'application/json' } });

async function book(slot: string, locale: string) {
  return fetch(`${api.base}/api/forms/contact-appointment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email: `slot-${randomUUID().slice(0, 8)}@example.be`,
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      propertyId,
      slot,
      locale,
      submissionId: randomUUID(),
      startedAt: Date.now() - 60_000,
      altcha: await solvedAltcha(api.base),
    }),
  });
}

describe('GET /api/slots/{propertyId}', () => {
  it('lists the slots ahead with times and places only, briefly cacheable', async () => {
    expect(single).toBeDefined();
    const answer = await read(String(propertyId));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('cache-control')).toMatch(/max-age=([1-9]|[1-5]\d)\b/);
    const body = (await answer.json()) as Report;
    expect(body.propertyId).toBe(propertyId);
    // Those within the horizon of the server's clock, read just after it answered.
    const horizon = Date.now() + slotHorizonDays * 86_400_000;
    const offered = slots.filter((slot) => Date.parse(slot.Start) <= horizon);
    expect(body.slots.map((slot) => slot.start)).toEqual(offered.map((slot) => slot.Start));
    // The export's later slots wait until they come within the horizon.
    expect(slots.length).toBeGreaterThan(offered.length);
    for (const slot of body.slots)
      expect(Object.keys(slot).sort()).toEqual(['end', 'full', 'remaining', 'start']);
    expect(JSON.stringify(body)).not.toMatch(/@|Camille|Dubois|email|phone/i);
  });

  it('marks a slot full once its places are booked, and the next booking of it names the slot', async () => {
    const start = single?.Start ?? '';
    expect((await book(start, 'en')).status).toBe(201);

    const body = (await (await read(String(propertyId))).json()) as Report;
    expect(body.slots.find((slot) => slot.start === start)).toMatchObject({ full: true, remaining: 0 });
    expect(body.slots.filter((slot) => slot.full)).toHaveLength(1);

    const again = await book(start, 'fr');
    expect(again.status).toBe(422);
    const { errors } = (await again.json()) as { errors: Record<string, string[]> };
    // The first single slot still to come is a Wednesday from 17:00 to 17:30 in Brussels; its day is
    // written here by Intl itself, not by the site's code, since which Wednesday depends on today.
    const day = new Intl.DateTimeFormat('fr-BE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Brussels',
    }).format(new Date(start));
    expect(day).toMatch(/^mercredi \d+ \p{L}+$/u);
    expect(errors.slot).toEqual([
      `Le créneau de visite du ${day}, 17:00\u201317:30 vient d’être pris. Veuillez en choisir un autre.`,
    ]);
  });

  it('answers 404 for anything that is not a listing, never 500', async () => {
    for (const id of [
      '999999',
      '0',
      '01006',
      'abc',
      '1006.0',
      '-1006',
      '1e3',
      '%00',
      `${'9'.repeat(40)}`,
      '__proto__',
    ]) {
      const answer = await read(id);
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get('content-type'), id).toContain('application/json');
    }
  });

  it('reads only: a post gets 405', async () => {
    const answer = await fetch(`${api.base}/api/slots/${propertyId}`, {
      method: 'POST',
      headers: { Origin: api.base, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(405);
  });
});
