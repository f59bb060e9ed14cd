/**
 * Menu groups and sub-modules (spec 3 §3), keyed by the habilitation keys of spec 3 §6.
 * Labels are translation keys (catalogue/menu.ts).
 */
export const moduleSeeds = [
  {
    groupeNom: 'menu.portefeuille',
    groupeUrl: 'portefeuille',
    groupeOrdre: 1,
    groupeImgName: 'wallet.svg',
    sousModule: [
      // The habilitation to open the portfolio at all (spec 3 §6); never a menu entry of its own.
      { moduleKey: 'portefeuille', moduleNom: 'menu.portefeuille', moduleUrl: 'portefeuille', show: false },
      { moduleKey: 'titres', moduleNom: 'menu.titres', moduleUrl: 'titres' },
      { moduleKey: 'droits', moduleNom: 'menu.droits', moduleUrl: 'droits' },
      { moduleKey: 'fonds', moduleNom: 'menu.fonds', moduleUrl: 'fonds' },
    ],
  },
  {
    groupeNom: 'menu.suivi_operations',
    groupeUrl: 'suivi_operations',
    groupeOrdre: 2,
    groupeImgName: 'history.svg',
    sousModule: [
      // The habilitation to follow operations at all (spec 3 §6); never a menu entry of its own.
      {
        moduleKey: 'suivi_operations',
        moduleNom: 'menu.suivi_operations',
        moduleUrl: 'suivi_operations',
        show: false,
      },
      { moduleKey: 'histo_ope_bourse', moduleNom: 'menu.histo_ope_bourse', moduleUrl: 'histo_ope_bourse' },
      { moduleKey: 'histo_ordre_pls', moduleNom: 'menu.histo_ordre_pls', moduleUrl: 'histo_ordre_pls' },
      {
        moduleKey: 'histo_ope_diverses',
        moduleNom: 'menu.histo_ope_diverses',
        moduleUrl: 'histo_ope_diverses',
      },
    ],
  },
  {
    groupeNom: 'menu.passage_operations',
    groupeUrl: 'passage_operations',
    groupeOrdre: 3,
    groupeImgName: 'exchange.svg',
    sousModule: [
      // The habilitation to place orders at all (spec 3 §6); never a menu entry of its own.
      {
        moduleKey: 'passage_operations',
        moduleNom: 'menu.passage_operations',
        moduleUrl: 'passage_operations',
        show: false,
      },
      { moduleKey: 'operation_acheter', moduleNom: 'menu.operation_acheter', moduleUrl: 'operation_acheter' },
      { moduleKey: 'operation_vendre', moduleNom: 'menu.operation_vendre', moduleUrl: 'operation_vendre' },
      { moduleKey: 'operation_exercer', moduleNom: 'menu.operation_exercer', moduleUrl: 'operation_exercer' },
      { moduleKey: 'cotation_valeur', moduleNom: 'menu.cotation_valeur', moduleUrl: 'cotation_valeur' },
      { moduleKey: 'e_acceptation', moduleNom: 'menu.e_acceptation', moduleUrl: 'e_acceptation' },
      {
        moduleKey: 'option_paiement_cb',
        moduleNom: 'menu.option_paiement_cb',
        moduleUrl: 'option_paiement_cb',
        show: false,
      },
      {
        moduleKey: 'option_paiement_linxo',
        moduleNom: 'menu.option_paiement_linxo',
        moduleUrl: 'option_paiement_linxo',
        show: false,
      },
    ],
  },
  {
    groupeNom: 'menu.ost',
    groupeUrl: 'ost',
    groupeOrdre: 4,
    groupeImgName: 'corporate-action.svg',
    sousModule: [
      { moduleKey: 'ost_pda', moduleNom: 'menu.ost_pda', moduleUrl: 'ost_pda' },
      { moduleKey: 'ost_ak', moduleNom: 'menu.ost_ak', moduleUrl: 'ost_ak' },
    ],
  },
  {
    groupeNom: 'menu.assemblees_generales',
    groupeUrl: 'assemblees_generales',
    groupeOrdre: 5,
    groupeImgName: 'vote.svg',
    sousModule: [],
  },
  {
    groupeNom: 'menu.doc_generique',
    groupeUrl: 'doc_generique',
    groupeOrdre: 6,
    groupeImgName: 'documents.svg',
    sousModule: [],
  },
  {
    groupeNom: 'menu.profil',
    groupeUrl: 'profil',
    groupeOrdre: 7,
    groupeImgName: 'profile.svg',
    sousModule: [
      { moduleKey: 'profil', moduleNom: 'menu.profil.infos', moduleUrl: 'profil' },
      { moduleKey: 'maj_bank', moduleNom: 'menu.maj_bank', moduleUrl: 'profil/bancaire' },
      { moduleKey: 'justificatifs', moduleNom: 'menu.justificatifs', moduleUrl: 'profil/justificatifs' },
      { moduleKey: 'maj_adresse', moduleNom: 'menu.maj_adresse', moduleUrl: 'profil', show: false },
      { moduleKey: 'maj_email', moduleNom: 'menu.maj_email', moduleUrl: 'profil', show: false },
      { moduleKey: 'maj_naissance', moduleNom: 'menu.maj_naissance', moduleUrl: 'profil', show: false },
      { moduleKey: 'coct_form', moduleNom: 'menu.coct_form', moduleUrl: 'coct_form' },
    ],
  },
  {
    groupeNom: 'menu.parametres',
    groupeUrl: 'parametres',
    groupeOrdre: 8,
    groupeImgName: 'settings.svg',
    sousModule: [
      { moduleKey: 'maj_password', moduleNom: 'menu.maj_password', moduleUrl: 'maj_password' },
      { moduleKey: 'e_services', moduleNom: 'menu.e_services', moduleUrl: 'e_services' },
      { moduleKey: 'dispense_acompte', moduleNom: 'menu.dispense_acompte', moduleUrl: 'dispense_acompte' },
      { moduleKey: 'e_convocation', moduleNom: 'menu.e_convocation', moduleUrl: 'e_convocation' },
    ],
  },
  {
    groupeNom: 'menu.liens_utiles',
    groupeUrl: 'liens_utiles',
    groupeOrdre: 9,
    groupeImgName: 'links.svg',
    sousModule: [],
  },
];

/** Issuer refusals (habiliteEmet false) the demo register shows. */
export const issuerHabilitationSeeds = [
  { emetIden: 3003, moduleKey: 'operation_acheter', habiliteEmet: false, msgActi: null },
  // Vercors Santé makes no capital increase on line (the module guard's refusal of ost_ak).
  { emetIden: 3003, moduleKey: 'ost_ak', habiliteEmet: false, msgActi: null },
  { emetIden: 2002, moduleKey: 'option_paiement_linxo', habiliteEmet: false, msgActi: null },
  { emetIden: 2002, moduleKey: 'histo_ordre_pls', habiliteEmet: false, msgActi: null },
];
