// The words the sample's listing titles and descriptions are made of, in the four languages:
// listing-text.ts puts them into sentences.
import type { Locale } from '../../../src/i18n/locales';
import type { Condition, KitchenType, Orientation } from '../../../src/schemas/property';

/** The type of a listing as its title names it, by WebID - 1. */
export const titleNouns: Record<Locale, readonly string[]> = {
  nl: [
    'Huis',
    'Appartement',
    'Studio',
    'Bouwgrond',
    'Opbrengsteigendom',
    'Handelspand',
    'Industrieel pand',
    'Kantoorruimte',
    'Garagebox',
  ],
  fr: [
    'Maison',
    'Appartement',
    'Studio',
    'Terrain à bâtir',
    'Immeuble de rapport',
    'Surface commerciale',
    'Bâtiment industriel',
    'Bureaux',
    'Box de garage',
  ],
  en: [
    'House',
    'Apartment',
    'Studio',
    'Building plot',
    'Investment property',
    'Commercial space',
    'Industrial building',
    'Office space',
    'Garage box',
  ],
  de: [
    'Haus',
    'Wohnung',
    'Studio',
    'Baugrundstück',
    'Renditeobjekt',
    'Gewerbefläche',
    'Industriegebäude',
    'Büroflächen',
    'Garagenbox',
  ],
};

/** A garden's orientation as a description words it. */
export const directions: Record<Locale, Record<Orientation, string>> = {
  nl: {
    N: 'noorden',
    NE: 'noordoosten',
    E: 'oosten',
    SE: 'zuidoosten',
    S: 'zuiden',
    SW: 'zuidwesten',
    W: 'westen',
    NW: 'noordwesten',
  },
  fr: {
    N: 'nord',
    NE: 'nord-est',
    E: 'est',
    SE: 'sud-est',
    S: 'sud',
    SW: 'sud-ouest',
    W: 'ouest',
    NW: 'nord-ouest',
  },
  en: {
    N: 'north',
    NE: 'north-east',
    E: 'east',
    SE: 'south-east',
    S: 'south',
    SW: 'south-west',
    W: 'west',
    NW: 'north-west',
  },
  de: {
    N: 'Nord',
    NE: 'Nordost',
    E: 'Ost',
    SE: 'Südost',
    S: 'Süd',
    SW: 'Südwest',
    W: 'West',
    NW: 'Nordwest',
  },
};

/** A kitchen as a description words it (after "with"). */
export const kitchens: Record<Locale, Record<KitchenType, string>> = {
  nl: {
    none: 'ruimte voor een keuken naar keuze',
    kitchenette: 'een kitchenette',
    'semi-equipped': 'een half ingerichte keuken',
    equipped: 'een volledig ingerichte keuken',
    'hyper-equipped': 'een luxueuze keuken met kookeiland',
  },
  fr: {
    none: 'un espace pour la cuisine de votre choix',
    kitchenette: 'une kitchenette',
    'semi-equipped': 'une cuisine semi-équipée',
    equipped: 'une cuisine entièrement équipée',
    'hyper-equipped': 'une cuisine hyper-équipée avec îlot',
  },
  en: {
    none: 'room for the kitchen of your choice',
    kitchenette: 'a kitchenette',
    'semi-equipped': 'a semi-equipped kitchen',
    equipped: 'a fully equipped kitchen',
    'hyper-equipped': 'a luxury kitchen with an island',
  },
  de: {
    none: 'Platz für eine Küche nach Wahl',
    kitchenette: 'eine Kochnische',
    'semi-equipped': 'eine teilweise ausgestattete Küche',
    equipped: 'eine voll ausgestattete Küche',
    'hyper-equipped': 'eine hochwertige Küche mit Kochinsel',
  },
};

/** The sentence a description gives a listing's condition. */
export const conditions: Record<Locale, Record<Condition, string>> = {
  nl: {
    new: 'Het pand is nieuw en instapklaar.',
    excellent: 'Het pand verkeert in uitstekende staat.',
    good: 'Het pand verkeert in goede staat.',
    'to-refresh': 'Met wat opfrissingswerken wordt het een pareltje.',
    'to-renovate': 'Een renovatieproject met veel potentieel.',
    'to-demolish': 'Ideaal voor een nieuwbouwproject na afbraak.',
  },
  fr: {
    new: 'Le bien est neuf et prêt à emménager.',
    excellent: 'Le bien est en excellent état.',
    good: 'Le bien est en bon état.',
    'to-refresh': 'Quelques rafraîchissements le mettront en valeur.',
    'to-renovate': 'Un projet de rénovation au beau potentiel.',
    'to-demolish': 'Idéal pour un projet de construction après démolition.',
  },
  en: {
    new: 'The property is brand new and ready to move into.',
    excellent: 'The property is in excellent condition.',
    good: 'The property is in good condition.',
    'to-refresh': 'A little refreshing work will make it shine.',
    'to-renovate': 'A renovation project with plenty of potential.',
    'to-demolish': 'Ideal for a new-build project after demolition.',
  },
  de: {
    new: 'Die Immobilie ist neu und bezugsfertig.',
    excellent: 'Die Immobilie befindet sich in ausgezeichnetem Zustand.',
    good: 'Die Immobilie befindet sich in gutem Zustand.',
    'to-refresh': 'Mit etwas Auffrischung wird sie zum Schmuckstück.',
    'to-renovate': 'Ein Renovierungsprojekt mit viel Potenzial.',
    'to-demolish': 'Ideal für einen Neubau nach dem Abriss.',
  },
};

/** Where in its city a home lies, one drawn per description. */
export const settings: ReadonlyArray<Record<Locale, string>> = [
  { nl: 'een rustige straat', fr: 'une rue calme', en: 'a quiet street', de: 'einer ruhigen Straße' },
  { nl: 'het hart', fr: 'le cœur', en: 'the heart', de: 'der Innenstadt' },
  {
    nl: 'een groene woonwijk',
    fr: 'un quartier résidentiel verdoyant',
    en: 'a green residential area',
    de: 'einem grünen Wohnviertel',
  },
  {
    nl: 'een levendige buurt',
    fr: 'un quartier animé',
    en: 'a lively neighbourhood',
    de: 'einem lebendigen Viertel',
  },
];
