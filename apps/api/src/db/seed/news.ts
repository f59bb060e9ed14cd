import { addDays } from './seed-dates';

/**
 * News of the registrar (emetIden null: every holder sees them) and of each issuer, and the
 * alerts of the themes. Every news item is written in the six languages (fr, en, de, es, it, pt)
 * and is shown in the holder's chosen language; if a text is missing in the asked language, the
 * French one is shown. Publication dates are relative to the seeding day.
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
        "Nous ne vous demanderons jamais votre mot de passe par courriel ou par téléphone. En cas de doute, contactez-nous depuis la rubrique Aide. Méfiez-vous des offres de rachat de vos titres à un prix supérieur au cours, des demandes de frais pour débloquer un dividende et des liens reçus par SMS : votre teneur de registre ne vous demande jamais de payer pour accéder à vos avoirs. Vérifiez toujours l'adresse du site avant de vous connecter.",
      ),
      en: text(
        'Protect yourself against fraud',
        'We will never ask for your password by e-mail or by phone. If in doubt, contact us from the Help section. Beware of offers to buy your shares above the market price, of requests for fees to release a dividend and of links received by text message: your registrar never asks you to pay to reach your holdings. Always check the address of the site before you log in.',
      ),
      de: text(
        'Schützen Sie sich vor Betrug',
        'Wir fragen Sie niemals per E-Mail oder Telefon nach Ihrem Passwort. Wenden Sie sich im Zweifel über den Bereich Hilfe an uns. Misstrauen Sie Angeboten, Ihre Aktien über dem Kurs zu kaufen, Gebührenforderungen für die Freigabe einer Dividende und Links per SMS: Ihre Registerstelle verlangt nie eine Zahlung für den Zugang zu Ihrem Bestand. Prüfen Sie vor der Anmeldung immer die Adresse der Website.',
      ),
      es: text(
        'Protéjase contra el fraude',
        'Nunca le pediremos su contraseña por correo electrónico ni por teléfono. En caso de duda, contáctenos desde la sección Ayuda. Desconfíe de las ofertas de compra de sus acciones por encima de la cotización, de las solicitudes de gastos para liberar un dividendo y de los enlaces recibidos por SMS: su entidad registradora nunca le pide pagar para acceder a sus activos. Compruebe siempre la dirección del sitio antes de conectarse.',
      ),
      it: text(
        'Proteggetevi dalle frodi',
        "Non vi chiederemo mai la password via e-mail o per telefono. In caso di dubbio, contattateci dalla sezione Aiuto. Diffidate delle offerte di acquisto delle vostre azioni sopra il prezzo di mercato, delle richieste di spese per sbloccare un dividendo e dei link ricevuti via SMS: il vostro gestore del registro non vi chiede mai di pagare per accedere alle vostre attività. Verificate sempre l'indirizzo del sito prima di accedere.",
      ),
      pt: text(
        'Proteja-se contra a fraude',
        'Nunca lhe pediremos a palavra-passe por e-mail ou por telefone. Em caso de dúvida, contacte-nos a partir da secção Ajuda. Desconfie de ofertas de compra das suas ações acima da cotação, de pedidos de despesas para libertar um dividendo e de ligações recebidas por SMS: o seu registador nunca lhe pede pagamento para aceder aos seus ativos. Verifique sempre o endereço do site antes de iniciar sessão.',
      ),
    },
  },
];

/** One issuer's news item in French and English, and in the other languages given with the options. */
const issuerNews = (
  emetIden: number,
  daysAgo: number,
  fr: TText,
  en: TText,
  extra: Partial<Omit<TNewsSeed, 'emetIden' | 'daysAgo' | 'texts'>> &
    Partial<Record<'de' | 'es' | 'it' | 'pt', TText>> = {},
): TNewsSeed => {
  const { de, es, it, pt, ...rest } = extra;
  return {
    emetIden,
    daysAgo,
    texts: { fr, en, ...(de && { de }), ...(es && { es }), ...(it && { it }), ...(pt && { pt }) },
    ...rest,
  };
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
    {
      aLaUne: true,
      de: text(
        'Aubépine Industries: Umsatz im dritten Quartal um 6 % gestiegen',
        'Getragen von ihrem Geschäft mit Industriekomponenten meldet Aubépine Industries einen Umsatz von 412 Millionen Euro und bestätigt ihre Jahresziele.',
      ),
      es: text(
        'Aubépine Industries: la facturación del tercer trimestre aumenta un 6 %',
        'Impulsada por su actividad de componentes industriales, Aubépine Industries publica una facturación de 412 millones de euros y confirma sus objetivos anuales.',
      ),
      it: text(
        'Aubépine Industries: fatturato del terzo trimestre in crescita del 6%',
        'Trainata dalle attività nei componenti industriali, Aubépine Industries pubblica un fatturato di 412 milioni di euro e conferma gli obiettivi annuali.',
      ),
      pt: text(
        'Aubépine Industries: volume de negócios do terceiro trimestre em alta de 6%',
        'Impulsionada pela sua atividade de componentes industriais, a Aubépine Industries publica um volume de negócios de 412 milhões de euros e confirma os seus objetivos anuais.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Mitarbeiteraktienplan 2025: Zeichnungsfrist',
        'Die Mitarbeiter der Gruppe können Anteile am Fonds Aubépine Actionnariat Relais mit einem Abschlag von 20 % und einem Zuschuss des Unternehmens zeichnen.',
      ),
      es: text(
        'Plan de accionariado para empleados 2025: período de suscripción',
        'Los empleados del grupo pueden suscribir participaciones del fondo Aubépine Actionnariat Relais con un descuento del 20 % y una aportación complementaria de la empresa.',
      ),
      it: text(
        'Piano di azionariato dei dipendenti 2025: periodo di sottoscrizione',
        "I dipendenti del gruppo possono sottoscrivere il fondo Aubépine Actionnariat Relais con uno sconto del 20% e un contributo integrativo dell'azienda.",
      ),
      pt: text(
        'Plano de participação acionista dos trabalhadores 2025: período de subscrição',
        'Os trabalhadores do grupo podem subscrever o fundo Aubépine Actionnariat Relais com um desconto de 20% e uma contribuição complementar da empresa.',
      ),
    },
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
    {
      de: text(
        'Dividende von 1,35 € je Aktie ausgezahlt',
        'Die von der Hauptversammlung beschlossene Dividende wurde auf das hinterlegte Bankkonto jedes direkt im Register eingetragenen Aktionärs überwiesen.',
      ),
      es: text(
        'Pago del dividendo de 1,35 € por acción',
        'El dividendo aprobado por la junta general se ha abonado en la cuenta bancaria registrada de cada accionista inscrito directamente en el registro.',
      ),
      it: text(
        'Dividendo di 1,35 € per azione messo in pagamento',
        "Il dividendo approvato dall'assemblea generale è stato versato sul conto bancario registrato di ciascun azionista iscritto direttamente nel registro.",
      ),
      pt: text(
        'Pagamento do dividendo de 1,35 € por ação',
        'O dividendo aprovado pela assembleia geral foi pago na conta bancária registada de cada acionista inscrito diretamente no registo.',
      ),
    },
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
    {
      de: text(
        'Aubépine Industries eröffnet ihren Standort in Clermont-Ferrand',
        'Der neue Produktionsstandort beschäftigt 180 Personen und senkt den Energieverbrauch pro gefertigtem Teil um 30 %.',
      ),
      es: text(
        'Aubépine Industries inaugura su planta de Clermont-Ferrand',
        'La nueva planta de producción emplea a 180 personas y reduce un 30 % el consumo de energía por pieza fabricada.',
      ),
      it: text(
        'Aubépine Industries inaugura il sito di Clermont-Ferrand',
        'Il nuovo sito produttivo impiega 180 persone e riduce del 30% il consumo di energia per pezzo prodotto.',
      ),
      pt: text(
        'Aubépine Industries inaugura a sua unidade de Clermont-Ferrand',
        'A nova unidade de produção emprega 180 pessoas e reduz em 30% o consumo de energia por peça fabricada.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Cèdre Logistique eröffnet eine multimodale Plattform in Lyon',
        'Die Plattform verbindet Schiene und Straße und wird ab dem Frühjahr 2.000 Container pro Woche abfertigen.',
      ),
      es: text(
        'Cèdre Logistique abre una plataforma multimodal en Lyon',
        'La plataforma conecta el ferrocarril y la carretera y gestionará 2000 contenedores por semana a partir de la primavera.',
      ),
      it: text(
        'Cèdre Logistique apre una piattaforma multimodale a Lione',
        'La piattaforma collega ferrovia e strada e gestirà 2.000 container a settimana a partire dalla primavera.',
      ),
      pt: text(
        'Cèdre Logistique abre uma plataforma multimodal em Lyon',
        'A plataforma liga a ferrovia e a estrada e processará 2000 contentores por semana a partir da primavera.',
      ),
    },
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
    {
      de: text(
        'Halbjahresergebnisse von Cèdre Logistique',
        'Das operative Ergebnis steigt trotz höherer Treibstoffkosten um 4 %; die Nettoverschuldung geht zurück.',
      ),
      es: text(
        'Resultados semestrales de Cèdre Logistique',
        'El resultado operativo crece un 4 % pese al aumento del coste del combustible; la deuda neta disminuye.',
      ),
      it: text(
        'Risultati semestrali di Cèdre Logistique',
        "Il risultato operativo cresce del 4% nonostante l'aumento del costo del carburante; l'indebitamento netto diminuisce.",
      ),
      pt: text(
        'Resultados semestrais da Cèdre Logistique',
        'O resultado operacional cresce 4% apesar do aumento do custo do combustível; a dívida líquida diminui.',
      ),
    },
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
    {
      de: text(
        'Neuer Vertrag mit einem großen europäischen Einzelhändler',
        'Cèdre Logistique wird fünf Jahre lang die Lagerhaltung und die Belieferung von 120 Geschäften in Frankreich und Belgien übernehmen.',
      ),
      es: text(
        'Nuevo contrato con un gran distribuidor europeo',
        'Cèdre Logistique se encargará durante cinco años del almacenamiento y la entrega de 120 tiendas en Francia y Bélgica.',
      ),
      it: text(
        'Nuovo contratto con un grande distributore europeo',
        'Per cinque anni Cèdre Logistique curerà il magazzinaggio e le consegne di 120 negozi in Francia e in Belgio.',
      ),
      pt: text(
        'Novo contrato com um grande distribuidor europeu',
        'Durante cinco anos, a Cèdre Logistique assegurará a armazenagem e a entrega de 120 lojas em França e na Bélgica.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Orée Assurances bringt ein Vorsorgeangebot für Selbstständige auf den Markt',
        'Die neue Produktreihe deckt Arbeitsunfähigkeit und Invalidität ab und kann vollständig online abgeschlossen werden.',
      ),
      es: text(
        'Orée Assurances lanza una oferta de previsión para trabajadores autónomos',
        'La nueva gama cubre la baja laboral y la invalidez, con una contratación totalmente en línea.',
      ),
      it: text(
        "Orée Assurances lancia un'offerta di previdenza per i lavoratori autonomi",
        "La nuova gamma copre l'inabilità temporanea al lavoro e l'invalidità, con sottoscrizione interamente online.",
      ),
      pt: text(
        'Orée Assurances lança uma oferta de previdência para trabalhadores independentes',
        'A nova gama cobre a baixa médica e a invalidez, com subscrição inteiramente online.',
      ),
    },
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
    {
      de: text(
        'Solvabilität: eine Quote von 214 % zum 30. Juni',
        'Orée Assurances weist eine solide Solvabilitätsquote aus, die ihre Dividendenpolitik stützt.',
      ),
      es: text(
        'Solvencia: un ratio del 214 % a 30 de junio',
        'Orée Assurances publica un sólido ratio de solvencia que respalda su política de dividendos.',
      ),
      it: text(
        'Solvibilità: un indice del 214% al 30 giugno',
        'Orée Assurances pubblica un solido indice di solvibilità, a sostegno della sua politica dei dividendi.',
      ),
      pt: text(
        'Solvência: um rácio de 214% a 30 de junho',
        'A Orée Assurances publica um rácio de solvência sólido que sustenta a sua política de dividendos.',
      ),
    },
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
    {
      de: text(
        'Hauptversammlung: alle Beschlussvorlagen angenommen',
        'Die Aktionäre haben den Jahresabschluss, die Dividende und die Wiederwahl von zwei Verwaltungsratsmitgliedern genehmigt.',
      ),
      es: text(
        'Junta general: aprobadas todas las resoluciones',
        'Los accionistas han aprobado las cuentas, el dividendo y la renovación del mandato de dos consejeros.',
      ),
      it: text(
        'Assemblea generale: approvate tutte le delibere',
        'Gli azionisti hanno approvato il bilancio, il dividendo e il rinnovo del mandato di due amministratori.',
      ),
      pt: text(
        'Assembleia geral: todas as propostas aprovadas',
        'Os acionistas aprovaram as contas, o dividendo e a renovação do mandato de dois administradores.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Saline Matériaux: Auftragsbestand auf Rekordniveau',
        'Die Aufträge für kohlenstoffarme Baustoffe reichen für 18 Monate Geschäftstätigkeit, ein noch nie erreichtes Niveau.',
      ),
      es: text(
        'Saline Matériaux: cartera de pedidos récord',
        'Los pedidos de materiales bajos en carbono alcanzan 18 meses de actividad, un nivel nunca visto.',
      ),
      it: text(
        'Saline Matériaux: portafoglio ordini record',
        'Gli ordini di materiali a basse emissioni di carbonio raggiungono 18 mesi di attività, un livello mai registrato prima.',
      ),
      pt: text(
        'Saline Matériaux: carteira de encomendas recorde',
        'As encomendas de materiais de baixo carbono atingem 18 meses de atividade, um nível nunca antes observado.',
      ),
    },
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
    {
      de: text(
        'Erwerb eines Steinbruchs in der Vendée',
        'Saline Matériaux sichert ihre Versorgung mit Gesteinskörnungen für die nächsten zwanzig Jahre.',
      ),
      es: text(
        'Adquisición de una cantera en la Vendée',
        'Saline Matériaux asegura su suministro de áridos para los próximos veinte años.',
      ),
      it: text(
        'Acquisizione di una cava in Vandea',
        "Saline Matériaux si assicura l'approvvigionamento di inerti per i prossimi vent'anni.",
      ),
      pt: text(
        'Aquisição de uma pedreira na Vendée',
        'A Saline Matériaux garante o seu abastecimento de agregados para os próximos vinte anos.',
      ),
    },
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
    {
      de: text(
        'Jahresergebnis von Saline Matériaux',
        'Der Umsatz erreicht 1,1 Milliarden Euro; der Verwaltungsrat schlägt eine Dividende von 0,92 € je Aktie vor.',
      ),
      es: text(
        'Resultados anuales de Saline Matériaux',
        'La facturación alcanza 1100 millones de euros; el consejo propone un dividendo de 0,92 € por acción.',
      ),
      it: text(
        'Risultati annuali di Saline Matériaux',
        'Il fatturato raggiunge 1,1 miliardi di euro; il consiglio di amministrazione propone un dividendo di 0,92 € per azione.',
      ),
      pt: text(
        'Resultados anuais da Saline Matériaux',
        'O volume de negócios atinge 1,1 mil milhões de euros; o conselho de administração propõe um dividendo de 0,92 € por ação.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Calanque Énergie nimmt ihren Solarpark in der Crau in Betrieb',
        'Der Park mit 150 Megawatt wird umgerechnet 70.000 Haushalte mit erneuerbarem Strom versorgen.',
      ),
      es: text(
        'Calanque Énergie pone en servicio su parque solar de La Crau',
        'El parque de 150 megavatios abastecerá de electricidad renovable el equivalente a 70 000 hogares.',
      ),
      it: text(
        'Calanque Énergie mette in servizio il parco solare della Crau',
        "Il parco da 150 megawatt fornirà elettricità rinnovabile all'equivalente di 70.000 famiglie.",
      ),
      pt: text(
        'Calanque Énergie põe em funcionamento o seu parque solar da Crau',
        'O parque de 150 megawatts abastecerá com eletricidade renovável o equivalente a 70 000 lares.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Kostenlose Zuteilung von Aktien 2024: Erinnerung an den Zeitplan',
        'Die Aktien des Plans AGA 2024 werden nach Ablauf der Erwerbsfrist geliefert und anschließend zwölf Monate lang gehalten.',
      ),
      es: text(
        'Atribución gratuita de acciones 2024: recordatorio del calendario',
        'Las acciones del plan AGA 2024 se entregarán al término del período de consolidación y después se conservarán durante doce meses.',
      ),
      it: text(
        'Assegnazione gratuita di azioni 2024: promemoria del calendario',
        'Le azioni del piano AGA 2024 saranno consegnate al termine del periodo di maturazione e poi conservate per dodici mesi.',
      ),
      pt: text(
        'Atribuição gratuita de ações 2024: lembrete do calendário',
        'As ações do plano AGA 2024 serão entregues no termo do período de aquisição e depois conservadas durante doze meses.',
      ),
    },
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
    {
      de: text(
        'Calanque Énergie hebt ihre Jahresprognose an',
        'Dank einer über den Erwartungen liegenden Windstromerzeugung wird das erwartete EBITDA um 5 % nach oben korrigiert.',
      ),
      es: text(
        'Calanque Énergie eleva sus previsiones anuales',
        'Gracias a una producción eólica superior a lo previsto, el resultado bruto de explotación se revisa al alza un 5 %.',
      ),
      it: text(
        'Calanque Énergie alza le previsioni annuali',
        'Grazie a una produzione eolica superiore alle attese, il margine operativo lordo è rivisto al rialzo del 5%.',
      ),
      pt: text(
        'Calanque Énergie eleva as suas previsões anuais',
        'Graças a uma produção eólica acima do esperado, o EBITDA previsto é revisto em alta em 5%.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Vercors Santé erhält die Zulassung für ihren diagnostischen Schnelltest',
        'Der Test erkennt drei Atemwegsinfektionen in fünfzehn Minuten und wird in Apotheken erhältlich sein.',
      ),
      es: text(
        'Vercors Santé obtiene la autorización de su prueba de diagnóstico rápido',
        'La prueba detecta tres infecciones respiratorias en quince minutos y se distribuirá en farmacias.',
      ),
      it: text(
        "Vercors Santé ottiene l'autorizzazione per il suo test diagnostico rapido",
        'Il test rileva tre infezioni respiratorie in quindici minuti e sarà distribuito in farmacia.',
      ),
      pt: text(
        'Vercors Santé obtém a autorização do seu teste de diagnóstico rápido',
        'O teste deteta três infeções respiratórias em quinze minutos e será distribuído nas farmácias.',
      ),
    },
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
    {
      de: text(
        'Neues Forschungszentrum in Grenoble',
        'Vercors Santé investiert 40 Millionen Euro und stellt innerhalb von zwei Jahren 90 Forscher ein.',
      ),
      es: text(
        'Nuevo centro de investigación en Grenoble',
        'Vercors Santé invierte 40 millones de euros y contratará a 90 investigadores en los próximos dos años.',
      ),
      it: text(
        'Nuovo centro di ricerca a Grenoble',
        'Vercors Santé investe 40 milioni di euro e assumerà 90 ricercatori entro due anni.',
      ),
      pt: text(
        'Novo centro de investigação em Grenoble',
        'A Vercors Santé investe 40 milhões de euros e vai recrutar 90 investigadores no prazo de dois anos.',
      ),
    },
  ),
  issuerNews(
    3003,
    58,
    text(
      'Résultats semestriels de Vercors Santé',
      'Les ventes progressent de 9 % et la marge opérationnelle atteint 17 %.',
    ),
    text('Vercors Santé half-year results', 'Sales grow 9% and the operating margin reaches 17%.'),
    {
      de: text(
        'Halbjahresergebnisse von Vercors Santé',
        'Der Umsatz steigt um 9 % und die operative Marge erreicht 17 %.',
      ),
      es: text(
        'Resultados semestrales de Vercors Santé',
        'Las ventas crecen un 9 % y el margen operativo alcanza el 17 %.',
      ),
      it: text(
        'Risultati semestrali di Vercors Santé',
        'Le vendite crescono del 9% e il margine operativo raggiunge il 17%.',
      ),
      pt: text(
        'Resultados semestrais da Vercors Santé',
        'As vendas crescem 9% e a margem operacional atinge 17%.',
      ),
    },
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
    {
      aLaUne: true,
      de: text(
        'Lumen Télécom baut Glasfaser in 300 weiteren Gemeinden aus',
        'Mehr als 450.000 zusätzliche Haushalte können bis zum Jahresende Zugang zu ultraschnellem Breitband erhalten.',
      ),
      es: text(
        'Lumen Télécom despliega la fibra en 300 nuevos municipios',
        'Más de 450 000 hogares adicionales podrán acceder a la banda ancha de muy alta velocidad antes de que termine el año.',
      ),
      it: text(
        'Lumen Télécom porta la fibra in 300 nuovi comuni',
        "Oltre 450.000 famiglie in più potranno accedere alla banda ultralarga entro la fine dell'anno.",
      ),
      pt: text(
        'Lumen Télécom leva a fibra a 300 novos municípios',
        'Mais de 450 000 lares adicionais poderão aceder à banda larga de muito alta velocidade até ao final do ano.',
      ),
    },
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
    {
      de: text(
        'Lumen Télécom auf La Réunion: neues Mobilfunkangebot',
        'Ein einziger Tarif deckt nun das französische Festland und die Überseedepartements ohne Roaminggebühren ab.',
      ),
      es: text(
        'Lumen Télécom en La Reunión: nueva oferta móvil',
        'Una única tarifa cubre ahora la Francia metropolitana y los departamentos de ultramar sin cargos por itinerancia.',
      ),
      it: text(
        'Lumen Télécom a La Réunion: nuova offerta mobile',
        "Un'unica tariffa copre ora la Francia metropolitana e i dipartimenti d'oltremare senza costi di roaming.",
      ),
      pt: text(
        'Lumen Télécom na Reunião: nova oferta móvel',
        'Um tarifário único cobre agora a França metropolitana e os departamentos ultramarinos sem custos de roaming.',
      ),
    },
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
    {
      de: text(
        'Quartalsumsatz von Lumen Télécom',
        'Die Zahl der Glasfaserkunden übersteigt 2 Millionen; der Umsatz bleibt mit 530 Millionen Euro stabil.',
      ),
      es: text(
        'Facturación trimestral de Lumen Télécom',
        'El número de abonados a la fibra supera los 2 millones; la facturación se mantiene estable en 530 millones de euros.',
      ),
      it: text(
        'Fatturato trimestrale di Lumen Télécom',
        'Il numero di abbonati alla fibra supera i 2 milioni; il fatturato è stabile a 530 milioni di euro.',
      ),
      pt: text(
        'Volume de negócios trimestral da Lumen Télécom',
        'O número de assinantes de fibra ultrapassa os 2 milhões; o volume de negócios mantém-se estável em 530 milhões de euros.',
      ),
    },
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
      de: text(
        'Borealis Banque eröffnet ihre Niederlassung in Mailand',
        'Die Bank betreut ihre Firmenkunden in Norditalien nun von einer Niederlassung mit 40 Beratern aus.',
      ),
      es: text(
        'Borealis Banque abre su oficina de Milán',
        'El banco atiende ahora a sus clientes empresariales del norte de Italia desde una oficina con 40 asesores.',
      ),
      it: text(
        'Borealis Banque apre la filiale di Milano',
        'La banca segue ora i clienti aziendali del Nord Italia da una filiale con 40 consulenti.',
      ),
      pt: text(
        'Borealis Banque abre a sua agência de Milão',
        'O banco acompanha agora os seus clientes empresariais do Norte de Itália a partir de uma agência com 40 consultores.',
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
      de: text(
        'Borealis Banque: Nettobankerträge um 7 % gestiegen',
        'Das Wachstum der Unternehmenskredite und der Verwaltungsprovisionen trägt die Erträge des Halbjahres.',
      ),
      es: text(
        'Borealis Banque: el margen bruto aumenta un 7 %',
        'El crecimiento de los créditos a empresas y de las comisiones de gestión impulsa los ingresos del semestre.',
      ),
      it: text(
        'Borealis Banque: margine di intermediazione in crescita del 7%',
        'La crescita dei prestiti alle imprese e delle commissioni di gestione sostiene i ricavi del semestre.',
      ),
      pt: text(
        'Borealis Banque: produto bancário líquido em alta de 7%',
        'O crescimento do crédito às empresas e das comissões de gestão sustenta as receitas do semestre.',
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
    {
      de: text(
        'Abschlagsdividende von 0,60 € je Aktie',
        'Der Verwaltungsrat hat beschlossen, im nächsten Monat eine Abschlagsdividende auszuzahlen.',
      ),
      es: text(
        'Dividendo a cuenta de 0,60 € por acción',
        'El consejo de administración ha acordado el pago de un dividendo a cuenta el próximo mes.',
      ),
      it: text(
        'Acconto sul dividendo di 0,60 € per azione',
        'Il consiglio di amministrazione ha deliberato il pagamento di un acconto sul dividendo il mese prossimo.',
      ),
      pt: text(
        'Adiantamento sobre dividendos de 0,60 € por ação',
        'O conselho de administração decidiu pagar um adiantamento sobre dividendos no próximo mês.',
      ),
    },
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
 * Alerts around the seeding instant: one current INFO for theme 1, one current URGENT for theme 2,
 * one that ended (theme 1) and one not started yet (every theme); the last two are never shown.
 * Each is written in the six languages (issue 16 §12); a language missing from an alert falls back
 * to French, as for the news (business/news/pick-language.ts).
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
        de: [
          'Laufende Phishing-Versuche',
          'Betrügerische E-Mails ahmen unsere Nachrichten nach. Geben Sie niemals Ihr Passwort weiter.',
        ],
        es: [
          'Intentos de phishing en curso',
          'Correos electrónicos fraudulentos imitan nuestros mensajes. No comunique nunca su contraseña.',
        ],
        it: [
          'Tentativi di phishing in corso',
          'E-mail fraudolente imitano i nostri messaggi. Non comunichi mai la sua password.',
        ],
        pt: [
          'Tentativas de phishing em curso',
          'E-mails fraudulentos imitam as nossas mensagens. Nunca comunique a sua palavra-passe.',
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
        de: [
          'Kapitalmaßnahme abgeschlossen',
          'Die Frist für die Wahl der Dividende in Aktien ist abgelaufen.',
        ],
        es: [
          'Operación sobre valores cerrada',
          'El plazo para elegir el dividendo en acciones ha finalizado.',
        ],
        it: [
          'Operazione sul capitale chiusa',
          'Il periodo per scegliere il dividendo in azioni è terminato.',
        ],
        pt: ['Operação sobre títulos encerrada', 'O período para escolher o dividendo em ações terminou.'],
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
        de: ['Geplante Wartung', 'Das Portal ist wegen Wartungsarbeiten eine Nacht lang nicht erreichbar.'],
        es: [
          'Mantenimiento programado',
          'El portal no estará disponible durante una noche por mantenimiento.',
        ],
        it: [
          'Manutenzione programmata',
          'Il portale non sarà disponibile per una notte a causa di manutenzione.',
        ],
        pt: ['Manutenção programada', 'O portal estará indisponível durante uma noite para manutenção.'],
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
