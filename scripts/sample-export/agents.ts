import { portraitFiles } from './media-pool';

/** The sample's four agents, with a short biography for their team page. */
export const sampleAgents = [
  {
    ID: 1,
    FirstName: 'Sophie',
    LastName: 'Janssens',
    Function: {
      nl: 'Zaakvoerder',
      fr: 'Administratrice déléguée',
      en: 'Managing director',
      de: 'Geschäftsführerin',
    },
    Phone: '+32 2 534 18 21',
    Email: 'sophie.janssens@immo-lumiere.be',
    Photo: `/media/${portraitFiles[0]}`,
    Bio: {
      nl: 'Sophie richtte Immo Lumière op in 2009 en volgt elke verkoop persoonlijk op.',
      fr: 'Sophie a fondé Immo Lumière en 2009 et suit personnellement chaque vente.',
      en: 'Sophie founded Immo Lumière in 2009 and personally follows every sale.',
      de: 'Sophie gründete Immo Lumière 2009 und betreut jeden Verkauf persönlich.',
    },
  },
  {
    ID: 2,
    FirstName: 'Thomas',
    LastName: 'Lambert',
    Function: {
      nl: 'Vastgoedmakelaar verkoop',
      fr: 'Agent immobilier vente',
      en: 'Sales agent',
      de: 'Immobilienmakler Verkauf',
    },
    Phone: '+32 2 534 18 22',
    Email: 'thomas.lambert@immo-lumiere.be',
    Photo: `/media/${portraitFiles[1]}`,
    Bio: {
      nl: 'Thomas kent de Brusselse en Waalse markt als geen ander.',
      fr: 'Thomas connaît le marché bruxellois et wallon comme personne.',
      en: 'Thomas knows the Brussels and Walloon markets like nobody else.',
      de: 'Thomas kennt den Brüsseler und wallonischen Markt wie kein anderer.',
    },
  },
  {
    ID: 3,
    FirstName: 'Lotte',
    LastName: 'De Smet',
    Function: {
      nl: 'Verantwoordelijke verhuur',
      fr: 'Responsable location',
      en: 'Lettings manager',
      de: 'Leiterin Vermietung',
    },
    Phone: '+32 2 534 18 23',
    Email: 'lotte.desmet@immo-lumiere.be',
    Photo: `/media/${portraitFiles[2]}`,
    Bio: {
      nl: 'Lotte begeleidt eigenaars en huurders van het eerste bezoek tot de plaatsbeschrijving.',
      fr: 'Lotte accompagne propriétaires et locataires de la première visite à l’état des lieux.',
      en: 'Lotte guides owners and tenants from the first visit to the check-in inventory.',
      de: 'Lotte begleitet Eigentümer und Mieter von der ersten Besichtigung bis zur Übergabe.',
    },
  },
  {
    ID: 4,
    FirstName: 'Marc',
    LastName: 'Weber',
    Function: {
      nl: 'Luxemburg en internationaal',
      fr: 'Luxembourg et international',
      en: 'Luxembourg and international',
      de: 'Luxemburg und International',
    },
    Phone: '+352 26 12 34 56',
    Email: 'marc.weber@immo-lumiere.be',
    Photo: `/media/${portraitFiles[3]}`,
    Bio: {
      nl: 'Marc volgt onze dossiers in Luxemburg en Spanje op, in vier talen.',
      fr: 'Marc suit nos dossiers au Luxembourg et en Espagne, en quatre langues.',
      en: 'Marc handles our files in Luxembourg and Spain, in four languages.',
      de: 'Marc betreut unsere Vorgänge in Luxemburg und Spanien, in vier Sprachen.',
    },
  },
] as const;
