// The sample's articles as text in the four languages: news, testimonials, legal and service pages.
// articles.ts turns them into the export's article records.
import type { Locale } from '../../../src/i18n/locales';

type Four = Record<Locale, string>;

/** News items, newest first; `slug` where an address is given by hand instead of the title's slug. */
export const news: ReadonlyArray<{
  title: Four;
  slug?: Partial<Four>;
  summary: Four;
  body: Four[];
  date: string;
}> = [
  {
    date: '2026-10-20',
    title: {
      nl: 'Nieuwe kantoren aan de Louizalaan',
      fr: 'Nouveaux bureaux avenue Louise',
      en: 'New offices on Avenue Louise',
      de: 'Neue Büros an der Avenue Louise',
    },
    summary: {
      nl: 'We verhuizen naar een ruimer kantoor, vlak bij de metro.',
      fr: 'Nous emménageons dans des bureaux plus spacieux, tout près du métro.',
      en: 'We are moving to larger offices, right next to the metro.',
      de: 'Wir ziehen in größere Büros direkt an der U-Bahn.',
    },
    body: [
      {
        nl: 'Vanaf december ontvangen we u in ons nieuwe kantoor aan de Louizalaan in Brussel.',
        fr: 'Dès décembre, nous vous accueillons dans nos nouveaux bureaux de l’avenue Louise à Bruxelles.',
        en: 'From December we welcome you in our new offices on Avenue Louise in Brussels.',
        de: 'Ab Dezember empfangen wir Sie in unseren neuen Büros an der Avenue Louise in Brüssel.',
      },
      {
        nl: 'U kunt er zonder afspraak binnenlopen op weekdagen van 9 tot 18 uur.',
        fr: 'Vous pouvez y passer sans rendez-vous en semaine de 9 à 18 heures.',
        en: 'You can drop in without an appointment on weekdays from 9 am to 6 pm.',
        de: 'Sie können werktags von 9 bis 18 Uhr ohne Termin vorbeikommen.',
      },
    ],
  },
  {
    date: '2026-10-02',
    title: {
      nl: 'Renovatieverplichting in Vlaanderen: wat verandert er?',
      fr: 'Obligation de rénovation en Flandre : ce qui change',
      en: 'Renovation duty in Flanders: what changes?',
      de: 'Renovierungspflicht in Flandern: Was ändert sich?',
    },
    summary: {
      nl: 'Wie een woning met EPC-label E of F koopt, moet binnen vijf jaar renoveren.',
      fr: 'Qui achète un logement avec un label PEB E ou F doit rénover dans les cinq ans.',
      en: 'Buyers of a home with EPC label E or F must renovate within five years.',
      de: 'Wer ein Haus mit Energieklasse E oder F kauft, muss innerhalb von fünf Jahren renovieren.',
    },
    body: [
      {
        nl: 'De renovatieplicht geldt voor elke koper van een woning met een slecht energielabel.',
        fr: 'L’obligation de rénovation s’applique à tout acheteur d’un logement au label énergétique faible.',
        en: 'The renovation duty applies to every buyer of a home with a poor energy label.',
        de: 'Die Renovierungspflicht gilt für jeden Käufer eines Hauses mit schlechter Energieklasse.',
      },
      {
        nl: 'Onze adviseurs berekenen graag samen met u het budget en de beschikbare premies.',
        fr: 'Nos conseillers calculent volontiers avec vous le budget et les primes disponibles.',
        en: 'Our advisers will gladly work out the budget and the available grants with you.',
        de: 'Unsere Berater berechnen gern mit Ihnen das Budget und die verfügbaren Zuschüsse.',
      },
    ],
  },
  {
    date: '2026-09-15',
    title: {
      nl: 'De woningmarkt in het derde kwartaal',
      fr: 'Le marché immobilier au troisième trimestre',
      en: 'The housing market in the third quarter',
      de: 'Der Immobilienmarkt im dritten Quartal',
    },
    summary: {
      nl: 'De prijzen stijgen licht, het aantal verkopen herstelt.',
      fr: 'Les prix progressent légèrement, le nombre de ventes se redresse.',
      en: 'Prices are rising slightly and the number of sales is recovering.',
      de: 'Die Preise steigen leicht, die Zahl der Verkäufe erholt sich.',
    },
    body: [
      {
        nl: 'In Brussel en Vlaanderen stegen de prijzen met ongeveer 2 % op jaarbasis.',
        fr: 'À Bruxelles et en Flandre, les prix ont augmenté d’environ 2 % sur un an.',
        en: 'In Brussels and Flanders prices rose by about 2% year on year.',
        de: 'In Brüssel und Flandern stiegen die Preise im Jahresvergleich um etwa 2 %.',
      },
      {
        nl: 'Energiezuinige woningen blijven het snelst verkocht.',
        fr: 'Les logements économes en énergie restent ceux qui se vendent le plus vite.',
        en: 'Energy-efficient homes are still the fastest to sell.',
        de: 'Energieeffiziente Häuser werden weiterhin am schnellsten verkauft.',
      },
    ],
  },
  {
    date: '2026-08-28',
    title: {
      nl: 'Nieuw project in Gent: Parkzicht',
      fr: 'Nouveau projet à Gand : Parkzicht',
      en: 'New project in Ghent: Parkzicht',
      de: 'Neues Projekt in Gent: Parkzicht',
    },
    summary: {
      nl: 'Achttien energiezuinige appartementen aan de rand van het park.',
      fr: 'Dix-huit appartements basse énergie en bordure du parc.',
      en: 'Eighteen low-energy apartments on the edge of the park.',
      de: 'Achtzehn Niedrigenergiewohnungen am Rand des Parks.',
    },
    body: [
      {
        nl: 'De verkoop van de eerste fase is gestart; bekijk de prijslijst op de projectpagina.',
        fr: 'La vente de la première phase a commencé ; consultez la liste de prix sur la page du projet.',
        en: 'Sales of the first phase have started; see the price list on the project page.',
        de: 'Der Verkauf der ersten Phase hat begonnen; die Preisliste finden Sie auf der Projektseite.',
      },
    ],
  },
  {
    date: '2026-07-10',
    title: {
      nl: 'Huren in Luxemburg: onze tips',
      fr: 'Louer au Luxembourg : nos conseils',
      en: 'Renting in Luxembourg: our tips',
      de: 'Mieten in Luxemburg: unsere Tipps',
    },
    summary: {
      nl: 'Zo vindt u sneller een woning in het Groothertogdom.',
      fr: 'Comment trouver plus vite un logement au Grand-Duché.',
      en: 'How to find a home faster in the Grand Duchy.',
      de: 'So finden Sie schneller eine Wohnung im Großherzogtum.',
    },
    body: [
      {
        nl: 'Zorg voor een volledig dossier: loonfiches, identiteitsbewijs en een huurwaarborg.',
        fr: 'Préparez un dossier complet : fiches de salaire, pièce d’identité et garantie locative.',
        en: 'Prepare a complete file: payslips, identity document and rental deposit.',
        de: 'Bereiten Sie vollständige Unterlagen vor: Gehaltsabrechnungen, Ausweis und Mietkaution.',
      },
    ],
  },
  {
    date: '2026-06-03',
    title: {
      nl: 'Gratis waardebepaling in juni',
      fr: 'Estimation gratuite en juin',
      en: 'Free valuation in June',
      de: 'Kostenlose Bewertung im Juni',
    },
    summary: {
      nl: 'Laat uw woning deze maand gratis schatten door een erkend vastgoedmakelaar.',
      fr: 'Faites estimer gratuitement votre bien ce mois-ci par un agent immobilier agréé.',
      en: 'Have your home valued free of charge this month by a licensed agent.',
      de: 'Lassen Sie Ihre Immobilie diesen Monat kostenlos von einem zugelassenen Makler bewerten.',
    },
    body: [
      {
        nl: 'Een waardebepaling is vrijblijvend en gebaseerd op recente verkopen in uw buurt.',
        fr: 'L’estimation est sans engagement et fondée sur les ventes récentes dans votre quartier.',
        en: 'The valuation is without obligation and based on recent sales in your area.',
        de: 'Die Bewertung ist unverbindlich und beruht auf aktuellen Verkäufen in Ihrer Umgebung.',
      },
    ],
  },
  {
    date: '2026-04-22',
    title: {
      nl: 'Ons team groeit',
      fr: 'Notre équipe s’agrandit',
      en: 'Our team is growing',
      de: 'Unser Team wächst',
    },
    // Its published French address, with the apostrophe as a hyphen; the site's slug rule would give
    // notre-equipe-sagrandit (delete this line to take that address instead).
    slug: { fr: 'notre-equipe-s-agrandit' },
    summary: {
      nl: 'Lotte De Smet versterkt onze verhuurafdeling.',
      fr: 'Lotte De Smet renforce notre service location.',
      en: 'Lotte De Smet joins our rental department.',
      de: 'Lotte De Smet verstärkt unsere Vermietungsabteilung.',
    },
    body: [
      {
        nl: 'Met haar ervaring in beheer helpt Lotte eigenaars en huurders in heel Brussel.',
        fr: 'Forte de son expérience en gestion, Lotte accompagne propriétaires et locataires dans tout Bruxelles.',
        en: 'With her experience in property management, Lotte helps owners and tenants all over Brussels.',
        de: 'Mit ihrer Erfahrung in der Verwaltung betreut Lotte Eigentümer und Mieter in ganz Brüssel.',
      },
    ],
  },
  {
    date: '2026-02-12',
    title: {
      nl: 'Kopen in Spanje: de stappen',
      fr: 'Acheter en Espagne : les étapes',
      en: 'Buying in Spain: the steps',
      de: 'Kaufen in Spanien: die Schritte',
    },
    summary: {
      nl: 'Van NIE-nummer tot notariële akte: zo verloopt een aankoop aan de Costa del Sol.',
      fr: 'Du numéro NIE à l’acte notarié : le déroulement d’un achat sur la Costa del Sol.',
      en: 'From NIE number to notarial deed: how a purchase on the Costa del Sol works.',
      de: 'Von der NIE-Nummer bis zur notariellen Urkunde: So läuft ein Kauf an der Costa del Sol.',
    },
    body: [
      {
        nl: 'Onze partner in Marbella begeleidt u bij elke stap, in uw eigen taal.',
        fr: 'Notre partenaire à Marbella vous accompagne à chaque étape, dans votre langue.',
        en: 'Our partner in Marbella guides you through every step, in your own language.',
        de: 'Unser Partner in Marbella begleitet Sie bei jedem Schritt in Ihrer Sprache.',
      },
      // The agency's own link to its listings abroad, written for the sample's default language (English).
      {
        nl: 'Bekijk <a href="/nl/spanje/">ons aanbod in Spanje</a>.',
        fr: 'Découvrez <a href="/fr/espagne/">nos biens en Espagne</a>.',
        en: 'See <a href="/spain/">our properties in Spain</a>.',
        de: 'Entdecken Sie <a href="/de/spanien/">unsere Immobilien in Spanien</a>.',
      },
    ],
  },
];

