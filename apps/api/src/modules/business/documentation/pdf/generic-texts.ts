/**
 * Content of the generic documents (general documentation tab), one version per language.
 * The fee schedule's figures are spec 3 §5's sample (0.3 %, 10 € minimum), as the seeded orders use.
 */
export type TGenericTopic = 'conditions' | 'tarifs' | 'reglement' | 'guide';
export type TGenericText = {
  title: string;
  intro: string;
  sections: [string, string][];
  /** A table after the introduction: header row, then rows. */
  table?: string[][];
};

type TTexts = Record<TGenericTopic, Partial<Record<string, TGenericText>>>;

export const GENERIC_TEXTS: TTexts = {
  conditions: {
    fr: {
      title: 'Conditions générales du service',
      intro:
        'Les présentes conditions régissent l’accès au portail Nomina des titulaires de titres au nominatif pur.',
      sections: [
        [
          '1. Objet',
          'Le portail permet de consulter ses avoirs, de passer des ordres de bourse, de lever des options et de recevoir ses documents.',
        ],
        [
          '2. Accès',
          'L’accès se fait par identifiant et mot de passe personnels. Le titulaire veille à leur confidentialité.',
        ],
        [
          '3. Ordres',
          'Un ordre est transmis au marché après confirmation. Un ordre en attente peut être annulé tant qu’il n’est pas exécuté.',
        ],
        [
          '4. Documents',
          'Les relevés, imprimés fiscaux et avis d’opéré sont mis à disposition en ligne et conservés dix ans.',
        ],
        [
          '5. Données personnelles',
          'Les données sont traitées pour la tenue du registre, conformément au règlement général sur la protection des données.',
        ],
      ],
    },
    en: {
      title: 'General terms of service',
      intro: 'These terms govern access to the Nomina portal for holders of directly registered shares.',
      sections: [
        [
          '1. Purpose',
          'The portal lets holders view their holdings, place stock-exchange orders, exercise options and receive their documents.',
        ],
        ['2. Access', 'Access requires a personal login and password. The holder keeps them confidential.'],
        [
          '3. Orders',
          'An order is sent to the market once confirmed. A pending order may be cancelled until it is executed.',
        ],
        [
          '4. Documents',
          'Statements, tax reports and trade confirmations are available online and kept for ten years.',
        ],
        [
          '5. Personal data',
          'Data is processed to keep the register, in line with the General Data Protection Regulation.',
        ],
      ],
    },
    de: {
      title: 'Allgemeine Nutzungsbedingungen',
      intro: 'Diese Bedingungen regeln den Zugang zum Nomina-Portal für Inhaber von Namensaktien.',
      sections: [
        [
          '1. Gegenstand',
          'Das Portal zeigt den Bestand, nimmt Börsenaufträge und Optionsausübungen entgegen und stellt Dokumente bereit.',
        ],
        [
          '2. Zugang',
          'Der Zugang erfolgt mit persönlicher Kennung und Passwort, die der Inhaber vertraulich behandelt.',
        ],
        [
          '3. Aufträge',
          'Ein Auftrag wird nach Bestätigung an den Markt geleitet. Ein offener Auftrag kann bis zur Ausführung storniert werden.',
        ],
        [
          '4. Dokumente',
          'Auszüge, Steuerbescheinigungen und Ausführungsanzeigen stehen online bereit und werden zehn Jahre aufbewahrt.',
        ],
        [
          '5. Personenbezogene Daten',
          'Die Daten werden zur Registerführung gemäß der Datenschutz-Grundverordnung verarbeitet.',
        ],
      ],
    },
    es: {
      title: 'Condiciones generales del servicio',
      intro: 'Estas condiciones regulan el acceso al portal Nomina de los titulares de acciones nominativas.',
      sections: [
        [
          '1. Objeto',
          'El portal permite consultar la cartera, dar órdenes bursátiles, ejercer opciones y recibir documentos.',
        ],
        [
          '2. Acceso',
          'El acceso requiere un identificador y una contraseña personales que el titular mantiene en secreto.',
        ],
        [
          '3. Órdenes',
          'Una orden se transmite al mercado tras su confirmación. Una orden pendiente puede anularse hasta su ejecución.',
        ],
        [
          '4. Documentos',
          'Los extractos, informes fiscales y avisos de ejecución están disponibles en línea durante diez años.',
        ],
        [
          '5. Datos personales',
          'Los datos se tratan para llevar el registro, conforme al Reglamento General de Protección de Datos.',
        ],
      ],
    },
  },
  tarifs: {
    fr: {
      title: 'Barème des frais de courtage',
      table: [
        ['Opération', 'Taux', 'Minimum'],
        ['Achat ou vente en bourse', '0,30 %', '10,00 €'],
        ['Levée d’options (simple ou vente)', '0,30 %', '10,00 €'],
        ['Paiement de dividende', 'gratuit', '—'],
        ['Transfert de titres', 'gratuit', '—'],
      ],
      intro:
        'Frais prélevés sur chaque ordre exécuté, par tranche de montant brut. Aucun droit de garde n’est facturé.',
      sections: [
        [
          'Taxe sur les transactions financières',
          'Les achats de titres concernés supportent la taxe de 0,3 % du montant brut.',
        ],
      ],
    },
    en: {
      title: 'Brokerage fee schedule',
      table: [
        ['Operation', 'Rate', 'Minimum'],
        ['Stock-exchange purchase or sale', '0.30%', '€10.00'],
        ['Option exercise (simple or sell)', '0.30%', '€10.00'],
        ['Dividend payment', 'free', '—'],
        ['Share transfer', 'free', '—'],
      ],
      intro: 'Fees charged on each executed order, by band of gross amount. No custody fee is charged.',
      sections: [
        [
          'Financial transaction tax',
          'Purchases of the securities concerned bear the 0.3% tax on the gross amount.',
        ],
      ],
    },
    de: {
      title: 'Gebührenverzeichnis',
      table: [
        ['Vorgang', 'Satz', 'Minimum'],
        ['Kauf oder Verkauf an der Börse', '0,30 %', '10,00 €'],
        ['Optionsausübung (einfach oder mit Verkauf)', '0,30 %', '10,00 €'],
        ['Dividendenzahlung', 'kostenlos', '—'],
        ['Wertpapierübertrag', 'kostenlos', '—'],
      ],
      intro: 'Gebühren je ausgeführtem Auftrag nach Bruttobetrag. Depotgebühren fallen nicht an.',
      sections: [
        [
          'Finanztransaktionssteuer',
          'Käufe der betroffenen Wertpapiere tragen die Steuer von 0,3 % des Bruttobetrags.',
        ],
      ],
    },
    es: {
      title: 'Baremo de comisiones',
      table: [
        ['Operación', 'Tipo', 'Mínimo'],
        ['Compra o venta en bolsa', '0,30 %', '10,00 €'],
        ['Ejercicio de opciones (simple o con venta)', '0,30 %', '10,00 €'],
        ['Pago de dividendos', 'gratuito', '—'],
        ['Traspaso de valores', 'gratuito', '—'],
      ],
      intro:
        'Comisiones cobradas por cada orden ejecutada, por tramo de importe bruto. No hay comisión de custodia.',
      sections: [
        [
          'Impuesto sobre transacciones financieras',
          'Las compras de los valores afectados soportan el impuesto del 0,3 % del importe bruto.',
        ],
      ],
    },
  },
  reglement: {
    fr: {
      title: 'Règlement des plans d’actions',
      intro:
        'Extrait des règlements des plans d’attribution gratuite (AGA) et d’options de souscription (SO).',
      sections: [
        [
          'Attribution gratuite',
          'Les actions sont acquises au terme de la période d’acquisition, sous condition de présence, puis inscrites au nominatif pur.',
        ],
        [
          'Options',
          'Les options se lèvent au prix d’exercice fixé par le plan, pendant la période d’exercice, en levée simple ou en levée-vente.',
        ],
        [
          'Acceptation',
          'Le bénéficiaire accepte le plan en ligne dans le délai indiqué ; à défaut, l’attribution est caduque.',
        ],
      ],
    },
    en: {
      title: 'Share plan rules',
      intro: 'Extract of the rules of the free-share plans (AGA) and the stock-option plans (SO).',
      sections: [
        [
          'Free shares',
          'Shares vest at the end of the vesting period, subject to continued employment, then are registered directly.',
        ],
        [
          'Options',
          'Options are exercised at the plan’s strike price during the exercise period, as a simple exercise or exercise and sell.',
        ],
        [
          'Acceptance',
          'The beneficiary accepts the plan online within the stated period; otherwise the grant lapses.',
        ],
      ],
    },
  },
  guide: {
    fr: {
      title: 'Guide de l’actionnaire au nominatif',
      intro: 'Le nominatif pur : vos titres sont inscrits directement dans le registre de la société.',
      sections: [
        [
          'Vos avantages',
          'Pas de droits de garde, une convocation personnelle aux assemblées et une information directe de la société.',
        ],
        [
          'Vos opérations',
          'Achetez, vendez et suivez vos ordres dans l’historique des opérations ; chaque exécution donne lieu à un avis d’opéré.',
        ],
        [
          'Vos documents',
          'Relevés trimestriels, imprimé fiscal unique annuel et avis d’opéré sont dans la rubrique Documentation.',
        ],
      ],
    },
    en: {
      title: 'Registered shareholder guide',
      intro: 'Direct registration: your shares are recorded in the company’s own register.',
      sections: [
        [
          'Your benefits',
          'No custody fees, a personal invitation to general meetings and information straight from the company.',
        ],
        [
          'Your operations',
          'Buy, sell and follow your orders in the operation history; every execution comes with a trade confirmation.',
        ],
        [
          'Your documents',
          'Quarterly statements, the annual tax report and trade confirmations are in the Documentation area.',
        ],
      ],
    },
    de: {
      title: 'Leitfaden für Namensaktionäre',
      intro: 'Direkte Eintragung: Ihre Aktien stehen im Aktienregister der Gesellschaft.',
      sections: [
        [
          'Ihre Vorteile',
          'Keine Depotgebühren, persönliche Einladung zur Hauptversammlung und Informationen direkt von der Gesellschaft.',
        ],
        [
          'Ihre Aufträge',
          'Kaufen, verkaufen und verfolgen Sie Ihre Aufträge in der Historie; jede Ausführung erhält eine Ausführungsanzeige.',
        ],
        [
          'Ihre Dokumente',
          'Quartalsauszüge, die jährliche Steuerbescheinigung und Ausführungsanzeigen finden Sie unter Dokumentation.',
        ],
      ],
    },
    es: {
      title: 'Guía del accionista nominativo',
      intro: 'Registro directo: sus acciones figuran en el registro de la propia sociedad.',
      sections: [
        [
          'Sus ventajas',
          'Sin comisiones de custodia, convocatoria personal a las juntas e información directa de la sociedad.',
        ],
        [
          'Sus operaciones',
          'Compre, venda y siga sus órdenes en el historial; cada ejecución genera un aviso de ejecución.',
        ],
        [
          'Sus documentos',
          'Extractos trimestrales, informe fiscal anual y avisos de ejecución están en la sección Documentación.',
        ],
      ],
    },
    it: {
      title: 'Guida dell’azionista nominativo',
      intro: 'Registrazione diretta: le vostre azioni sono iscritte nel registro della società.',
      sections: [
        [
          'I vostri vantaggi',
          'Nessuna spesa di custodia, convocazione personale alle assemblee e informazione diretta dalla società.',
        ],
        [
          'Le vostre operazioni',
          'Acquistate, vendete e seguite i vostri ordini nello storico; ogni esecuzione genera un avviso di eseguito.',
        ],
        [
          'I vostri documenti',
          'Estratti trimestrali, rendiconto fiscale annuale e avvisi di eseguito sono nella sezione Documentazione.',
        ],
      ],
    },
    pt: {
      title: 'Guia do acionista nominativo',
      intro: 'Registo direto: as suas ações estão inscritas no registo da própria sociedade.',
      sections: [
        [
          'As suas vantagens',
          'Sem comissões de custódia, convocatória pessoal para as assembleias e informação direta da sociedade.',
        ],
        [
          'As suas operações',
          'Compre, venda e acompanhe as suas ordens no histórico; cada execução gera um aviso de execução.',
        ],
        [
          'Os seus documentos',
          'Extratos trimestrais, relatório fiscal anual e avisos de execução estão na secção Documentação.',
        ],
      ],
    },
  },
};
