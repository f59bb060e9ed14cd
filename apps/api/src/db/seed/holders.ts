/**
 * The demo register's holders and their portal users. Passwords are set by the access
 * feature's seed; a user without one has not signed up yet.
 */
export const holderSeeds = [
  { tituNume: 'T1001-000101', actiIden: 101, emetIden: 1001, civility: 'M', firstName: 'Jean', lastName: 'Dupont', birthDate: '1968-04-12', residenceFiscale: 'FRANCE', email: 'jean.dupont@example.fr', phone: '+33612345678' },
  { tituNume: 'T1001-000102', actiIden: 102, emetIden: 1001, civility: 'MME', firstName: 'Marie', lastName: 'Martin', birthDate: '1975-09-30', residenceFiscale: 'FRANCE', email: 'marie.martin@example.fr', phone: '+33698765432' },
  { tituNume: 'T2002-000102', actiIden: 102, emetIden: 2002, civility: 'MME', firstName: 'Marie', lastName: 'Martin', birthDate: '1975-09-30', residenceFiscale: 'FRANCE', email: 'marie.martin@example.fr', phone: '+33698765432' },
  { tituNume: 'T3003-000102', actiIden: 102, emetIden: 3003, civility: 'MME', firstName: 'Marie', lastName: 'Martin', birthDate: '1975-09-30', residenceFiscale: 'FRANCE', email: 'marie.martin@example.fr', phone: '+33698765432' },
  { tituNume: 'T1002-000103', actiIden: 103, emetIden: 1002, civility: 'M', firstName: 'Lukas', lastName: 'Schneider', birthDate: '1982-01-05', residenceFiscale: 'DEU', email: 'lukas.schneider@example.de', phone: '+4915112345678', blackoutControls: ['BLOCAGE'] },
  { tituNume: 'T2002-000104', actiIden: 104, emetIden: 2002, civility: 'MME', firstName: 'Lucía', lastName: 'García', birthDate: '1990-07-21', residenceFiscale: 'ESP', email: 'lucia.garcia@example.es', phone: '+34612345678' },
  { tituNume: 'T4004-000105', actiIden: 105, emetIden: 4004, civility: 'M', firstName: 'Paul', lastName: 'Lefèvre', birthDate: '1959-11-02', residenceFiscale: 'DOM', email: 'paul.lefevre@example.fr', phone: '+262692123456', hasBlocageRefExterne: true },
  { tituNume: 'T1003-000107', actiIden: 107, emetIden: 1003, civility: 'M', firstName: 'Hugo', lastName: 'Bernard', birthDate: '1993-06-18', residenceFiscale: 'FRANCE', email: 'hugo.bernard@example.fr', phone: '+33611223344' },
  { tituNume: 'T1001-000108', actiIden: 108, emetIden: 1001, civility: 'MME', firstName: 'Claire', lastName: 'Durand', birthDate: '1984-02-09', residenceFiscale: 'FRANCE', email: 'claire.durand@example.fr', phone: '+33622334455' },
  { tituNume: 'T1002-000109', actiIden: 109, emetIden: 1002, civility: 'M', firstName: 'Antoine', lastName: 'Moreau', birthDate: '1979-12-01', residenceFiscale: 'FRANCE', email: 'antoine.moreau@example.fr', phone: '+33633445566' },
  { tituNume: 'T2002-000110', actiIden: 110, emetIden: 2002, civility: 'MME', firstName: 'Inès', lastName: 'Petit', birthDate: '1996-05-27', residenceFiscale: 'FRANCE', email: 'ines.petit@example.fr', phone: '+33644556677' },
  { tituNume: 'T1001-000111', actiIden: 111, emetIden: 1001, civility: 'M', firstName: 'Nicolas', lastName: 'Roux', birthDate: '1970-08-15', residenceFiscale: 'FRANCE', email: 'nicolas.roux@example.fr', phone: '+33655667788' },
  { tituNume: 'T1001-000112', actiIden: 112, emetIden: 1001, civility: 'MME', firstName: 'Émilie', lastName: 'Laurent', birthDate: '1966-10-03', residenceFiscale: 'FRANCE', email: 'emilie.laurent@example.fr', phone: '+33677889900' },
  { tituNume: 'T5005-000113', actiIden: 113, emetIden: 5005, civility: 'M', firstName: 'Marco', lastName: 'Bianchi', birthDate: '1981-03-22', residenceFiscale: 'ITA', email: 'marco.bianchi@example.it', phone: '+393481112233' },
  { tituNume: 'T1002-000114', actiIden: 114, emetIden: 1002, civility: 'M', firstName: 'Yves', lastName: 'Garnier', birthDate: '1955-01-30', residenceFiscale: 'FRANCE', email: 'yves.garnier@example.fr', phone: '+33688990011' },
  { tituNume: 'T5005-000106', actiIden: 106, emetIden: 5005, civility: 'MME', firstName: 'Giulia', lastName: 'Rossi', birthDate: '1987-03-14', residenceFiscale: 'ITA', email: 'giulia.rossi@example.it', phone: '+393471234567' },
];

