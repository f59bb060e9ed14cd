/** The demo register's portal users, their account refusals and the old portals' accounts. */

/** Password of every signed-up demo user (meets the strength rules of spec 1 §5). */
export const DEMO_PASSWORD = 'Nomina#Demo2025';

/** Portal users and the accounts they hold. Those with signedUp false have no password yet. */
export const userSeeds: {
  login: string;
  email: string;
  phone: string | null;
  smsConsent: boolean;
  signedUp: boolean;
  otpLogin?: boolean;
  accounts: string[];
}[] = [
  {
    login: 'jdupont01',
    email: 'jean.dupont@example.fr',
    phone: '+33612345678',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000101'],
  },
  {
    login: 'mmartin01',
    email: 'marie.martin@example.fr',
    phone: '+33698765432',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000102', 'T2002-000102', 'T3003-000102'],
  },
  {
    login: 'lschneider',
    email: 'lukas.schneider@example.de',
    phone: '+4915112345678',
    smsConsent: false,
    signedUp: true,
    accounts: ['T1002-000103'],
  },
  {
    login: 'lgarcia01',
    email: 'lucia.garcia@example.es',
    phone: null,
    smsConsent: false,
    signedUp: true,
    accounts: ['T2002-000104'],
  },
  {
    login: 'plefevre01',
    email: 'paul.lefevre@example.fr',
    phone: '+262692123456',
    smsConsent: true,
    signedUp: true,
    accounts: ['T4004-000105'],
  },
  {
    login: 'grossi0001',
    email: 'giulia.rossi@example.it',
    phone: '+393471234567',
    smsConsent: true,
    signedUp: true,
    otpLogin: true,
    accounts: ['T5005-000106'],
  },
  // Used by the forgotten-password journey, so it never changes the password of the others.
  {
    login: 'vblanc0001',
    email: 'victor.blanc@example.fr',
    phone: '+33699001122',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1004-000115'],
  },
  {
    // Kept for the password-confirmation limit journey, which ends his session.
    login: 'tmercier01',
    email: 'thomas.mercier@example.fr',
    phone: '+33677889900',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000120'],
  },
  // Password change journey (changes his password), terms-at-login journey, messaging journey.
  {
    login: 'sfontaine1',
    email: 'sophie.fontaine@example.fr',
    phone: '+33611112222',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000121'],
  },
  {
    login: 'rfaure0001',
    email: 'romain.faure@example.fr',
    phone: '+33633334444',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000122'],
  },
  {
    login: 'clambert01',
    email: 'camille.lambert@example.fr',
    phone: '+33655556666',
    smsConsent: true,
    signedUp: true,
    accounts: ['T1001-000123'],
  },
  {
    login: 'hbernard01',
    email: 'hugo.bernard@example.fr',
    phone: '+33611223344',
    smsConsent: false,
    signedUp: false,
    accounts: ['T1003-000107'],
  },
  // More holders who have not signed up, so each sign-up journey of a test run has its own.
  {
    login: 'cdurand01',
    email: 'claire.durand@example.fr',
    phone: '+33622334455',
    smsConsent: false,
    signedUp: false,
    accounts: ['T1001-000108'],
  },
  {
    login: 'amoreau01',
    email: 'antoine.moreau@example.fr',
    phone: '+33633445566',
    smsConsent: true,
    signedUp: false,
    accounts: ['T1002-000109'],
  },
  {
    login: 'ipetit0001',
    email: 'ines.petit@example.fr',
    phone: '+33644556677',
    smsConsent: false,
    signedUp: false,
    accounts: ['T2002-000110'],
  },
  {
    login: 'nroux00001',
    email: 'nicolas.roux@example.fr',
    phone: '+33655667788',
    smsConsent: false,
    signedUp: false,
    accounts: ['T1001-000111'],
  },
  // The visitor's identity check records the SMS consent: its own holder, whom no consent test needs.
  {
    login: 'gfontaine1',
    email: 'gabriel.fontaine@example.fr',
    phone: '+33666778899',
    smsConsent: false,
    signedUp: false,
    accounts: ['T1001-000116'],
  },
];

/** Account-level refusals with their reasons (translation keys). */
export const accountHabilitationSeeds = [
  {
    tituNume: 'T1002-000103',
    moduleKey: 'operation_vendre',
    habiliteActi: false,
    motifsBlocage: ['habilitations.motif.blackout'],
  },
  {
    tituNume: 'T1002-000103',
    moduleKey: 'operation_acheter',
    habiliteActi: false,
    motifsBlocage: ['habilitations.motif.blackout'],
  },
  // mmartin01 on Vercors Santé: the account is not enabled for selling or exercising on line (its
  // issuer already refuses buying): the operations habilitation journey.
  {
    tituNume: 'T3003-000102',
    moduleKey: 'operation_vendre',
    habiliteActi: false,
    motifsBlocage: ['habilitations.motif.operations'],
  },
  {
    tituNume: 'T3003-000102',
    moduleKey: 'operation_exercer',
    habiliteActi: false,
    motifsBlocage: ['habilitations.motif.operations'],
  },
  {
    tituNume: 'T2002-000104',
    moduleKey: 'droits',
    habiliteActi: false,
    motifsBlocage: ['habilitations.motif.plan'],
  },
];

/**
 * Accounts of the old portals, to migrate through the old-account flow (ancienolis).
 * Passwords and access codes are the demo values listed in the README.
 */
export const legacyAccountSeeds = [
  {
    variant: 'OLIS',
    oldIdentifier: '4815162',
    accessCode: null,
    password: 'Ancien#Olis2019',
    emetIden: 1001,
    refClient: '112',
    refSalarie: null,
    tituNume: 'T1001-000112',
    blocked: 'N',
  },
  {
    variant: 'PLS',
    oldIdentifier: '73519',
    accessCode: 'PLS7351',
    password: 'Ancien#Pls2019',
    emetIden: 5005,
    refClient: '113',
    refSalarie: 'E-0113',
    tituNume: 'T5005-000113',
    blocked: 'N',
  },
  {
    variant: 'PLS',
    oldIdentifier: '99999',
    accessCode: 'PLS9999',
    password: 'Ancien#Pls2019',
    emetIden: 1002,
    refClient: '114',
    refSalarie: null,
    tituNume: 'T1002-000114',
    blocked: 'O',
  },
];
