import { agencyTimeZone } from '../../src/domain/values/dates';
import type { Owner, OwnerRow, OwnerSlot, OwnerView } from '../../src/schemas/owner';
import type { Project } from '../../src/schemas/project';
import type { Property } from '../../src/schemas/property';
import { sampleDocuments } from './documents';
import { documentFiles, poolOf } from './media-pool';
import { type Random, seededRandom } from './prng';
import { baseDate } from './properties';

function pictures(projectId: number, files: readonly string[]): Project['Pictures'] {
  return files.map((file, index) => ({
    ID: projectId * 100 + index + 1,
    Url: `/media/${file}`,
    Width: 1600,
    Height: 1067,
    Name: file,
  }));
}

function units(projectId: number, r: Random, count: number, basePerM2: number): Project['Units'] {
  return Array.from({ length: count }, (_, index) => {
    const floor = Math.floor(index / 3);
    const bedrooms = index % 3 === 0 ? 1 : index % 3 === 1 ? 2 : 3;
    const surface = 55 + bedrooms * 22 + r.int(0, 12);
    const marquee = index < count / 3 ? 3 : index === Math.floor(count / 2) ? 2 : 0;
    return {
      ID: projectId * 100 + index + 1,
      Name: `${String.fromCharCode(65 + (index % 2))}.${floor}.${String((index % 3) + 1).padStart(2, '0')}`,
      Type: 2,
      Floor: floor,
      Bedrooms: bedrooms,
      SurfaceLiving: surface,
      Price: Math.round((surface * basePerM2 * (1 + floor * 0.02)) / 1000) * 1000,
      PriceUnit: 0,
      Marquee: marquee,
    };
  });
}

/** projects.json: three new-build projects; the first links to its own website. */
export function sampleProjects(r: Random): Project[] {
  const apartments = poolOf('apartment').map((p) => p.file);
  const interiors = poolOf('interior').map((p) => p.file);
  const docs = [
    {
      ID: 9001,
      Name: {
        nl: 'Brochure en grondplannen',
        fr: 'Brochure et plans',
        en: 'Brochure and floor plans',
        de: 'Broschüre und Grundrisse',
      },
      Url: `/media/${documentFiles.plan}`,
      Size: sampleDocuments.plan.length,
    },
  ];
  return [
    {
      ID: 1,
      Name: 'Résidence Les Tilleuls',
      PublicAddress: true,
      Street: 'Drève des Chasseurs',
      HouseNumber: '12',
      Zip: '1410',
      City: 'Waterloo',
      CountryID: 10,
      Latitude: 50.7101,
      Longitude: 4.4012,
      Description: {
        nl: 'Twaalf appartementen met terras in een groene omgeving, op wandelafstand van het centrum van Waterloo.',
        fr: 'Douze appartements avec terrasse dans un cadre verdoyant, à quelques pas du centre de Waterloo.',
        en: 'Twelve apartments with terraces in green surroundings, a short walk from the centre of Waterloo.',
        de: 'Zwölf Wohnungen mit Terrasse im Grünen, nur wenige Schritte vom Zentrum von Waterloo entfernt.',
      },
      Pictures: pictures(1, [apartments[0] ?? '', interiors[0] ?? '', interiors[3] ?? '']),
      Documents: docs,
      ExternalUrl: 'https://www.les-tilleuls-waterloo.be',
      AgentID: 2,
      Units: units(1, r, 12, 4100),
      Constructions: [
        {
          ID: 11,
          Name: { nl: 'Blok A', fr: 'Bloc A', en: 'Block A', de: 'Block A' },
          Description: {
            nl: 'Zes appartementen, oplevering voorjaar 2027.',
            fr: 'Six appartements, livraison au printemps 2027.',
            en: 'Six apartments, delivered in spring 2027.',
            de: 'Sechs Wohnungen, Fertigstellung im Frühjahr 2027.',
          },
          DeliveryDate: '2027-04-30',
        },
        {
          ID: 12,
          Name: { nl: 'Blok B', fr: 'Bloc B', en: 'Block B', de: 'Block B' },
          Description: {
            nl: 'Zes appartementen, oplevering eind 2027.',
            fr: 'Six appartements, livraison fin 2027.',
            en: 'Six apartments, delivered at the end of 2027.',
            de: 'Sechs Wohnungen, Fertigstellung Ende 2027.',
          },
          DeliveryDate: '2027-12-15',
        },
      ],
    },
    {
      ID: 2,
      Name: 'Parkzicht',
      PublicAddress: false,
      Zip: '9000',
      City: 'Gent',
      CountryID: 10,
      Latitude: 51.0378,
      Longitude: 3.7302,
      // The CRM's editor writes HTML: this description shows a heading and a list as the site renders them.
      Description: {
        nl: '<p>Achttien energiezuinige appartementen met zicht op het Citadelpark.</p><h3>Gemeenschappelijk</h3><ul><li>Fietsenstalling</li><li>Ondergrondse parking</li></ul>',
        fr: '<p>Dix-huit appartements basse énergie avec vue sur le Citadelpark.</p><h3>Parties communes</h3><ul><li>Local vélos</li><li>Parking souterrain</li></ul>',
        en: '<p>Eighteen low-energy apartments overlooking Citadelpark.</p><h3>Shared spaces</h3><ul><li>Bicycle storage</li><li>Underground parking</li></ul>',
        de: '<p>Achtzehn Niedrigenergiewohnungen mit Blick auf den Citadelpark.</p><h3>Gemeinschaftsbereiche</h3><ul><li>Fahrradraum</li><li>Tiefgarage</li></ul>',
      },
      Pictures: pictures(2, [
        apartments[1] ?? '',
        interiors[1] ?? '',
        interiors[4] ?? '',
        interiors[5] ?? '',
      ]),
      Documents: docs,
      AgentID: 1,
      Units: units(2, r, 18, 4300),
      Constructions: [
        {
          ID: 21,
          Name: { nl: 'Fase 1', fr: 'Phase 1', en: 'Phase 1', de: 'Phase 1' },
          DeliveryDate: '2027-09-30',
        },
      ],
    },
    {
      ID: 3,
      Name: 'Kirchberg Lofts',
      PublicAddress: true,
      Street: 'Avenue John F. Kennedy',
      HouseNumber: '40',
      Zip: '1855',
      City: 'Luxembourg',
      CountryID: 50,
      Latitude: 49.6295,
      Longitude: 6.1616,
      Description: {
        nl: 'Lofts en penthouses in de Europese wijk, met conciërge en fitnessruimte.',
        fr: 'Lofts et penthouses au quartier européen, avec conciergerie et salle de fitness.',
        en: 'Lofts and penthouses in the European district, with a concierge and a gym.',
        de: 'Lofts und Penthäuser im Europaviertel, mit Concierge und Fitnessraum.',
      },
      Pictures: pictures(3, [apartments[2] ?? '', apartments[3] ?? '', interiors[2] ?? '']),
      AgentID: 4,
      Units: units(3, r, 9, 9800),
      Constructions: [
        {
          ID: 31,
          Name: { nl: 'Toren', fr: 'Tour', en: 'Tower', de: 'Turm' },
          Description: {
            nl: 'Negen verdiepingen, oplevering 2028.',
            fr: 'Neuf étages, livraison 2028.',
            en: 'Nine storeys, delivered in 2028.',
            de: 'Neun Stockwerke, Fertigstellung 2028.',
          },
          DeliveryDate: '2028-06-30',
        },
      ],
    },
  ];
}