/** Password of every signed-up demo user (meets the strength rules of spec 1 §5). */
export const DEMO_PASSWORD = 'Nomina#Demo2025';

/** Portal users and the accounts they hold. Those with signedUp false have no password yet. */
export const userSeeds: { login: string; email: string; phone: string | null; smsConsent: boolean; signedUp: boolean; otpLogin?: boolean; accounts: string[] }[] = [
  { login: 'jdupont01', email: 'jean.dupont@example.fr', phone: '+33612345678', smsConsent: true, signedUp: true, accounts: ['T1001-000101'] },
  { login: 'mmartin01', email: 'marie.martin@example.fr', phone: '+33698765432', smsConsent: true, signedUp: true, accounts: ['T1001-000102', 'T2002-000102', 'T3003-000102'] },
  { login: 'lschneider', email: 'lukas.schneider@example.de', phone: '+4915112345678', smsConsent: false, signedUp: true, accounts: ['T1002-000103'] },
  { login: 'lgarcia01', email: 'lucia.garcia@example.es', phone: null, smsConsent: false, signedUp: true, accounts: ['T2002-000104'] },
  { login: 'plefevre01', email: 'paul.lefevre@example.fr', phone: '+262692123456', smsConsent: true, signedUp: true, accounts: ['T4004-000105'] },
  { login: 'grossi0001', email: 'giulia.rossi@example.it', phone: '+393471234567', smsConsent: true, signedUp: true, otpLogin: true, accounts: ['T5005-000106'] },
  { login: 'hbernard01', email: 'hugo.bernard@example.fr', phone: '+33611223344', smsConsent: false, signedUp: false, accounts: ['T1003-000107'] },
  // More holders who have not signed up, so each sign-up journey of a test run has its own.
  { login: 'cdurand01', email: 'claire.durand@example.fr', phone: '+33622334455', smsConsent: false, signedUp: false, accounts: ['T1001-000108'] },
  { login: 'amoreau01', email: 'antoine.moreau@example.fr', phone: '+33633445566', smsConsent: true, signedUp: false, accounts: ['T1002-000109'] },
  { login: 'ipetit0001', email: 'ines.petit@example.fr', phone: '+33644556677', smsConsent: false, signedUp: false, accounts: ['T2002-000110'] },
  { login: 'nroux00001', email: 'nicolas.roux@example.fr', phone: '+33655667788', smsConsent: false, signedUp: false, accounts: ['T1001-000111'] },
];

/** Account-level refusals with their reasons (translation keys). */
export const accountHabilitationSeeds = [
  { tituNume: 'T1002-000103', moduleKey: 'operation_vendre', habiliteActi: false, motifsBlocage: ['habilitations.motif.blackout'] },
  { tituNume: 'T1002-000103', moduleKey: 'operation_acheter', habiliteActi: false, motifsBlocage: ['habilitations.motif.blackout'] },
];

/**
 * Accounts of the old portals, to migrate through the old-account flow (ancienolis).
 * Passwords and access codes are the demo values listed in the README.
 */
export const legacyAccountSeeds = [
  { variant: 'OLIS', oldIdentifier: '4815162', accessCode: null, password: 'Ancien#Olis2019', emetIden: 1001, refClient: '112', refSalarie: null, tituNume: 'T1001-000112', blocked: 'N' },
  { variant: 'PLS', oldIdentifier: '73519', accessCode: 'PLS7351', password: 'Ancien#Pls2019', emetIden: 5005, refClient: '113', refSalarie: 'E-0113', tituNume: 'T5005-000113', blocked: 'N' },
  { variant: 'PLS', oldIdentifier: '99999', accessCode: 'PLS9999', password: 'Ancien#Pls2019', emetIden: 1002, refClient: '114', refSalarie: null, tituNume: 'T1002-000114', blocked: 'O' },
];