/** Customers' reviews, shown as testimonials. */
export const testimonials: ReadonlyArray<{
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: Four;
  date: string;
}> = [
  {
    author: 'Marie D.',
    rating: 5,
    date: '2026-10-11',
    text: {
      nl: 'Ons huis was binnen drie weken verkocht. Heel professioneel en altijd bereikbaar.',
      fr: 'Notre maison a été vendue en trois semaines. Très professionnels et toujours joignables.',
      en: 'Our house sold within three weeks. Very professional and always reachable.',
      de: 'Unser Haus war in drei Wochen verkauft. Sehr professionell und immer erreichbar.',
    },
  },
  {
    author: 'Koen V.',
    rating: 5,
    date: '2026-09-02',
    text: {
      nl: 'Duidelijke opvolging via het eigenaarsportaal: ik zag elk bezoek en elke reactie.',
      fr: 'Un suivi clair via le portail propriétaire : je voyais chaque visite et chaque retour.',
      en: 'Clear follow-up in the owner portal: I could see every visit and every piece of feedback.',
      de: 'Klare Betreuung über das Eigentümerportal: Ich sah jede Besichtigung und jede Rückmeldung.',
    },
  },
  {
    author: 'Sarah & Tom',
    rating: 4,
    date: '2026-07-19',
    text: {
      nl: 'Goede begeleiding bij onze eerste aankoop, ook bij de lening en de notaris.',
      fr: 'Un bon accompagnement pour notre premier achat, y compris pour le crédit et le notaire.',
      en: 'Good guidance for our first purchase, including the mortgage and the notary.',
      de: 'Gute Begleitung bei unserem ersten Kauf, auch bei Kredit und Notar.',
    },
  },
  {
    author: 'Jean-Luc M.',
    rating: 5,
    date: '2026-05-30',
    text: {
      nl: 'Mijn appartement in Luxemburg werd snel verhuurd aan een betrouwbare huurder.',
      fr: 'Mon appartement à Luxembourg a été rapidement loué à un locataire fiable.',
      en: 'My apartment in Luxembourg was let quickly to a reliable tenant.',
      de: 'Meine Wohnung in Luxemburg wurde schnell an einen zuverlässigen Mieter vermietet.',
    },
  },
  {
    author: 'Anke B.',
    rating: 4,
    date: '2026-03-08',
    text: {
      nl: 'Correcte schatting en eerlijk advies, zonder verkooppraatjes.',
      fr: 'Une estimation juste et des conseils honnêtes, sans discours commercial.',
      en: 'A fair valuation and honest advice, without the sales talk.',
      de: 'Eine faire Bewertung und ehrliche Beratung ohne Verkaufsgerede.',
    },
  },
  {
    author: 'Pedro R.',
    rating: 5,
    date: '2026-01-21',
    text: {
      nl: 'Dankzij het team vonden we ons appartement in Alicante zonder één keer te moeten reizen voor niets.',
      fr: 'Grâce à l’équipe, nous avons trouvé notre appartement à Alicante sans un seul voyage inutile.',
      en: 'Thanks to the team we found our apartment in Alicante without a single wasted trip.',
      de: 'Dank des Teams fanden wir unsere Wohnung in Alicante ohne eine einzige unnötige Reise.',
    },
  },
];

