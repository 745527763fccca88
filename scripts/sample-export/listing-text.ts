import type { Locale } from '../../src/i18n/locales';
import type { Condition, KitchenType, Orientation } from '../../src/schemas/property';
import type { Random } from './prng';
import { conditions, directions, kitchens, settings, titleNouns } from './texts/listing-words';

type Texts = Record<Locale, string>;

/** The facts a listing's title and description are written from. */
export interface ListingFacts {
  readonly webId: number;
  readonly goal: 0 | 1;
  readonly city: string;
  readonly spain: boolean;
  readonly living?: number | undefined;
  readonly plot?: number | undefined;
  readonly bedrooms?: number | undefined;
  readonly bathrooms?: number | undefined;
  readonly kitchen?: KitchenType | undefined;
  readonly garden?: number | undefined;
  readonly gardenOrientation?: Orientation | undefined;
  readonly terrace?: number | undefined;
  readonly garage: boolean;
  readonly condition?: Condition | undefined;
  readonly facadeWidth?: number | undefined;
  readonly parking?: number | undefined;
  readonly units?: number | undefined;
  readonly yieldPercent?: number | undefined;
}

/** "de Liège" but "d'Ixelles": French elides before a vowel. */
function deCity(city: string): string {
  return /^[aeiouyéèêâîôûh]/i.test(city) ? `d’${city}` : `de ${city}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function decimal(value: number, locale: Locale): string {
  return locale === 'en' ? value.toFixed(1) : value.toFixed(1).replace('.', ',');
}

/** The listing's title in each language. */
export function listingTitle(facts: ListingFacts): Texts {
  const noun = (locale: Locale) => titleNouns[locale][facts.webId - 1] ?? titleNouns[locale][0];
  const { city, bedrooms } = facts;
  if (bedrooms !== undefined && bedrooms > 0 && [1, 2, 5].includes(facts.webId)) {
    const outside = facts.garden ? 'garden' : facts.terrace ? 'terrace' : undefined;
    return {
      nl: `${noun('nl')} met ${plural(bedrooms, 'slaapkamer', 'slaapkamers')}${outside === 'garden' ? ' en tuin' : outside ? ' en terras' : ''} in ${city}`,
      fr: `${noun('fr')} ${plural(bedrooms, 'chambre', 'chambres')}${outside === 'garden' ? ' avec jardin' : outside ? ' avec terrasse' : ''} à ${city}`,
      en: `${noun('en')} with ${plural(bedrooms, 'bedroom', 'bedrooms')}${outside === 'garden' ? ' and garden' : outside ? ' and terrace' : ''} in ${city}`,
      de: `${noun('de')} mit ${plural(bedrooms, 'Schlafzimmer', 'Schlafzimmern')}${outside === 'garden' ? ' und Garten' : outside ? ' und Terrasse' : ''} in ${city}`,
    };
  }
  const surface = facts.webId === 4 ? facts.plot : facts.living;
  return {
    nl: `${noun('nl')} van ${surface} m² in ${city}`,
    fr: `${noun('fr')} de ${surface} m² à ${city}`,
    en: `${noun('en')} of ${surface} m² in ${city}`,
    de: `${noun('de')} mit ${surface} m² in ${city}`,
  };
}

function residential(facts: ListingFacts, r: Random): Texts {
  const setting = r.pick(settings);
  const { city } = facts;
  const living = facts.living ?? 0;
  const intro: Texts = {
    nl: `Gelegen in ${setting.nl} van ${city} biedt dit pand ${living} m² bewoonbare oppervlakte${facts.plot ? ` op een perceel van ${facts.plot} m²` : ''}.`,
    fr: `Situé dans ${setting.fr} ${deCity(city)}, ce bien offre ${living} m² habitables${facts.plot ? ` sur un terrain de ${facts.plot} m²` : ''}.`,
    en: `Located in ${setting.en} of ${city}, this property offers ${living} m² of living space${facts.plot ? ` on a plot of ${facts.plot} m²` : ''}.`,
    de: `In ${setting.de} von ${city} gelegen, bietet diese Immobilie ${living} m² Wohnfläche${facts.plot ? ` auf einem Grundstück von ${facts.plot} m²` : ''}.`,
  };
  const kitchen = facts.kitchen ?? 'equipped';
  const bedrooms = facts.bedrooms ?? 0;
  const bathrooms = facts.bathrooms ?? 1;
  const layout: Texts =
    bedrooms === 0
      ? {
          nl: `Het beschikt over een open leef- en slaapruimte, een doucheruimte en ${kitchens.nl[kitchen]}.`,
          fr: `Il comprend un espace de vie et de nuit ouvert, une salle de douche et ${kitchens.fr[kitchen]}.`,
          en: `It has an open living and sleeping area, a shower room and ${kitchens.en[kitchen]}.`,
          de: `Sie verfügt über einen offenen Wohn- und Schlafbereich, ein Duschbad und ${kitchens.de[kitchen]}.`,
        }
      : {
          nl: `Het beschikt over ${plural(bedrooms, 'slaapkamer', 'slaapkamers')}, ${plural(bathrooms, 'badkamer', 'badkamers')} en ${kitchens.nl[kitchen]}.`,
          fr: `Il comprend ${plural(bedrooms, 'chambre', 'chambres')}, ${plural(bathrooms, 'salle de bains', 'salles de bains')} et ${kitchens.fr[kitchen]}.`,
          en: `It has ${plural(bedrooms, 'bedroom', 'bedrooms')}, ${plural(bathrooms, 'bathroom', 'bathrooms')} and ${kitchens.en[kitchen]}.`,
          de: `Sie verfügt über ${bedrooms} Schlafzimmer, ${bathrooms} Badezimmer und ${kitchens.de[kitchen]}.`,
        };
  const parts: Texts[] = [intro, layout];
  if (facts.garden && facts.gardenOrientation) {
    const o = facts.gardenOrientation;
    parts.push({
      nl: `Een tuin van ${facts.garden} m² op het ${directions.nl[o]} maakt het geheel af.`,
      fr: `Un jardin de ${facts.garden} m² orienté ${directions.fr[o]} complète l’ensemble.`,
      en: `A ${facts.garden} m² garden facing ${directions.en[o]} completes the picture.`,
      de: `Ein ${facts.garden} m² großer Garten mit ${directions.de[o]}ausrichtung rundet das Angebot ab.`,
    });
  } else if (facts.terrace) {
    parts.push({
      nl: `Een terras van ${facts.terrace} m² biedt een aangename buitenruimte.`,
      fr: `Une terrasse de ${facts.terrace} m² offre un agréable espace extérieur.`,
      en: `A ${facts.terrace} m² terrace offers a pleasant outdoor space.`,
      de: `Eine ${facts.terrace} m² große Terrasse bietet angenehmen Platz im Freien.`,
    });
  }
  if (facts.garage) {
    parts.push({
      nl: 'Een garage is inbegrepen.',
      fr: 'Un garage est compris.',
      en: 'A garage is included.',
      de: 'Eine Garage ist inbegriffen.',
    });
  }
  if (facts.units && facts.yieldPercent) {
    const y = facts.yieldPercent;
    parts.push({
      nl: `Momenteel ingedeeld in ${facts.units} verhuurde eenheden met een bruto rendement van ongeveer ${decimal(y, 'nl')} %.`,
      fr: `Actuellement divisé en ${facts.units} unités louées, pour un rendement brut d’environ ${decimal(y, 'fr')} %.`,
      en: `Currently divided into ${facts.units} let units with a gross yield of about ${decimal(y, 'en')}%.`,
      de: `Derzeit in ${facts.units} vermietete Einheiten aufgeteilt, mit einer Bruttorendite von etwa ${decimal(y, 'de')} %.`,
    });
  }
  return join(parts);
}

function business(facts: ListingFacts): Texts {
  const { city } = facts;
  const living = facts.living ?? 0;
  switch (facts.webId) {
    case 4: {
      const frontage = facts.facadeWidth;
      return join([
        {
          nl: `Bouwgrond van ${facts.plot} m² in ${city}, gelegen in woongebied. Geschikt voor een open bebouwing.`,
          fr: `Terrain à bâtir de ${facts.plot} m² à ${city}, situé en zone d’habitat. Idéal pour une villa quatre façades.`,
          en: `Building plot of ${facts.plot} m² in ${city}, in a residential zone. Suitable for a detached house.`,
          de: `Baugrundstück von ${facts.plot} m² in ${city}, in einem Wohngebiet gelegen. Geeignet für ein freistehendes Haus.`,
        },
        frontage
          ? {
              nl: `De perceelbreedte aan de straat bedraagt ${frontage} m.`,
              fr: `La largeur en façade est de ${frontage} m.`,
              en: `The plot has a ${frontage} m street frontage.`,
              de: `Die Straßenfront ist ${frontage} m breit.`,
            }
          : undefined,
      ]);
    }
    case 6:
      return {
        nl: `Handelsruimte van ${living} m² met grote etalage in een drukke winkelstraat van ${city}. Geschikt voor retail, horeca of een showroom.`,
        fr: `Surface commerciale de ${living} m² avec grande vitrine dans une rue commerçante animée ${deCity(city)}. Convient pour du commerce de détail, de l’horeca ou un showroom.`,
        en: `Commercial space of ${living} m² with a large shop window on a busy shopping street in ${city}. Suitable for retail, hospitality or a showroom.`,
        de: `Gewerbefläche von ${living} m² mit großem Schaufenster in einer belebten Einkaufsstraße von ${city}. Geeignet für Einzelhandel, Gastronomie oder einen Showroom.`,
      };
    case 7:
      return {
        nl: `Industrieel gebouw van ${living} m² met laadkades en een vrije hoogte van 8 m, vlot bereikbaar via de snelweg. Inclusief kantoorruimte op de verdieping.`,
        fr: `Bâtiment industriel de ${living} m² avec quais de chargement et 8 m de hauteur libre, facilement accessible depuis l’autoroute. Bureaux à l’étage compris.`,
        en: `Industrial building of ${living} m² with loading docks and 8 m clear height, easily reached from the motorway. Includes offices on the first floor.`,
        de: `Industriegebäude mit ${living} m², Laderampen und 8 m lichter Höhe, schnell über die Autobahn erreichbar. Büros im Obergeschoss inbegriffen.`,
      };
    case 8:
      return {
        nl: `Lichtrijke kantoren van ${living} m² met vergaderzalen, kitchenette en ${facts.parking ?? 2} parkeerplaatsen. Vlot bereikbaar met het openbaar vervoer.`,
        fr: `Bureaux lumineux de ${living} m² avec salles de réunion, kitchenette et ${facts.parking ?? 2} emplacements de parking. Facilement accessibles en transports en commun.`,
        en: `Bright offices of ${living} m² with meeting rooms, a kitchenette and ${facts.parking ?? 2} parking spaces. Easy to reach by public transport.`,
        de: `Helle Büroflächen von ${living} m² mit Besprechungsräumen, Teeküche und ${facts.parking ?? 2} Stellplätzen. Gut mit öffentlichen Verkehrsmitteln erreichbar.`,
      };
    default:
      return {
        nl: `Gesloten garagebox van ${living} m² met elektrische poort in een beveiligde residentiële parking in ${city}.`,
        fr: `Box de garage fermé de ${living} m² avec porte électrique, dans un parking résidentiel sécurisé à ${city}.`,
        en: `Closed garage box of ${living} m² with an electric door, in a secure residential car park in ${city}.`,
        de: `Geschlossene Garagenbox von ${living} m² mit elektrischem Tor in einer gesicherten Wohnanlage in ${city}.`,
      };
  }
}

function join(parts: ReadonlyArray<Texts | undefined>): Texts {
  const present = parts.filter((part): part is Texts => part !== undefined);
  return {
    nl: present.map((p) => p.nl).join(' '),
    fr: present.map((p) => p.fr).join(' '),
    en: present.map((p) => p.en).join(' '),
    de: present.map((p) => p.de).join(' '),
  };
}

/** The listing's description in each language: a few real sentences built from its facts. */
export function listingDescription(facts: ListingFacts, r: Random): Texts {
  const body = [1, 2, 3, 5].includes(facts.webId) ? residential(facts, r) : business(facts);
  const closing: Texts =
    facts.goal === 1
      ? {
          nl: 'Contacteer ons voor een bezoek of een huuraanvraag.',
          fr: 'Contactez-nous pour une visite ou un dossier de location.',
          en: 'Contact us for a visit or to apply.',
          de: 'Kontaktieren Sie uns für eine Besichtigung oder eine Mietanfrage.',
        }
      : {
          nl: 'Contacteer ons voor een bezoek.',
          fr: 'Contactez-nous pour une visite.',
          en: 'Contact us to arrange a visit.',
          de: 'Kontaktieren Sie uns für eine Besichtigung.',
        };
  return join([
    body,
    facts.condition
      ? {
          nl: conditions.nl[facts.condition],
          fr: conditions.fr[facts.condition],
          en: conditions.en[facts.condition],
          de: conditions.de[facts.condition],
        }
      : undefined,
    facts.spain
      ? {
          nl: 'Op enkele minuten van het strand en de golfterreinen.',
          fr: 'À quelques minutes de la plage et des terrains de golf.',
          en: 'Just a few minutes from the beach and the golf courses.',
          de: 'Nur wenige Minuten vom Strand und den Golfplätzen entfernt.',
        }
      : undefined,
    closing,
  ]);
}
