import type { LocalizedText } from '../../src/schemas/localized-text';
import type { MenuPage, ModuleBlock } from '../../src/schemas/menu-export';
import type { PropertyType } from '../../src/schemas/property-type';
import type { SiteExport } from '../../src/schemas/site-export';
import type { TreeItem } from '../../src/schemas/tree-item';
import { sampleAgents } from './agents';
import { serviceArticleIds } from './articles';
import { bannerFile, logoFile, mediaSizes, poolOf } from './media-pool';

/** The same text in every language (a phone number, a brand name). */
const everywhere = (text: string): LocalizedText => ({ nl: text, fr: text, en: text, de: text });

/** site.json of the sample: Immo Lumière, Brussels, in the CRM's names. */
export function sampleSite(): SiteExport {
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
    topBar: {
      left: [
        { label: everywhere('+32 2 534 18 20'), link: everywhere('tel:+3225341820'), icon: 'phone' },
        {
          label: everywhere('info@immo-lumiere.be'),
          link: everywhere('mailto:info@immo-lumiere.be'),
          icon: 'mail',
        },
      ],
      right: [
        {
          label: everywhere('Facebook'),
          link: everywhere('https://www.facebook.com/immolumiere'),
          icon: 'facebook',
          status: 'published',
        },
        {
          label: everywhere('Instagram'),
          link: everywhere('https://www.instagram.com/immolumiere'),
          icon: 'instagram',
          status: 'published',
        },
        {
          label: everywhere('LinkedIn'),
          link: everywhere('https://www.linkedin.com/company/immolumiere'),
          icon: 'linkedin',
          status: 'hidden',
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
    banner: {
      type: 'image',
      image: {
        ID: 1,
        Url: `/media/${bannerFile}`,
        ...{ Width: mediaSizes.banner.width, Height: mediaSizes.banner.height },
        Name: 'Brussels at dusk',
      },
      title: {
        nl: 'Uw thuis in het juiste licht',
        fr: 'Votre maison sous son meilleur jour',
        en: 'Your home in the best light',
        de: 'Ihr Zuhause im besten Licht',
      },
      description: {
        nl: 'Verkoop, verhuur en beheer in België, Luxemburg en Spanje',
        fr: 'Vente, location et gestion en Belgique, au Luxembourg et en Espagne',
        en: 'Sales, lettings and management in Belgium, Luxembourg and Spain',
        de: 'Verkauf, Vermietung und Verwaltung in Belgien, Luxemburg und Spanien',
      },
    },
    popup: {
      isPublished: true,
      delay: 8,
      title: {
        nl: 'Blijf op de hoogte',
        fr: 'Restez informé',
        en: 'Stay informed',
        de: 'Bleiben Sie informiert',
      },
      description: {
        nl: '<p>Ontvang nieuwe panden als eerste in uw mailbox.</p>',
        fr: '<p>Recevez les nouveaux biens en premier dans votre boîte mail.</p>',
        en: '<p>Be the first to receive new listings in your inbox.</p>',
        de: '<p>Erhalten Sie neue Angebote als Erste per E-Mail.</p>',
      },
      link: 'sign-newsletter',
      ...(house ? { mediaUrl: `/media/${house.file}` } : {}),
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
    siteInfo: {
      analyticsId: 'G-4LQ7ZK2M9X',
      adsId: 'AW-718293746',
      tagManagerId: 'GTM-K7P4Q2D',
      socialPixelId: '914273658102345',
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
  // Nouns, as every card titles a listing "<type> in <town>": "Commercial in Namur" read as a fragment.
  {
    fr: 'Commerce',
    nl: 'Handelspand',
    en: 'Commercial property',
    de: 'Gewerbeimmobilie',
    sale: true,
    rent: true,
  },
  {
    fr: 'Bâtiment industriel',
    nl: 'Industrieel pand',
    en: 'Industrial building',
    de: 'Industriegebäude',
    sale: true,
    rent: true,
  },
  { fr: 'Bureau', nl: 'Kantoor', en: 'Office', de: 'Büro', sale: true, rent: true },
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

/** The dates every sample menu page carries (the CRM stamps each page). */
const pageDates = { createDate: '2026-09-01T09:00:00Z', modifyDate: '2026-10-15T14:30:00Z' };

/** A module block with the fields the CRM always writes. */
const block = (fields: Omit<ModuleBlock, 'status'>): ModuleBlock => ({ ...fields, status: 'published' });

/** menu.json: pages with module blocks, one submenu page and one page in preview, in the CRM's names. */
export function sampleMenu(): MenuPage[] {
  return [
    {
      id: 10,
      parentId: null,
      name: 'About us',
      path: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'ueber-uns' },
      status: 'published',
      ...pageDates,
      sort: 1,
      params: {
        title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
        description: {
          nl: 'Immo Lumière, uw vastgoedmakelaar in Brussel sinds 2009.',
          fr: 'Immo Lumière, votre agent immobilier à Bruxelles depuis 2009.',
          en: 'Immo Lumière, your estate agent in Brussels since 2009.',
          de: 'Immo Lumière, Ihr Immobilienmakler in Brüssel seit 2009.',
        },
        isActiveSEO: true,
        content: {
          nl: '<p>Een klein team, vier talen en één doel: uw vastgoed in het juiste licht zetten.</p>',
          fr: '<p>Une petite équipe, quatre langues et un seul but : mettre votre bien sous son meilleur jour.</p>',
          en: '<p>A small team, four languages and one goal: to show your property in its best light.</p>',
          de: '<p>Ein kleines Team, vier Sprachen und ein Ziel: Ihre Immobilie ins beste Licht zu rücken.</p>',
        },
        modules: [
          block({
            view: 'ons-team-view',
            relations: { type: 'category', id: 4 },
            position: 1,
            numberItemOfRow: 4,
            span: 12,
            col: { sm: 12, md: 12, lg: 12 },
          }),
        ],
        type: 'content',
      },
      childMenus: [
        {
          id: 11,
          parentId: 10,
          name: 'Testimonials',
          path: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
          status: 'published',
          ...pageDates,
          sort: 1,
          params: {
            title: { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials', de: 'Erfahrungsberichte' },
            modules: [
              block({
                view: 'news-view',
                relations: { type: 'category', id: 5 },
                position: 1,
                numberItemOfRow: 3,
                maxItems: 6,
              }),
            ],
            type: 'content',
          },
        },
      ],
    },
    {
      id: 20,
      parentId: null,
      name: 'News',
      path: { nl: 'nieuws', fr: 'actualites', en: 'news', de: 'neuigkeiten' },
      status: 'published',
      ...pageDates,
      sort: 2,
      params: {
        title: { nl: 'Nieuws', fr: 'Actualités', en: 'News', de: 'Neuigkeiten' },
        isActiveSEO: true,
        modules: [
          block({
            view: 'news-view',
            relations: { type: 'category', id: 2 },
            position: 1,
            numberItemOfRow: 3,
            maxItems: 12,
            span: 12,
          }),
        ],
        type: 'content',
      },
    },
    {
      id: 30,
      parentId: null,
      name: 'Featured',
      path: { nl: 'in-de-kijker', fr: 'coups-de-coeur', en: 'featured', de: 'empfehlungen' },
      status: 'published',
      ...pageDates,
      sort: 3,
      params: {
        title: { nl: 'In de kijker', fr: 'Coups de cœur', en: 'Featured', de: 'Empfehlungen' },
        isActiveSEO: true,
        modules: [
          block({
            view: 'slider-view',
            relations: { type: 'properties' },
            position: 1,
            maxItems: 8,
            span: 12,
            backgroundType: 'color',
            colorBackground: '#f3f6f8',
          }),
          block({
            view: 'slider-view',
            relations: { type: 'projects' },
            position: 2,
            maxItems: 3,
            span: 12,
            backgroundType: 'none',
          }),
        ],
        type: 'content',
      },
    },
    {
      id: 40,
      parentId: null,
      name: 'Sell with us',
      path: { nl: 'verkopen-met-ons', fr: 'vendre-avec-nous', en: 'sell-with-us', de: 'mit-uns-verkaufen' },
      status: 'published',
      ...pageDates,
      sort: 4,
      params: {
        title: {
          nl: 'Verkopen met ons',
          fr: 'Vendre avec nous',
          en: 'Sell with us',
          de: 'Mit uns verkaufen',
        },
        isActiveSEO: true,
        modules: [
          block({
            view: 'single-view',
            relations: { type: 'article', id: serviceArticleIds['mise-en-vente'] },
            position: 1,
            span: 8,
          }),
        ],
        type: 'content',
      },
    },
    {
      id: 50,
      parentId: null,
      name: 'Careers',
      path: { nl: 'vacatures', fr: 'emplois', en: 'careers', de: 'karriere' },
      status: 'preview',
      ...pageDates,
      sort: 5,
      params: {
        title: { nl: 'Vacatures', fr: 'Emplois', en: 'Careers', de: 'Karriere' },
        isActiveSEO: false,
        content: {
          nl: '<p>Immo Lumière groeit en zoekt een <strong>vastgoedmakelaar-stagiair (m/v/x)</strong> voor ons kantoor in Brussel.</p><h2>Wat u doet</h2><ul><li>Bezoeken begeleiden en kopers en huurders opvolgen</li><li>Schattingen voorbereiden met een ervaren makelaar</li><li>Panden online zetten: foto’s, teksten, attesten</li></ul><h2>Wat u meebrengt</h2><ul><li>Een diploma of opleiding in vastgoed, of de wil om de BIV-stage te volgen</li><li>Nederlands en Frans; Engels is een plus</li><li>Een rijbewijs B</li></ul><p>Stuur uw cv en enkele woorden over uw motivatie met het formulier onder aan de pagina <a href="/nl/ons-team/#team-join">Ons team</a>. We antwoorden binnen twee weken.</p>',
          fr: '<p>Immo Lumière grandit et recherche un <strong>agent immobilier stagiaire (h/f/x)</strong> pour son agence de Bruxelles.</p><h2>Vos missions</h2><ul><li>Accompagner les visites et assurer le suivi des acheteurs et des locataires</li><li>Préparer des estimations avec un agent expérimenté</li><li>Mettre les biens en ligne\u00a0: photos, textes, certificats</li></ul><h2>Votre profil</h2><ul><li>Un diplôme ou une formation en immobilier, ou l’envie de suivre le stage IPI</li><li>Le français et le néerlandais\u00a0; l’anglais est un atout</li><li>Le permis B</li></ul><p>Envoyez votre CV et quelques mots sur votre motivation avec le formulaire en bas de la page <a href="/fr/notre-equipe/#team-join">Notre équipe</a>. Nous répondons dans les deux semaines.</p>',
          en: '<p>Immo Lumière is growing and looking for a <strong>trainee estate agent</strong> for our Brussels office.</p><h2>What you will do</h2><ul><li>Accompany viewings and follow up buyers and tenants</li><li>Prepare valuations with an experienced agent</li><li>Put properties online: photos, texts, certificates</li></ul><h2>What you bring</h2><ul><li>A degree or training in real estate, or the will to follow the BIV/IPI traineeship</li><li>Dutch and French; English is a plus</li><li>A driving licence (B)</li></ul><p>Send your CV and a few words about your motivation with the form at the foot of the <a href="/our-team/#team-join">Our team</a> page. We answer within two weeks.</p>',
          de: '<p>Immo Lumière wächst und sucht einen <strong>Immobilienmakler in Ausbildung (m/w/d)</strong> für unser Büro in Brüssel.</p><h2>Ihre Aufgaben</h2><ul><li>Besichtigungen begleiten und Käufer und Mieter betreuen</li><li>Bewertungen mit einem erfahrenen Makler vorbereiten</li><li>Immobilien online stellen: Fotos, Texte, Bescheinigungen</li></ul><h2>Ihr Profil</h2><ul><li>Ein Abschluss oder eine Ausbildung im Immobilienbereich oder die Bereitschaft, das BIV-Praktikum zu absolvieren</li><li>Niederländisch und Französisch; Englisch ist ein Plus</li><li>Führerschein Klasse B</li></ul><p>Senden Sie uns Ihren Lebenslauf und ein paar Worte zu Ihrer Motivation mit dem Formular unten auf der Seite <a href="/de/unser-team/#team-join">Unser Team</a>. Wir antworten innerhalb von zwei Wochen.</p>',
        },
        type: 'content',
      },
    },
  ];
}