/** The legal pages: disclaimer, privacy and cookie policies. */
export const legal: ReadonlyArray<{ slug: Four; title: Four; body: Four[] }> = [
  {
    slug: { nl: 'disclaimer', fr: 'avertissement', en: 'disclaimer', de: 'haftungsausschluss' },
    title: { nl: 'Disclaimer', fr: 'Avertissement', en: 'Disclaimer', de: 'Haftungsausschluss' },
    body: [
      {
        nl: 'De informatie op deze website is indicatief en vormt geen aanbod in juridische zin.',
        fr: 'Les informations de ce site sont indicatives et ne constituent pas une offre au sens juridique.',
        en: 'The information on this website is indicative and is not an offer in the legal sense.',
        de: 'Die Angaben auf dieser Website sind unverbindlich und stellen kein Angebot im rechtlichen Sinne dar.',
      },
      {
        nl: 'Immo Lumière is erkend vastgoedmakelaar (BIV 512.734) en onderworpen aan de deontologische code van het BIV.',
        fr: 'Immo Lumière est agent immobilier agréé (IPI 512.734) et soumis au code de déontologie de l’IPI.',
        en: 'Immo Lumière is a licensed estate agent (BIV/IPI 512.734) bound by the BIV/IPI code of ethics.',
        de: 'Immo Lumière ist zugelassener Immobilienmakler (BIV/IPI 512.734) und an den Ehrenkodex des BIV/IPI gebunden.',
      },
    ],
  },
  {
    slug: {
      nl: 'privacyverklaring',
      fr: 'declaration-de-confidentialite',
      en: 'privacy-statement',
      de: 'datenschutzerklaerung',
    },
    title: {
      nl: 'Privacyverklaring',
      fr: 'Déclaration de confidentialité',
      en: 'Privacy statement',
      de: 'Datenschutzerklärung',
    },
    body: [
      {
        nl: 'We verwerken uw gegevens enkel om uw vraag te beantwoorden en bewaren ze maximaal twee jaar.',
        fr: 'Nous traitons vos données uniquement pour répondre à votre demande et les conservons deux ans au maximum.',
        en: 'We process your data only to answer your request and keep it for two years at most.',
        de: 'Wir verarbeiten Ihre Daten nur zur Beantwortung Ihrer Anfrage und speichern sie höchstens zwei Jahre.',
      },
      {
        nl: 'U kunt uw gegevens op elk moment inzien, verbeteren of laten wissen via privacy@immo-lumiere.be.',
        fr: 'Vous pouvez consulter, corriger ou faire effacer vos données à tout moment via privacy@immo-lumiere.be.',
        en: 'You can see, correct or erase your data at any time via privacy@immo-lumiere.be.',
        de: 'Sie können Ihre Daten jederzeit über privacy@immo-lumiere.be einsehen, berichtigen oder löschen lassen.',
      },
    ],
  },
  {
    slug: { nl: 'cookiebeleid', fr: 'politique-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' },
    title: {
      nl: 'Cookiebeleid',
      fr: 'Politique en matière de cookies',
      en: 'Cookie policy',
      de: 'Cookie-Richtlinie',
    },
    body: [
      {
        nl: 'Strikt noodzakelijke cookies zijn altijd actief; analytische en marketingcookies enkel na uw toestemming.',
        fr: 'Les cookies strictement nécessaires sont toujours actifs ; les cookies analytiques et marketing uniquement après votre accord.',
        en: 'Strictly necessary cookies are always on; analytics and marketing cookies only with your consent.',
        de: 'Unbedingt erforderliche Cookies sind immer aktiv; Analyse- und Marketing-Cookies nur mit Ihrer Einwilligung.',
      },
      {
        nl: 'U kunt uw keuze op elk moment wijzigen via de link onderaan elke pagina.',
        fr: 'Vous pouvez modifier votre choix à tout moment via le lien en bas de chaque page.',
        en: 'You can change your choice at any time through the link at the bottom of every page.',
        de: 'Sie können Ihre Auswahl jederzeit über den Link am Ende jeder Seite ändern.',
      },
    ],
  },
];