function daysBefore(days: number, hour: number): string {
  const date = new Date(baseDate.getTime() - days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00Z`;
}

function rowsFor(propertyId: number, r: Random, french: boolean): OwnerRow[] {
  const visitors = [
    'M. Dubois',
    'Mme Claes',
    'Famille Peeters',
    'M. Martin',
    'Mme Nguyen',
    'M. Wouters',
    'Mme Rossi',
  ];
  const feedback = french
    ? [
        'Belle luminosité, trouve le jardin un peu petit.',
        'Intéressé, revient avec un entrepreneur.',
        'Prix jugé élevé.',
        'Coup de cœur, prépare une offre.',
      ]
    : [
        'Mooie lichtinval, vindt de tuin wat klein.',
        'Geïnteresseerd, komt terug met een aannemer.',
        'Vindt de prijs hoog.',
        'Erg enthousiast, bereidt een bod voor.',
      ];
  const rows: OwnerRow[] = [];
  for (let i = 0; i < r.int(4, 7); i++) {
    rows.push({
      PropertyID: propertyId,
      Kind: 'visit',
      Date: daysBefore(r.int(3, 150), r.int(9, 18)),
      Type: french ? 'Visite' : 'Bezoek',
      Contact: r.pick(visitors),
      Comment: r.pick(feedback),
      Status: french ? 'Effectuée' : 'Uitgevoerd',
    });
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    rows.push({
      PropertyID: propertyId,
      Kind: 'communication',
      Date: daysBefore(r.int(3, 150), r.int(9, 18)),
      Type: r.pick(['E-mail', french ? 'Téléphone' : 'Telefoon']),
      Contact: 'Immo Lumière',
      Subject: french ? 'Rapport hebdomadaire des visites' : 'Wekelijks bezoekverslag',
    });
  }
  for (const portal of ['Immoweb', 'Zimmo', 'Facebook']) {
    rows.push({
      PropertyID: propertyId,
      Kind: 'media',
      Date: daysBefore(r.int(100, 170), 10),
      Type: portal,
      Subject: french ? `Publié sur ${portal}` : `Gepubliceerd op ${portal}`,
      Status: french ? 'En ligne' : 'Online',
    });
  }
  rows.push({
    PropertyID: propertyId,
    Kind: 'document',
    Date: daysBefore(r.int(120, 180), 11),
    Type: 'EPC',
    Subject: french ? 'Certificat PEB' : 'EPC-certificaat',
    DocumentUrl: `/media/${documentFiles.epc}`,
  });
  rows.push({
    PropertyID: propertyId,
    Kind: 'document',
    Date: daysBefore(r.int(120, 180), 11),
    Type: 'Plan',
    Subject: french ? 'Plan du bien' : 'Grondplan',
    DocumentUrl: `/media/${documentFiles.plan}`,
  });
  return rows.sort((a, b) => b.Date.localeCompare(a.Date));
}

const offsetFormat = new Intl.DateTimeFormat('en', {
  timeZone: agencyTimeZone,
  timeZoneName: 'shortOffset',
});

/** The Brussels offset at noon of a day (ms since the epoch at UTC midnight): "+01:00" or "+02:00". */
function brusselsOffset(day: number): string {
  const name = offsetFormat.formatToParts(day + 12 * 3_600_000).find((part) => part.type === 'timeZoneName');
  const hours = Number(/GMT([+-]\d+)/.exec(name?.value ?? '')?.[1] ?? 1);
  return `+${String(hours).padStart(2, '0')}:00`;
}

/**
 * Free visit slots on Wednesdays and Saturdays from 2026-11-23 to 2028-12-31, on the Brussels clock
 * (+01:00 in winter, +02:00 in summer). The site offers the next eight weeks of them (slotHorizonDays);
 * the tests that book one need slots ahead of the day they run, so the sample keeps them bookable until
 * the end of 2028.
 */
function slotsFor(propertyId: number, offsetHour: number): OwnerSlot[] {
  const slots: OwnerSlot[] = [];
  for (let day = Date.UTC(2026, 10, 23); day <= Date.UTC(2028, 11, 31); day += 86_400_000) {
    const date = new Date(day);
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    const starts = weekday === 6 ? [10 + offsetHour, 11 + offsetHour] : weekday === 3 ? [17] : [];
    for (const hour of starts) {
      const pad = (h: number, m: string) =>
        `${iso}T${String(h).padStart(2, '0')}:${m}:00${brusselsOffset(day)}`;
      slots.push({
        PropertyID: propertyId,
        Start: pad(hour, '00'),
        End: pad(hour, '30'),
        Capacity: weekday === 6 ? 2 : 1,
      });
    }
  }
  return slots;
}

/**
 * The CRM's page views of a property for the 90 days before the export (baseDate): a level of its own,
 * busier weekends, a slow fading since publication, and day-to-day noise. Its own seed per property, so
 * the rows and slots drawn from the shared source stay as they were.
 */
function viewsFor(propertyId: number): OwnerView[] {
  const r = seededRandom(propertyId * 7919);
  const level = r.int(12, 40);
  const views: OwnerView[] = [];
  for (let back = 90; back >= 1; back--) {
    const day = new Date(baseDate.getTime() - back * 86_400_000);
    const weekday = day.getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
    const fading = 0.6 + (0.4 * back) / 90;
    const noise = 0.6 + r.next() * 0.8;
    views.push({
      PropertyID: propertyId,
      Date: day.toISOString().slice(0, 10),
      Count: Math.round(level * weekend * fading * noise),
    });
  }
  return views;
}

/** owners.json: two owners with their properties' rows, free slots and 90 days of page views; only properties present are linked. */
export function sampleOwners(properties: readonly Property[], r: Random): Owner[] {
  const existing = new Set(properties.map((p) => p.ID));
  const owner = (
    ID: number,
    Email: string,
    FirstName: string,
    LastName: string,
    Language: 'nl' | 'fr',
    ids: number[],
  ): Owner => {
    const PropertyIDs = ids.filter((id) => existing.has(id));
    return {
      ID,
      Email,
      FirstName,
      LastName,
      Language,
      PropertyIDs,
      Rows: PropertyIDs.flatMap((id) => rowsFor(id, r, Language === 'fr')),
      Slots: PropertyIDs.flatMap((id, index) => slotsFor(id, index)),
      Views: PropertyIDs.flatMap((id) => viewsFor(id)),
    };
  };
  return [
    owner(1, 'an.verhoeven@example.be', 'An', 'Verhoeven', 'nl', [1001, 1006]),
    owner(2, 'philippe.renard@example.be', 'Philippe', 'Renard', 'fr', [1021, 1030, 1035]),
  ];
}
