import { addDays } from './seed-dates';

/**
 * News of the registrar (emetIden null: every holder sees them) and of each issuer, and the
 * alerts of the themes. Texts exist in fr and en at least; another language falls back to fr.
 * Publication dates are relative to the seeding day.
 */

type TText = { titre: string; resume: string };
type TNewsSeed = {
  emetIden: number | null;
  daysAgo: number;
  aLaUne?: boolean;
  lien?: string;
  texts: { fr: TText; en: TText } & Partial<Record<'de' | 'es' | 'it' | 'pt', TText>>;
};

const text = (titre: string, resume: string): TText => ({ titre, resume });

const registrarNews: TNewsSeed[] = [
  {
    emetIden: null,
    daysAgo: 6,
    aLaUne: true,
    texts: {
      fr: text(
        'Vos relevés annuels sont en ligne',
        'Le relevé de vos avoirs au 31 décembre et votre imprimé fiscal unique sont disponibles dans la rubrique Documentation. Conservez-les pour votre déclaration de revenus.',
      ),
      en: text(
        'Your annual statements are online',
        'The statement of your holdings at 31 December and your tax form are available in the Documentation section. Keep them for your income tax return.',
      ),
      de: text(
        'Ihre Jahresauszüge sind online',
        'Die Aufstellung Ihres Bestands zum 31. Dezember und Ihre Steuerbescheinigung finden Sie im Bereich Dokumentation. Bewahren Sie sie für Ihre Steuererklärung auf.',
      ),
      es: text(
        'Sus extractos anuales ya están en línea',
        'El extracto de sus activos a 31 de diciembre y su certificado fiscal están disponibles en la sección Documentación. Consérvelos para su declaración de la renta.',
      ),
      it: text(
        'I vostri estratti annuali sono online',
        "L'estratto delle vostre attività al 31 dicembre e il modello fiscale sono disponibili nella sezione Documentazione. Conservateli per la dichiarazione dei redditi.",
      ),
      pt: text(
        'Os seus extratos anuais estão online',
        'O extrato dos seus ativos a 31 de dezembro e o seu formulário fiscal estão disponíveis na secção Documentação. Guarde-os para a sua declaração de rendimentos.',
      ),
    },
  },
  {
    emetIden: null,
    daysAgo: 40,
    lien: 'https://www.amf-france.org/fr/espace-epargnants',
    texts: {
      fr: text(
        'Protégez-vous contre les fraudes',
        'Nous ne vous demanderons jamais votre mot de passe par courriel ou par téléphone. En cas de doute, contactez-nous depuis la rubrique Aide.',
      ),
      en: text(
        'Protect yourself against fraud',
        'We will never ask for your password by e-mail or by phone. If in doubt, contact us from the Help section.',
      ),
      de: text(
        'Schützen Sie sich vor Betrug',
        'Wir fragen Sie niemals per E-Mail oder Telefon nach Ihrem Passwort. Wenden Sie sich im Zweifel über den Bereich Hilfe an uns.',
      ),
      es: text(
        'Protéjase contra el fraude',
        'Nunca le pediremos su contraseña por correo electrónico ni por teléfono. En caso de duda, contáctenos desde la sección Ayuda.',
      ),
      it: text(
        'Proteggetevi dalle frodi',
        'Non vi chiederemo mai la password via e-mail o per telefono. In caso di dubbio, contattateci dalla sezione Aiuto.',
      ),
      pt: text(
        'Proteja-se contra a fraude',
        'Nunca lhe pediremos a palavra-passe por e-mail ou por telefone. Em caso de dúvida, contacte-nos a partir da secção Ajuda.',
      ),
    },
  },
];

/** One issuer's news item in French and English (and more languages when given). */
const issuerNews = (
  emetIden: number,
  daysAgo: number,
  fr: TText,
  en: TText,
  extra: Partial<Omit<TNewsSeed, 'emetIden' | 'daysAgo' | 'texts'>> & Partial<Record<'it', TText>> = {},
): TNewsSeed => {
  const { it, ...rest } = extra;
  return { emetIden, daysAgo, texts: { fr, en, ...(it ? { it } : {}) }, ...rest };
};