/** The service pages (selling, letting, management, valuation, Spain, advice). */
export const services: ReadonlyArray<{ slug: Four; title: Four; body: Four[] }> = [
  {
    slug: { nl: 'verkopen', fr: 'mise-en-vente', en: 'selling', de: 'verkaufen' },
    title: {
      nl: 'Uw woning verkopen',
      fr: 'Mettre votre bien en vente',
      en: 'Selling your property',
      de: 'Ihre Immobilie verkaufen',
    },
    body: [
      {
        nl: 'Van de schatting tot de akte: wij zorgen voor foto’s, attesten, bezoeken en onderhandelingen.',
        fr: 'De l’estimation à l’acte : nous nous chargeons des photos, des certificats, des visites et des négociations.',
        en: 'From valuation to deed: we handle the photos, certificates, visits and negotiations.',
        de: 'Von der Bewertung bis zur Urkunde: Wir kümmern uns um Fotos, Bescheinigungen, Besichtigungen und Verhandlungen.',
      },
      {
        nl: 'Alles begint met een gratis schatting ter plaatse. Uw makelaar bekijkt het pand, vergelijkt het met recente verkopen in de buurt en stelt een realistische vraagprijs voor.',
        fr: 'Tout commence par une estimation gratuite sur place. Votre agent visite le bien, le compare aux ventes récentes du quartier et vous propose un prix de mise en vente réaliste.',
        en: 'It all starts with a free valuation on site. Your agent visits the property, compares it with recent sales nearby and proposes a realistic asking price.',
        de: 'Alles beginnt mit einer kostenlosen Bewertung vor Ort. Ihr Makler besichtigt die Immobilie, vergleicht sie mit aktuellen Verkäufen in der Nachbarschaft und schlägt einen realistischen Angebotspreis vor.',
      },
      {
        nl: 'Daarna verzorgen wij de verplichte attesten (EPC, elektrische keuring, bodemattest, stedenbouwkundige inlichtingen), professionele foto’s en een 3D-rondgang, en publiceren we uw pand op onze website en de grote vastgoedportalen.',
        fr: 'Nous nous occupons ensuite des certificats obligatoires (PEB, contrôle électrique, attestation du sol, renseignements urbanistiques), des photos professionnelles et d’une visite 3D, puis publions votre bien sur notre site et les grands portails immobiliers.',
        en: 'We then take care of the compulsory certificates (EPC, electrical inspection, soil certificate, planning information), professional photos and a 3D tour, and publish your property on our website and the major property portals.',
        de: 'Danach kümmern wir uns um die vorgeschriebenen Bescheinigungen (Energieausweis, Elektroprüfung, Bodenbescheinigung, städtebauliche Auskünfte), professionelle Fotos und einen 3D-Rundgang und veröffentlichen Ihre Immobilie auf unserer Website und den großen Immobilienportalen.',
      },
      {
        nl: 'De bezoeken plannen wij in uw plaats. In het eigenaarsportaal volgt u elk bezoek, elke reactie en hoe vaak uw advertentie bekeken werd. Komt er een bod, dan adviseren wij u en begeleiden we de verkoop tot bij de notaris.',
        fr: 'Nous organisons les visites à votre place. L’espace propriétaire vous permet de suivre chaque visite, chaque réaction et le nombre de consultations de l’annonce. À la première offre, nous vous conseillons et accompagnons la vente jusque chez le notaire.',
        en: 'We hold the viewings for you. In the owner portal you follow every visit, every reaction and how often your listing was viewed. When an offer comes in, we advise you and see the sale through to the notary.',
        de: 'Die Besichtigungen organisieren wir an Ihrer Stelle. Im Eigentümerportal verfolgen Sie jede Besichtigung, jede Rückmeldung und wie oft Ihre Anzeige angesehen wurde. Kommt ein Angebot, beraten wir Sie und begleiten den Verkauf bis zum Notar.',
      },
      {
        nl: 'Een gratis schatting is de eerste stap. Vraag ze aan of bel ons: we komen graag langs.',
        fr: 'Une estimation gratuite est la première étape. Demandez-la ou appelez-nous\u00a0: nous passons volontiers chez vous.',
        en: 'A free valuation is the first step. Ask for one or call us: we will gladly come and see your property.',
        de: 'Eine kostenlose Bewertung ist der erste Schritt. Fordern Sie sie an oder rufen Sie uns an: Wir kommen gerne bei Ihnen vorbei.',
      },
    ],
  },
  {
    slug: { nl: 'verhuren', fr: 'mise-en-location', en: 'letting', de: 'vermieten' },
    title: {
      nl: 'Uw woning verhuren',
      fr: 'Mettre votre bien en location',
      en: 'Letting your property',
      de: 'Ihre Immobilie vermieten',
    },
    body: [
      {
        nl: 'We selecteren kandidaat-huurders, stellen het huurcontract op en regelen de plaatsbeschrijving.',
        fr: 'Nous sélectionnons les candidats locataires, rédigeons le bail et organisons l’état des lieux.',
        en: 'We screen prospective tenants, draw up the lease and arrange the check-in inventory.',
        de: 'Wir prüfen Mietinteressenten, erstellen den Mietvertrag und organisieren die Übergabe.',
      },
    ],
  },
  {
    slug: {
      nl: 'vermogensbeheer',
      fr: 'gestion-de-patrimoine',
      en: 'property-management',
      de: 'vermoegensverwaltung',
    },
    title: {
      nl: 'Beheer van uw patrimonium',
      fr: 'Gestion de patrimoine',
      en: 'Property management',
      de: 'Vermögensverwaltung',
    },
    body: [
      {
        nl: 'Huurinning, indexering, herstellingen en jaarlijkse afrekening: u hoeft er niet meer naar om te kijken.',
        fr: 'Perception des loyers, indexation, réparations et décompte annuel : vous n’avez plus à vous en soucier.',
        en: 'Rent collection, indexation, repairs and the yearly statement: you no longer need to think about it.',
        de: 'Mieteinzug, Indexierung, Reparaturen und Jahresabrechnung: Sie müssen sich um nichts mehr kümmern.',
      },
    ],
  },
  {
    slug: { nl: 'schatting', fr: 'expertise', en: 'valuation', de: 'bewertung' },
    title: {
      nl: 'Schatting en expertise',
      fr: 'Estimation et expertise',
      en: 'Valuation and survey',
      de: 'Bewertung und Gutachten',
    },
    body: [
      {
        nl: 'Een onderbouwde waardebepaling op basis van vergelijkbare verkopen en de staat van het pand.',
        fr: 'Une estimation argumentée sur la base de ventes comparables et de l’état du bien.',
        en: 'A reasoned valuation based on comparable sales and the condition of the property.',
        de: 'Eine fundierte Bewertung auf Grundlage vergleichbarer Verkäufe und des Zustands der Immobilie.',
      },
    ],
  },
  {
    slug: { nl: 'spanje', fr: 'espagne', en: 'spain', de: 'spanien' },
    title: {
      nl: 'Vastgoed in Spanje',
      fr: 'Immobilier en Espagne',
      en: 'Property in Spain',
      de: 'Immobilien in Spanien',
    },
    body: [
      {
        nl: 'Met onze partners aan de Costa del Sol en de Costa Blanca begeleiden we uw aankoop van A tot Z.',
        fr: 'Avec nos partenaires de la Costa del Sol et de la Costa Blanca, nous vous accompagnons de A à Z.',
        en: 'With our partners on the Costa del Sol and the Costa Blanca we guide your purchase from start to finish.',
        de: 'Mit unseren Partnern an der Costa del Sol und der Costa Blanca begleiten wir Ihren Kauf von A bis Z.',
      },
    ],
  },
  {
    slug: { nl: 'advies', fr: 'conseil', en: 'advice', de: 'beratung' },
    title: {
      nl: 'Vastgoedadvies',
      fr: 'Conseil immobilier',
      en: 'Property advice',
      de: 'Immobilienberatung',
    },
    body: [
      {
        nl: 'Investeren, erven, splitsen of renoveren: we bekijken samen wat voor u het meest oplevert.',
        fr: 'Investir, hériter, diviser ou rénover : nous examinons ensemble ce qui vous rapporte le plus.',
        en: 'Investing, inheriting, dividing or renovating: together we work out what serves you best.',
        de: 'Investieren, erben, aufteilen oder renovieren: Gemeinsam prüfen wir, was sich für Sie am meisten lohnt.',
      },
    ],
  },
];
