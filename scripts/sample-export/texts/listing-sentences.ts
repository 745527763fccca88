// The sentences of the sample's listing titles and descriptions in each language, with the grammar
// each one needs (French elision, plurals, decimal commas). listing-text.ts decides which sentences a
// listing gets and hands them its facts, already worded where listing-words.ts has the word.
import type { Locale } from '../../../src/i18n/locales';

/** A garden or a terrace, which a title names after the bedrooms. */
export type Outside = 'garden' | 'terrace';

/** Every sentence a listing's title or description is made of, in one language. */
export interface ListingSentences {
  /** "House with 3 bedrooms and garden in Gent". */
  readonly titleWithBedrooms: (
    noun: string,
    bedrooms: number,
    outside: Outside | undefined,
    city: string,
  ) => string;
  /** "Building plot of 800 m² in Gent"; the surface is the plot's for a plot, else the living area. */
  readonly titleWithSurface: (noun: string, surface: number | undefined, city: string) => string;
  /** Where the home lies, its living area and plot. */
  readonly intro: (setting: string, city: string, living: number, plot: number | undefined) => string;
  /** A studio's one open room. */
  readonly openLayout: (kitchen: string) => string;
  readonly layout: (bedrooms: number, bathrooms: number, kitchen: string) => string;
  readonly garden: (area: number, direction: string) => string;
  readonly terrace: (area: number) => string;
  readonly garage: string;
  /** An investment building's let units and gross yield (percent, one decimal). */
  readonly investment: (units: number, yieldPercent: number) => string;
  readonly plot: (plot: number | undefined, city: string) => string;
  readonly frontage: (width: number) => string;
  readonly shop: (living: number, city: string) => string;
  readonly industrial: (living: number) => string;
  readonly offices: (living: number, parking: number) => string;
  readonly garageBox: (living: number, city: string) => string;
  /** What a listing on the Spanish coast adds. */
  readonly coast: string;
  readonly closingSale: string;
  readonly closingRent: string;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "de Liège" but "d'Ixelles": French elides before a vowel. */
function deCity(city: string): string {
  return /^[aeiouyéèêâîôûh]/i.test(city) ? `d’${city}` : `de ${city}`;
}

/** One decimal, with a decimal comma but in English. */
function decimal(value: number, locale: Locale): string {
  return locale === 'en' ? value.toFixed(1) : value.toFixed(1).replace('.', ',');
}

/** The sentences per language. */
export const listingSentences: Readonly<Record<Locale, ListingSentences>> = {
  nl: {
    titleWithBedrooms: (noun, bedrooms, outside, city) =>
      `${noun} met ${plural(bedrooms, 'slaapkamer', 'slaapkamers')}${outside === 'garden' ? ' en tuin' : outside ? ' en terras' : ''} in ${city}`,
    titleWithSurface: (noun, surface, city) => `${noun} van ${surface} m² in ${city}`,
    intro: (setting, city, living, plot) =>
      `Gelegen in ${setting} van ${city} biedt dit pand ${living} m² bewoonbare oppervlakte${plot ? ` op een perceel van ${plot} m²` : ''}.`,
    openLayout: (kitchen) =>
      `Het beschikt over een open leef- en slaapruimte, een doucheruimte en ${kitchen}.`,
    layout: (bedrooms, bathrooms, kitchen) =>
      `Het beschikt over ${plural(bedrooms, 'slaapkamer', 'slaapkamers')}, ${plural(bathrooms, 'badkamer', 'badkamers')} en ${kitchen}.`,
    garden: (area, direction) => `Een tuin van ${area} m² op het ${direction} maakt het geheel af.`,
    terrace: (area) => `Een terras van ${area} m² biedt een aangename buitenruimte.`,
    garage: 'Een garage is inbegrepen.',
    investment: (units, yieldPercent) =>
      `Momenteel ingedeeld in ${units} verhuurde eenheden met een bruto rendement van ongeveer ${decimal(yieldPercent, 'nl')} %.`,
    plot: (plot, city) =>
      `Bouwgrond van ${plot} m² in ${city}, gelegen in woongebied. Geschikt voor een open bebouwing.`,
    frontage: (width) => `De perceelbreedte aan de straat bedraagt ${width} m.`,
    shop: (living, city) =>
      `Handelsruimte van ${living} m² met grote etalage in een drukke winkelstraat van ${city}. Geschikt voor retail, horeca of een showroom.`,
    industrial: (living) =>
      `Industrieel gebouw van ${living} m² met laadkades en een vrije hoogte van 8 m, vlot bereikbaar via de snelweg. Inclusief kantoorruimte op de verdieping.`,
    offices: (living, parking) =>
      `Lichtrijke kantoren van ${living} m² met vergaderzalen, kitchenette en ${parking} parkeerplaatsen. Vlot bereikbaar met het openbaar vervoer.`,
    garageBox: (living, city) =>
      `Gesloten garagebox van ${living} m² met elektrische poort in een beveiligde residentiële parking in ${city}.`,
    coast: 'Op enkele minuten van het strand en de golfterreinen.',
    closingSale: 'Contacteer ons voor een bezoek.',
    closingRent: 'Contacteer ons voor een bezoek of een huuraanvraag.',
  },
  fr: {
    titleWithBedrooms: (noun, bedrooms, outside, city) =>
      `${noun} ${plural(bedrooms, 'chambre', 'chambres')}${outside === 'garden' ? ' avec jardin' : outside ? ' avec terrasse' : ''} à ${city}`,
    titleWithSurface: (noun, surface, city) => `${noun} de ${surface} m² à ${city}`,
    intro: (setting, city, living, plot) =>
      `Situé dans ${setting} ${deCity(city)}, ce bien offre ${living} m² habitables${plot ? ` sur un terrain de ${plot} m²` : ''}.`,
    openLayout: (kitchen) =>
      `Il comprend un espace de vie et de nuit ouvert, une salle de douche et ${kitchen}.`,
    layout: (bedrooms, bathrooms, kitchen) =>
      `Il comprend ${plural(bedrooms, 'chambre', 'chambres')}, ${plural(bathrooms, 'salle de bains', 'salles de bains')} et ${kitchen}.`,
    garden: (area, direction) => `Un jardin de ${area} m² orienté ${direction} complète l’ensemble.`,
    terrace: (area) => `Une terrasse de ${area} m² offre un agréable espace extérieur.`,
    garage: 'Un garage est compris.',
    investment: (units, yieldPercent) =>
      `Actuellement divisé en ${units} unités louées, pour un rendement brut d’environ ${decimal(yieldPercent, 'fr')} %.`,
    plot: (plot, city) =>
      `Terrain à bâtir de ${plot} m² à ${city}, situé en zone d’habitat. Idéal pour une villa quatre façades.`,
    frontage: (width) => `La largeur en façade est de ${width} m.`,
    shop: (living, city) =>
      `Surface commerciale de ${living} m² avec grande vitrine dans une rue commerçante animée ${deCity(city)}. Convient pour du commerce de détail, de l’horeca ou un showroom.`,
    industrial: (living) =>
      `Bâtiment industriel de ${living} m² avec quais de chargement et 8 m de hauteur libre, facilement accessible depuis l’autoroute. Bureaux à l’étage compris.`,
    offices: (living, parking) =>
      `Bureaux lumineux de ${living} m² avec salles de réunion, kitchenette et ${parking} emplacements de parking. Facilement accessibles en transports en commun.`,
    garageBox: (living, city) =>
      `Box de garage fermé de ${living} m² avec porte électrique, dans un parking résidentiel sécurisé à ${city}.`,
    coast: 'À quelques minutes de la plage et des terrains de golf.',
    closingSale: 'Contactez-nous pour une visite.',
    closingRent: 'Contactez-nous pour une visite ou un dossier de location.',
  },
  en: {
    titleWithBedrooms: (noun, bedrooms, outside, city) =>
      `${noun} with ${plural(bedrooms, 'bedroom', 'bedrooms')}${outside === 'garden' ? ' and garden' : outside ? ' and terrace' : ''} in ${city}`,
    titleWithSurface: (noun, surface, city) => `${noun} of ${surface} m² in ${city}`,
    intro: (setting, city, living, plot) =>
      `Located in ${setting} of ${city}, this property offers ${living} m² of living space${plot ? ` on a plot of ${plot} m²` : ''}.`,
    openLayout: (kitchen) => `It has an open living and sleeping area, a shower room and ${kitchen}.`,
    layout: (bedrooms, bathrooms, kitchen) =>
      `It has ${plural(bedrooms, 'bedroom', 'bedrooms')}, ${plural(bathrooms, 'bathroom', 'bathrooms')} and ${kitchen}.`,
    garden: (area, direction) => `A ${area} m² garden facing ${direction} completes the picture.`,
    terrace: (area) => `A ${area} m² terrace offers a pleasant outdoor space.`,
    garage: 'A garage is included.',
    investment: (units, yieldPercent) =>
      `Currently divided into ${units} let units with a gross yield of about ${decimal(yieldPercent, 'en')}%.`,
    plot: (plot, city) =>
      `Building plot of ${plot} m² in ${city}, in a residential zone. Suitable for a detached house.`,
    frontage: (width) => `The plot has a ${width} m street frontage.`,
    shop: (living, city) =>
      `Commercial space of ${living} m² with a large shop window on a busy shopping street in ${city}. Suitable for retail, hospitality or a showroom.`,
    industrial: (living) =>
      `Industrial building of ${living} m² with loading docks and 8 m clear height, easily reached from the motorway. Includes offices on the first floor.`,
    offices: (living, parking) =>
      `Bright offices of ${living} m² with meeting rooms, a kitchenette and ${parking} parking spaces. Easy to reach by public transport.`,
    garageBox: (living, city) =>
      `Closed garage box of ${living} m² with an electric door, in a secure residential car park in ${city}.`,
    coast: 'Just a few minutes from the beach and the golf courses.',
    closingSale: 'Contact us to arrange a visit.',
    closingRent: 'Contact us for a visit or to apply.',
  },
  de: {
    titleWithBedrooms: (noun, bedrooms, outside, city) =>
      `${noun} mit ${plural(bedrooms, 'Schlafzimmer', 'Schlafzimmern')}${outside === 'garden' ? ' und Garten' : outside ? ' und Terrasse' : ''} in ${city}`,
    titleWithSurface: (noun, surface, city) => `${noun} mit ${surface} m² in ${city}`,
    intro: (setting, city, living, plot) =>
      `In ${setting} von ${city} gelegen, bietet diese Immobilie ${living} m² Wohnfläche${plot ? ` auf einem Grundstück von ${plot} m²` : ''}.`,
    openLayout: (kitchen) =>
      `Sie verfügt über einen offenen Wohn- und Schlafbereich, ein Duschbad und ${kitchen}.`,
    layout: (bedrooms, bathrooms, kitchen) =>
      `Sie verfügt über ${bedrooms} Schlafzimmer, ${bathrooms} Badezimmer und ${kitchen}.`,
    garden: (area, direction) =>
      `Ein ${area} m² großer Garten mit ${direction}ausrichtung rundet das Angebot ab.`,
    terrace: (area) => `Eine ${area} m² große Terrasse bietet angenehmen Platz im Freien.`,
    garage: 'Eine Garage ist inbegriffen.',
    investment: (units, yieldPercent) =>
      `Derzeit in ${units} vermietete Einheiten aufgeteilt, mit einer Bruttorendite von etwa ${decimal(yieldPercent, 'de')} %.`,
    plot: (plot, city) =>
      `Baugrundstück von ${plot} m² in ${city}, in einem Wohngebiet gelegen. Geeignet für ein freistehendes Haus.`,
    frontage: (width) => `Die Straßenfront ist ${width} m breit.`,
    shop: (living, city) =>
      `Gewerbefläche von ${living} m² mit großem Schaufenster in einer belebten Einkaufsstraße von ${city}. Geeignet für Einzelhandel, Gastronomie oder einen Showroom.`,
    industrial: (living) =>
      `Industriegebäude mit ${living} m², Laderampen und 8 m lichter Höhe, schnell über die Autobahn erreichbar. Büros im Obergeschoss inbegriffen.`,
    offices: (living, parking) =>
      `Helle Büroflächen von ${living} m² mit Besprechungsräumen, Teeküche und ${parking} Stellplätzen. Gut mit öffentlichen Verkehrsmitteln erreichbar.`,
    garageBox: (living, city) =>
      `Geschlossene Garagenbox von ${living} m² mit elektrischem Tor in einer gesicherten Wohnanlage in ${city}.`,
    coast: 'Nur wenige Minuten vom Strand und den Golfplätzen entfernt.',
    closingSale: 'Kontaktieren Sie uns für eine Besichtigung.',
    closingRent: 'Kontaktieren Sie uns für eine Besichtigung oder eine Mietanfrage.',
  },
};