const issuersNews: TNewsSeed[] = [
  issuerNews(
    1001,
    2,
    text(
      'Aubépine Industries : chiffre d’affaires du troisième trimestre en hausse de 6 %',
      'Portée par ses activités de composants industriels, Aubépine Industries publie un chiffre d’affaires de 412 millions d’euros et confirme ses objectifs annuels.',
    ),
    text(
      'Aubépine Industries: third-quarter revenue up 6%',
      'Driven by its industrial components business, Aubépine Industries reports revenue of 412 million euros and confirms its annual targets.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    1001,
    12,
    text(
      'Plan d’actionnariat salarié 2025 : période de souscription',
      'Les salariés du groupe peuvent souscrire au fonds Aubépine Actionnariat Relais avec une décote de 20 % et un abondement de l’entreprise.',
    ),
    text(
      'Employee share plan 2025: subscription period',
      'Group employees may subscribe to the Aubépine Actionnariat Relais fund at a 20% discount with a company matching contribution.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    1001,
    35,
    text(
      'Dividende de 1,35 € par action mis en paiement',
      'Le dividende voté par l’assemblée générale a été versé sur le compte bancaire enregistré de chaque actionnaire au nominatif pur.',
    ),
    text(
      'Dividend of €1.35 per share paid',
      'The dividend approved by the general meeting has been paid to the registered bank account of each directly registered shareholder.',
    ),
  ),
  issuerNews(
    1001,
    70,
    text(
      'Aubépine Industries inaugure son site de Clermont-Ferrand',
      'Le nouveau site de production emploie 180 personnes et réduit de 30 % la consommation d’énergie par pièce fabriquée.',
    ),
    text(
      'Aubépine Industries opens its Clermont-Ferrand site',
      'The new production site employs 180 people and cuts the energy used per manufactured part by 30%.',
    ),
  ),
  issuerNews(
    1002,
    4,
    text(
      'Cèdre Logistique ouvre une plateforme multimodale à Lyon',
      'La plateforme relie le rail et la route et traitera 2 000 conteneurs par semaine dès le printemps.',
    ),
    text(
      'Cèdre Logistique opens a multimodal hub in Lyon',
      'The hub links rail and road and will handle 2,000 containers a week from the spring.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    1002,
    21,
    text(
      'Résultats semestriels de Cèdre Logistique',
      'Le résultat opérationnel progresse de 4 % malgré la hausse du coût du carburant ; la dette nette recule.',
    ),
    text(
      'Cèdre Logistique half-year results',
      'Operating profit rises 4% despite higher fuel costs; net debt falls.',
    ),
  ),
  issuerNews(
    1002,
    50,
    text(
      'Nouveau contrat avec un grand distributeur européen',
      'Cèdre Logistique assurera pendant cinq ans l’entreposage et la livraison de 120 magasins en France et en Belgique.',
    ),
    text(
      'New contract with a major European retailer',
      'For five years Cèdre Logistique will handle warehousing and delivery for 120 stores in France and Belgium.',
    ),
  ),
  issuerNews(
    1003,
    5,
    text(
      'Orée Assurances lance une offre de prévoyance pour les indépendants',
      'La nouvelle gamme couvre l’arrêt de travail et l’invalidité avec une souscription entièrement en ligne.',
    ),
    text(
      'Orée Assurances launches income protection for the self-employed',
      'The new range covers sick leave and disability, with a fully online subscription.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    1003,
    28,
    text(
      'Solvabilité : un ratio de 214 % au 30 juin',
      'Orée Assurances publie un ratio de solvabilité solide qui soutient sa politique de dividende.',
    ),
    text(
      'Solvency: a 214% ratio at 30 June',
      'Orée Assurances reports a strong solvency ratio supporting its dividend policy.',
    ),
  ),
  issuerNews(
    1003,
    63,
    text(
      'Assemblée générale : toutes les résolutions adoptées',
      'Les actionnaires ont approuvé les comptes, le dividende et le renouvellement de deux administrateurs.',
    ),
    text(
      'General meeting: all resolutions adopted',
      'Shareholders approved the accounts, the dividend and the renewal of two directors.',
    ),
  ),
  issuerNews(
    1004,
    7,
    text(
      'Saline Matériaux : carnet de commandes record',
      'Les commandes de matériaux bas carbone atteignent 18 mois d’activité, un niveau jamais observé.',
    ),
    text(
      'Saline Matériaux: record order book',
      'Orders for low-carbon materials cover 18 months of business, a level never seen before.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    1004,
    33,
    text(
      'Acquisition d’une carrière en Vendée',
      'Saline Matériaux sécurise ses approvisionnements en granulats pour les vingt prochaines années.',
    ),
    text(
      'Acquisition of a quarry in Vendée',
      'Saline Matériaux secures its aggregate supply for the next twenty years.',
    ),
  ),
  issuerNews(
    1004,
    80,
    text(
      'Résultats annuels de Saline Matériaux',
      'Le chiffre d’affaires atteint 1,1 milliard d’euros ; le conseil propose un dividende de 0,92 € par action.',
    ),
    text(
      'Saline Matériaux annual results',
      'Revenue reaches 1.1 billion euros; the board proposes a dividend of €0.92 per share.',
    ),
  ),
  issuerNews(
    2002,
    3,
    text(
      'Calanque Énergie met en service son parc solaire de la Crau',
      'Le parc de 150 mégawatts alimentera l’équivalent de 70 000 foyers en électricité renouvelable.',
    ),
    text(
      'Calanque Énergie commissions its Crau solar farm',
      'The 150-megawatt farm will supply renewable electricity to the equivalent of 70,000 homes.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    2002,
    18,
    text(
      'Attribution gratuite d’actions 2024 : rappel du calendrier',
      'Les actions du plan AGA 2024 seront livrées à l’issue de la période d’acquisition, puis conservées douze mois.',
    ),
    text(
      'Free share plan 2024: timetable reminder',
      'Shares of the AGA 2024 plan will be delivered at the end of the vesting period, then held for twelve months.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    2002,
    45,
    text(
      'Calanque Énergie relève ses prévisions annuelles',
      'Grâce à une production éolienne supérieure aux attentes, l’excédent brut d’exploitation est revu à la hausse de 5 %.',
    ),
    text(
      'Calanque Énergie raises its annual guidance',
      'Thanks to higher-than-expected wind output, EBITDA guidance is raised by 5%.',
    ),
  ),
  issuerNews(
    3003,
    9,
    text(
      'Vercors Santé obtient l’autorisation de son test de diagnostic rapide',
      'Le test détecte trois infections respiratoires en quinze minutes et sera distribué en pharmacie.',
    ),
    text(
      'Vercors Santé wins approval for its rapid diagnostic test',
      'The test detects three respiratory infections in fifteen minutes and will be sold in pharmacies.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    3003,
    30,
    text(
      'Nouveau centre de recherche à Grenoble',
      'Vercors Santé investit 40 millions d’euros et recrute 90 chercheurs d’ici deux ans.',
    ),
    text(
      'New research centre in Grenoble',
      'Vercors Santé invests 40 million euros and will hire 90 researchers within two years.',
    ),
  ),
  issuerNews(
    3003,
    58,
    text(
      'Résultats semestriels de Vercors Santé',
      'Les ventes progressent de 9 % et la marge opérationnelle atteint 17 %.',
    ),
    text('Vercors Santé half-year results', 'Sales grow 9% and the operating margin reaches 17%.'),
  ),
  issuerNews(
    4004,
    8,
    text(
      'Lumen Télécom déploie la fibre dans 300 nouvelles communes',
      'Plus de 450 000 foyers supplémentaires pourront accéder au très haut débit d’ici la fin de l’année.',
    ),
    text(
      'Lumen Télécom brings fibre to 300 more towns',
      'Over 450,000 more homes will have access to very high-speed broadband by the end of the year.',
    ),
    { aLaUne: true },
  ),
  issuerNews(
    4004,
    26,
    text(
      'Lumen Télécom à La Réunion : nouvelle offre mobile',
      'Un forfait unique couvre désormais la métropole et les départements d’outre-mer sans frais d’itinérance.',
    ),
    text(
      'Lumen Télécom in Réunion: new mobile plan',
      'A single plan now covers mainland France and the overseas departments without roaming charges.',
    ),
  ),
  issuerNews(
    4004,
    61,
    text(
      'Chiffre d’affaires trimestriel de Lumen Télécom',
      'Le nombre d’abonnés fibre dépasse 2 millions ; le chiffre d’affaires est stable à 530 millions d’euros.',
    ),
    text(
      'Lumen Télécom quarterly revenue',
      'Fibre subscribers exceed 2 million; revenue is stable at 530 million euros.',
    ),
  ),
  issuerNews(
    5005,
    1,
    text(
      'Borealis Banque ouvre son agence de Milan',
      'La banque accompagne désormais ses clients entreprises en Italie du Nord depuis une agence de 40 conseillers.',
    ),
    text(
      'Borealis Banque opens its Milan branch',
      'The bank now serves its corporate clients in northern Italy from a branch of 40 advisers.',
    ),
    {
      aLaUne: true,
      it: text(
        'Borealis Banque apre la filiale di Milano',
        'La banca segue ora i clienti aziendali del Nord Italia da una filiale con 40 consulenti.',
      ),
    },
  ),
  issuerNews(
    5005,
    24,
    text(
      'Borealis Banque : produit net bancaire en hausse de 7 %',
      'La croissance des crédits aux entreprises et des commissions de gestion porte les revenus du semestre.',
    ),
    text(
      'Borealis Banque: net banking income up 7%',
      'Growth in corporate lending and management fees drives the half-year revenue.',
    ),
    {
      it: text(
        'Borealis Banque: margine di intermediazione in crescita del 7%',
        'La crescita dei prestiti alle imprese e delle commissioni di gestione sostiene i ricavi del semestre.',
      ),
    },
  ),
  issuerNews(
    5005,
    52,
    text(
      'Acompte sur dividende de 0,60 € par action',
      'Le conseil d’administration a décidé le versement d’un acompte sur dividende le mois prochain.',
    ),
    text(
      'Interim dividend of €0.60 per share',
      'The board of directors has decided to pay an interim dividend next month.',
    ),
  ),
];

/** Every news item with its publication day, relative to `today`. */
export function newsSeeds(today: string) {
  return [...registrarNews, ...issuersNews].map((item) => ({
    emetIden: item.emetIden,
    datePublication: addDays(today, -item.daysAgo),
    lien: item.lien ?? null,
    aLaUne: item.aLaUne ?? false,
    texts: Object.entries(item.texts).map(([langueIden, { titre, resume }]) => ({
      langueIden,
      titre,
      resume,
    })),
  }));
}

const DAY_MS = 86_400_000;

/**
 * Alerts around the seeding instant: one current INFO for theme 1 (in every language), one current
 * URGENT for theme 2, one that ended (theme 1) and one not started yet (every theme); the last two
 * are never shown.
 */
export function alertSeeds(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      themeId: 1,
      niveau: 'INFO',
      dateDebut: at(-3),
      dateFin: at(30),
      texts: {
        fr: [
          'Imprimés fiscaux disponibles',
          'Vos imprimés fiscaux uniques sont disponibles dans vos documents.',
        ],
        en: ['Tax forms available', 'Your tax forms are available in your documents.'],
        de: ['Steuerbescheinigungen verfügbar', 'Ihre Steuerbescheinigungen finden Sie in Ihren Dokumenten.'],
        es: [
          'Certificados fiscales disponibles',
          'Sus certificados fiscales están disponibles en sus documentos.',
        ],
        it: [
          'Modelli fiscali disponibili',
          'I vostri modelli fiscali sono disponibili nei vostri documenti.',
        ],
        pt: [
          'Formulários fiscais disponíveis',
          'Os seus formulários fiscais estão disponíveis nos seus documentos.',
        ],
      },
    },
    {
      themeId: 2,
      niveau: 'URGENT',
      dateDebut: at(-1),
      dateFin: null,
      texts: {
        fr: [
          'Tentatives d’hameçonnage en cours',
          'Des courriels frauduleux imitent nos messages. Ne communiquez jamais votre mot de passe.',
        ],
        en: [
          'Phishing attempts under way',
          'Fraudulent e-mails imitate our messages. Never give out your password.',
        ],
      },
    },
    {
      themeId: 1,
      niveau: 'AVERTISSEMENT',
      dateDebut: at(-60),
      dateFin: at(-30),
      texts: {
        fr: ['Opération sur titres close', 'La période de choix du dividende en actions est terminée.'],
        en: ['Corporate action closed', 'The period to choose a dividend in shares has ended.'],
      },
    },
    {
      themeId: null,
      niveau: 'AVERTISSEMENT',
      dateDebut: at(10),
      dateFin: at(11),
      texts: {
        fr: ['Maintenance programmée', 'Le portail sera indisponible pendant une nuit pour maintenance.'],
        en: ['Scheduled maintenance', 'The portal will be unavailable for one night for maintenance.'],
      },
    },
  ].map(({ texts, ...alert }) => ({
    ...alert,
    texts: Object.entries(texts).map(([langueIden, [titre, message]]) => ({
      langueIden,
      titre: titre!,
      message: message!,
    })),
  }));
}
