import type { MenuItem } from '../src/schemas/menu';
import type { PropertyType } from '../src/schemas/property-type';
import type { Site } from '../src/schemas/site';
import type { TreeItem } from '../src/schemas/tree-item';
import { sampleAgents } from './export-agents';
import { serviceArticleIds } from './export-articles';
import { bannerFile, logoFile, mediaSizes, poolOf } from './export-media-pool';

/** site.json of the sample: Immo Lumière, Brussels. */
export function sampleSite(): Site {
  const house = poolOf('house')[0];
  return {
    Languages: [
      { Code: 'nl', Use: true },
      { Code: 'fr', Use: true },
      { Code: 'en', Use: true },
      { Code: 'de', Use: true },
    ],
    DefaultLanguage: 'en',
    SiteUrl: 'https://www.immo-lumiere.be',
    Agency: {
      Name: 'Immo Lumière',
      Street: 'Avenue Louise',
      HouseNumber: '231',
      Zip: '1050',
      City: 'Bruxelles',
      CountryID: 10,
      Phone: '+32 2 534 18 20',
      Email: 'info@immo-lumiere.be',
      LeadEmail: 'leads@immo-lumiere.be',
      VatNumber: 'BE0712.345.678',
      LicenceNumber: '512.734',
      Latitude: 50.8263,
      Longitude: 4.3674,
      OpeningHours: {
        nl: 'Maandag tot vrijdag 9-18 u\nZaterdag 10-13 u (op afspraak)',
        fr: 'Du lundi au vendredi 9 h-18 h\nSamedi 10 h-13 h (sur rendez-vous)',
        en: 'Monday to Friday 9 am-6 pm\nSaturday 10 am-1 pm (by appointment)',
        de: 'Montag bis Freitag 9-18 Uhr\nSamstag 10-13 Uhr (nach Vereinbarung)',
      },
    },
    // #0b3954 with white text: contrast 12.2:1; the accent #c2410c on white: 5.2:1.
    Brand: {
      PrimaryColor: '#0b3954',
      AccentColor: '#c2410c',
      Logo: `/media/${logoFile}`,
      FontHeading: 'Georgia',
      FontBody: 'system-ui',
    },
    TopBar: {
      Left: [
        {
          Label: {
            nl: '+32 2 534 18 20',
            fr: '+32 2 534 18 20',
            en: '+32 2 534 18 20',
            de: '+32 2 534 18 20',
          },
          Url: 'tel:+3225341820',
        },
        {
          Label: {
            nl: 'info@immo-lumiere.be',
            fr: 'info@immo-lumiere.be',
            en: 'info@immo-lumiere.be',
            de: 'info@immo-lumiere.be',
          },
          Url: 'mailto:info@immo-lumiere.be',
        },
      ],
      Right: [
        {
          Label: { nl: 'Facebook', fr: 'Facebook', en: 'Facebook', de: 'Facebook' },
          Url: 'https://www.facebook.com/immolumiere',
        },
        {
          Label: { nl: 'Instagram', fr: 'Instagram', en: 'Instagram', de: 'Instagram' },
          Url: 'https://www.instagram.com/immolumiere',
        },
      ],
    },
    Header: {
      Sticky: true,
      Cta: {
        Label: {
          nl: 'Gratis schatting',
          fr: 'Estimation gratuite',
          en: 'Free valuation',
          de: 'Kostenlose Bewertung',
        },
        Url: '/valuation/',
      },
    },
    Banner: {
      Type: 'image',
      Image: {
        ID: 1,
        Url: `/media/${bannerFile}`,
        ...{ Width: mediaSizes.banner.width, Height: mediaSizes.banner.height },
        Name: 'Brussels at dusk',
      },
      Title: {
        nl: 'Uw thuis in het juiste licht',
        fr: 'Votre maison sous son meilleur jour',
        en: 'Your home in the best light',
        de: 'Ihr Zuhause im besten Licht',
      },
      Subtitle: {
        nl: 'Verkoop, verhuur en beheer in België, Luxemburg en Spanje',
        fr: 'Vente, location et gestion en Belgique, au Luxembourg et en Espagne',
        en: 'Sales, lettings and management in Belgium, Luxembourg and Spain',
        de: 'Verkauf, Vermietung und Verwaltung in Belgien, Luxemburg und Spanien',
      },
    },
    Popup: {
      Enabled: true,
      DelaySeconds: 8,
      Title: {
        nl: 'Blijf op de hoogte',
        fr: 'Restez informé',
        en: 'Stay informed',
        de: 'Bleiben Sie informiert',
      },
      Body: {
        nl: '<p>Ontvang nieuwe panden als eerste in uw mailbox.</p>',
        fr: '<p>Recevez les nouveaux biens en premier dans votre boîte mail.</p>',
        en: '<p>Be the first to receive new listings in your inbox.</p>',
        de: '<p>Erhalten Sie neue Angebote als Erste per E-Mail.</p>',
      },
      ...(house ? { Image: `/media/${house.file}` } : {}),
      FormAction: 'sign-newsletter',
    },
    Footer: {
      Columns: [
        {
          Title: { nl: 'Immo Lumière', fr: 'Immo Lumière', en: 'Immo Lumière', de: 'Immo Lumière' },
          Text: {
            nl: '<p>Avenue Louise 231, 1050 Brussel<br>BIV 512.734 - BTW BE0712.345.678</p>',
            fr: '<p>Avenue Louise 231, 1050 Bruxelles<br>IPI 512.734 - TVA BE0712.345.678</p>',
            en: '<p>Avenue Louise 231, 1050 Brussels<br>BIV/IPI 512.734 - VAT BE0712.345.678</p>',
            de: '<p>Avenue Louise 231, 1050 Brüssel<br>BIV/IPI 512.734 - MwSt. BE0712.345.678</p>',
          },
          Width: 4,
        },
        {
          Title: { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Leistungen' },
          Intro: {
            nl: 'Wat we voor u doen',
            fr: 'Ce que nous faisons pour vous',
            en: 'What we do for you',
            de: 'Was wir für Sie tun',
          },
          Text: {
            nl: '<p>Verkoop - Verhuur - Beheer - Schatting</p>',
            fr: '<p>Vente - Location - Gestion - Estimation</p>',
            en: '<p>Sales - Lettings - Management - Valuation</p>',
            de: '<p>Verkauf - Vermietung - Verwaltung - Bewertung</p>',
          },
          Width: 3,
        },
        {
          Title: { nl: 'Openingsuren', fr: 'Heures d’ouverture', en: 'Opening hours', de: 'Öffnungszeiten' },
          Text: {
            nl: '<p>Ma-vr 9-18 u<br>Za 10-13 u op afspraak</p>',
            fr: '<p>Lun-ven 9 h-18 h<br>Sam 10 h-13 h sur rendez-vous</p>',
            en: '<p>Mon-Fri 9 am-6 pm<br>Sat 10 am-1 pm by appointment</p>',
            de: '<p>Mo-Fr 9-18 Uhr<br>Sa 10-13 Uhr nach Vereinbarung</p>',
          },
          Width: 3,
        },
        {
          Title: { nl: 'Erkend door', fr: 'Agréé par', en: 'Licensed by', de: 'Zugelassen durch' },
          Text: {
            nl: '<p>Beroepsinstituut van Vastgoedmakelaars</p>',
            fr: '<p>Institut professionnel des agents immobiliers</p>',
            en: '<p>Professional Institute of Real Estate Agents (BIV/IPI)</p>',
            de: '<p>Berufsinstitut der Immobilienmakler (BIV/IPI)</p>',
          },
          Width: 2,
        },
      ],
      Copyright: {
        nl: '© 2026 Immo Lumière. Alle rechten voorbehouden.',
        fr: '© 2026 Immo Lumière. Tous droits réservés.',
        en: '© 2026 Immo Lumière. All rights reserved.',
        de: '© 2026 Immo Lumière. Alle Rechte vorbehalten.',
      },
    },
    SiteInfo: {
      AnalyticsID: 'G-4LQ7ZK2M9X',
      AdsID: 'AW-718293746',
      TagManagerID: 'GTM-K7P4Q2D',
      SocialPixelID: '914273658102345',
    },
    MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    Agents: sampleAgents.map(({ Bio: _bio, ...agent }) => agent),
    RetentionDays: 730,
  };
}

const typeNames: ReadonlyArray<{
  fr: string;
  nl: string;
  en: string;
  de: string;
  sale: boolean;
  rent: boolean;
}> = [
  { fr: 'Maison', nl: 'Huis', en: 'House', de: 'Haus', sale: true, rent: true },
  { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung', sale: true, rent: true },
  { fr: 'Studio', nl: 'Studio', en: 'Studio', de: 'Studio', sale: true, rent: true },
  { fr: 'Terrain', nl: 'Grond', en: 'Land', de: 'Grundstück', sale: true, rent: false },
  {
    fr: 'Immeuble de rapport',
    nl: 'Opbrengsteigendom',
    en: 'Investment property',
    de: 'Renditeobjekt',
    sale: true,
    rent: false,
  },
  { fr: 'Commerciale', nl: 'Handelspand', en: 'Commercial', de: 'Gewerbe', sale: true, rent: true },
  { fr: 'Industrie', nl: 'Industrieel pand', en: 'Industrial', de: 'Industrie', sale: true, rent: true },
  { fr: 'Bureaux', nl: 'Kantoor', en: 'Offices', de: 'Büro', sale: true, rent: true },
  {
    fr: 'Garage/Parking',
    nl: 'Garage/Parking',
    en: 'Garage/Parking',
    de: 'Garage/Stellplatz',
    sale: true,
    rent: true,
  },
];

/** property-types.json: 9 types, one record per type and language. */
export function samplePropertyTypes(): PropertyType[] {
  const languages = ['nl', 'fr', 'en', 'de'] as const;
  return typeNames.flatMap((type, index) =>
    languages.map((language, languageIndex) => ({
      ID: (index + 1) * 10 + languageIndex + 1,
      WebID: index + 1,
      Name: type[language],
      ShowOrder: index + 1,
      Sale: type.sale,
      Rent: type.rent,
      Language: language,
    })),
  );
}

/** tree-items.json: the CRM's category tree. */
export function sampleTreeItems(): TreeItem[] {
  const item = (
    ID: number,
    ParentID: number | null,
    nl: string,
    fr: string,
    en: string,
    de: string,
    ShowOrder: number,
  ): TreeItem => ({
    ID,
    ParentID,
    Name: { nl, fr, en, de },
    ShowOrder,
  });
  return [
    item(1, null, 'Website', 'Site web', 'Website', 'Website', 1),
    item(2, 1, 'Nieuws', 'Actualités', 'News', 'Neuigkeiten', 1),
    item(4, 1, 'Team', 'Équipe', 'Team', 'Team', 2),
    item(5, 1, 'Getuigenissen', 'Témoignages', 'Testimonials', 'Erfahrungsberichte', 3),
    item(6, 1, 'Juridisch', 'Mentions légales', 'Legal', 'Rechtliches', 4),
    item(7, 1, 'Diensten', 'Services', 'Services', 'Leistungen', 5),
    item(8, 7, 'Verkoop', 'Vente', 'Sales', 'Verkauf', 1),
    item(9, 7, 'Verhuur', 'Location', 'Lettings', 'Vermietung', 2),
  ];
}

/** menu.json: pages with modules, one submenu page and one page in preview. */
export function sampleMenu(): MenuItem[] {
  return [
    {
      ID: 10,
      Path: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'ueber-uns' },
      Title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
      Description: {
        nl: 'Immo Lumière, uw vastgoedmakelaar in Brussel sinds 2009.',
        fr: 'Immo Lumière, votre agent immobilier à Bruxelles depuis 2009.',
        en: 'Immo Lumière, your estate agent in Brussels since 2009.',
        de: 'Immo Lumière, Ihr Immobilienmakler in Brüssel seit 2009.',
      },
      IsActiveSEO: true,
      Content: {
        nl: '<p>Een klein team, vier talen en één doel: uw vastgoed in het juiste licht zetten.</p>',
        fr: '<p>Une petite équipe, quatre langues et un seul but : mettre votre bien sous son meilleur jour.</p>',
        en: '<p>A small team, four languages and one goal: to show your property in its best light.</p>',
        de: '<p>Ein kleines Team, vier Sprachen und ein Ziel: Ihre Immobilie ins beste Licht zu rücken.</p>',
      },
      Modules: [
        { View: 'ons-team-view', Relation: { Kind: 'category', ID: 4 }, ItemsPerRow: 4, ColumnSpan: 12 },
      ],
      Type: 'content',
      Status: 'published',
      Sort: 1,
      Children: [
        {
          ID: 11,
          Path: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
          Title: { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials', de: 'Erfahrungsberichte' },
          Modules: [
            { View: 'news-view', Relation: { Kind: 'category', ID: 5 }, ItemsPerRow: 3, MaxItems: 6 },
          ],
          Type: 'content',
          Status: 'published',
          Sort: 1,
        },
      ],
    },
    {
      ID: 20,
      Path: { nl: 'nieuws', fr: 'actualites', en: 'news', de: 'neuigkeiten' },
      Title: { nl: 'Nieuws', fr: 'Actualités', en: 'News', de: 'Neuigkeiten' },
      IsActiveSEO: true,
      Modules: [
        {
          View: 'news-view',
          Relation: { Kind: 'category', ID: 2 },
          ItemsPerRow: 3,
          MaxItems: 12,
          ColumnSpan: 12,
        },
      ],
      Type: 'content',
      Status: 'published',
      Sort: 2,
    },
    {
      ID: 30,
      Path: { nl: 'in-de-kijker', fr: 'coups-de-coeur', en: 'featured', de: 'empfehlungen' },
      Title: { nl: 'In de kijker', fr: 'Coups de cœur', en: 'Featured', de: 'Empfehlungen' },
      IsActiveSEO: true,
      Modules: [
        {
          View: 'slider-view',
          Relation: { Kind: 'properties' },
          MaxItems: 8,
          ColumnSpan: 12,
          BackgroundColor: '#f3f6f8',
        },
        { View: 'slider-view', Relation: { Kind: 'projects' }, MaxItems: 3, ColumnSpan: 12 },
      ],
      Type: 'content',
      Status: 'published',
      Sort: 3,
    },
    {
      ID: 40,
      Path: { nl: 'verkopen-met-ons', fr: 'vendre-avec-nous', en: 'sell-with-us', de: 'mit-uns-verkaufen' },
      Title: { nl: 'Verkopen met ons', fr: 'Vendre avec nous', en: 'Sell with us', de: 'Mit uns verkaufen' },
      IsActiveSEO: true,
      Modules: [
        {
          View: 'single-view',
          Relation: { Kind: 'article', ID: serviceArticleIds['mise-en-vente'] },
          ColumnSpan: 8,
        },
      ],
      Type: 'content',
      Status: 'published',
      Sort: 4,
    },
    {
      ID: 50,
      Path: { nl: 'vacatures', fr: 'emplois', en: 'careers', de: 'karriere' },
      Title: { nl: 'Vacatures', fr: 'Emplois', en: 'Careers', de: 'Karriere' },
      IsActiveSEO: false,
      Content: {
        nl: '<p>We zoeken een vastgoedmakelaar-stagiair (m/v/x). Stuur uw cv via het formulier.</p>',
        fr: '<p>Nous recherchons un agent immobilier stagiaire (h/f/x). Envoyez votre CV via le formulaire.</p>',
        en: '<p>We are looking for a trainee estate agent. Send your CV through the form.</p>',
        de: '<p>Wir suchen einen Immobilienmakler in Ausbildung (m/w/d). Senden Sie Ihren Lebenslauf über das Formular.</p>',
      },
      Type: 'content',
      Status: 'preview',
      Sort: 5,
    },
  ];
}
