// GET /api/slots/{propertyId} against a real build: the prerendered detail page learns from it which
// visit slots were booked since the build. It tells full slots apart, carries no personal data, caches
// briefly, answers 404 for anything that is not a listing, and a refused booking names the slot taken.
// A booking posted without the proof of work (JavaScript off) takes its place only once confirmed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import owners from '../../data/owners.json';
import { slotHorizonDays } from '../../src/domain/forms/slots';
import {
  type ApiServer,
  decodeMessage,
  ensureBuild,
  eventually,
  MailCatcher,
  solvedAltcha,
  startApi,
} from './api-server';

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
const double = slots.find((slot) => slot.Capacity === 2);

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

async function book(slot: string, locale: string, email = `slot-${randomUUID().slice(0, 8)}@example.be`) {
  return fetch(`${api.base}/api/forms/contact-appointment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email,
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

/** A booking posted without JavaScript: no proof of work, so it is held until its mailed link is confirmed. */
function plainBook(slot: string, locale: string, email: string) {
  return fetch(`${api.base}/api/forms/contact-appointment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
    body: new URLSearchParams({
      title: 'ms',
      firstName: 'Eve',
      lastName: 'Mallory',
      email,
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      propertyId: String(propertyId),
      slot,
      locale,
    }),
    redirect: 'manual',
  });
}

/** The text of the one confirmation request an address received, and its link as a path. */
async function heldRequest(email: string): Promise<{ text: string; link: string }> {
  const received = () => smtp.messages.filter((message) => message.to.includes(email));
  await eventually(() => received().length === 1);
  const text = decodeMessage(received()[0]?.raw ?? '');
  const url = /https?:\/\/\S+\/api\/forms\/held\/[\w-]{32}/.exec(text)?.[0] ?? '';
  expect(url).not.toBe('');
  return { text, link: new URL(url).pathname };
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

  it('keeps a slot’s places for genuine bookings while posts without the proof of work wait for their confirmation', async () => {
    const start = double?.Start ?? '';
    expect(start).not.toBe('');
    const tag = randomUUID().slice(0, 8);
    const [first, second] = [`held-a-${tag}@example.be`, `held-b-${tag}@example.be`];
    // Two plain posts, enough to fill the slot's two places were they taken before confirmation.
    for (const [email, locale] of [
      [first, 'fr'],
      [second, 'nl'],
    ] as const) {
      const answer = await plainBook(start, locale, email);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toMatch(/\/confirm-by-mail\/$/);
    }
    const asked = await heldRequest(first);
    // The request says that the place is not kept until confirmed.
    expect(asked.text).toContain('n’est réservée qu’une fois confirmée');
    const slotOf = async () =>
      ((await (await read(String(propertyId))).json()) as Report).slots.find((slot) => slot.start === start);
    expect(await slotOf()).toMatchObject({ full: false, remaining: 2 });

    // A genuine booking still gets in.
    expect((await book(start, 'en')).status).toBe(201);
    expect(await slotOf()).toMatchObject({ full: false, remaining: 1 });

    // The first to confirm takes the last place; the second is told, in Dutch, that the slot is gone.
    const press = (path: string) =>
      fetch(`${api.base}${path}`, {
        method: 'POST',
        headers: { Origin: api.base, 'Content-Type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
    expect((await press(asked.link)).headers.get('location')).toBe('/fr/merci/request-confirmed/');
    expect(await slotOf()).toMatchObject({ full: true, remaining: 0 });
    const late = await press((await heldRequest(second)).link);
    expect(late.headers.get('location')).toBe('/nl/bedankt/visit-slot-full/');
    const page = await (await fetch(`${api.base}/nl/bedankt/visit-slot-full/`)).text();
    expect(page).toContain('Dit bezoekmoment is niet meer beschikbaar');
    expect(page).toContain('Uw bezoek is niet geboekt');

    // The agency hears of the confirmed visit, and of no visit without a place.
    await eventually(() =>
      smtp.messages.some(
        (message) => !message.to.includes(first) && decodeMessage(message.raw).includes(first),
      ),
    );
    expect(await api.query('SELECT COUNT(*) AS n FROM outbox WHERE text LIKE ?', `%${second}%`)).toEqual([
      { n: 0 },
    ]);
    const toSecond = (message: { to: string[] }) => message.to.includes(second);
    expect(
      smtp.messages.filter((message) => !toSecond(message) && decodeMessage(message.raw).includes(second)),
    ).toEqual([]);
    // Its visitor got the request to confirm and no word of a booked visit.
    expect(smtp.messages.filter(toSecond)).toHaveLength(1);
  });

  it('confirms a booked visit with the address the page publishes, the agent and a calendar file, in the visitor’s language', async () => {
    const slot = slots.find((item) => item !== single && item !== double);
    if (slot === undefined) throw new Error('listing 1006 has no third slot ahead');
    const email = `visit-${randomUUID().slice(0, 8)}@example.be`;
    expect((await book(slot.Start, 'nl', email)).status).toBe(201);
    await eventually(() => smtp.messages.some((message) => message.to.includes(email)));
    const raw = smtp.messages.find((message) => message.to.includes(email))?.raw ?? '';
    const text = decodeMessage(raw).replace(/[\u00a0\u202f]/g, ' ');
    // Listing 1006 publishes its street; its agent is Sophie Janssens (site.json Agents).
    expect(text).toContain('Adres: Kloosterstraat 120 bus 12, 2000 Antwerpen');
    expect(text).toContain('Uw contactpersoon: Sophie Janssens, +32 2 534 18 21');
    // The calendar file: attached as text/calendar, named in Dutch, the slot in Brussels time.
    const part =
      /Content-Type: text\/calendar[\s\S]*?filename=([^\r\n]+)[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        raw,
      );
    expect(part?.[1]).toMatch(/^"?bezoek-IL-2000-1006\.ics"?$/);
    const ics = Buffer.from((part?.[2] ?? '').replace(/\s/g, ''), 'base64').toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Brussels',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(slot.Start))
      .replace(/[-:]/g, '')
      .replace(' ', 'T');
    expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Brussels:${wall}\r\n`);
    expect(ics.replace(/\r\n /g, '')).toContain(
      '\r\nLOCATION:Kloosterstraat 120 bus 12\\, 2000 Antwerpen\r\n',
    );
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
