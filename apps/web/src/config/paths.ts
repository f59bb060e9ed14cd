/**
 * The one route map (spec 1 §2, spec 3 §2). `path` is what the router matches, `getHref` what
 * links and redirects use, so no URL is typed twice. Names follow the spec's route names; a route
 * is registered in router.tsx only once its page exists.
 */
type TRoute<TArgs extends unknown[] = []> = { path: string; getHref: (...args: TArgs) => string };

/**
 * Navigation state forgotcredentials reads: the old-account need-help dialog sets
 * `isPasswordFlow` so the page opens with the forgotten-password choice selected (spec 1 §2 item 10).
 */
export type TForgotCredentialsState = { isPasswordFlow?: boolean };

function route(path: string): TRoute {
  return { path, getHref: () => path };
}

export const paths = {
  root: route('/'),

  // Login area (spec 1 §2)
  login: route('/login'),
  selectAccount: route('/select-account'),
  /** New terms of use to accept after login, before the shell (spec 1 §2 terms display). */
  cgu: route('/cgu'),
  demo: route('/demo'),
  /** Theming demo and component showcase (spec 3 §2 Demo pages), non-production builds only. */
  demoTheming: route('/demo/theming'),
  demoShowcase: route('/demo/showcase'),
  /** Dev mailbox (non-production): the messages of the local mail and SMS transports. */
  devOutbox: route('/dev/outbox'),
  contactUs: route('/contact-us'),
  contactUsFormCall: route('/contact-us/form-call'),
  /** The visitors' FAQ (resource/faq, piLoggedFaq false), linked from the contact pages. */
  contactUsFaq: route('/contact-us/faq'),
  firstConnexion: route('/firstconnexion'),
  /** Sign-up completed screen; the login comes in the navigation state (spec 1 §2 item 9). */
  signupCompleted: route('/firstconnexion/completed'),
  /** Identity-document check of a visitor (spec 2 §2 Document upload container). */
  firstConnexionJustificatifs: route('/firstconnexion/justificatifs'),
  forgotCredentials: route('/forgotcredentials'),
  forgotIdentifiant: route('/forgotidentifiant'),
  forgotPassword: route('/forgotpassword'),
  /** Old-account login; `variant` picks the old-PLS (with access code) or old-OLIS form. */
  ancienOlis: {
    path: '/ancienolis',
    getHref: (variant?: 'pls' | 'olis') => (variant ? `/ancienolis?variant=${variant}` : '/ancienolis'),
  } satisfies TRoute<['pls' | 'olis' | undefined]>,
  resetSuccess: route('/resetsuccess'),
  setPassword: route('/setpassword'),
  validateOtp: route('/validate-otp'),
  sso: {
    path: '/sso/:token',
    getHref: (token: string) => `/sso/${encodeURIComponent(token)}`,
  } satisfies TRoute<[string]>,
  maintenance: route('/maintenance'),

  // Signed-in shell (spec 3 §2)
  dashboard: route('/dashboard'),
  titres: route('/titres'),
  droits: route('/droits'),
  fonds: route('/fonds'),
  /** The follow-up group's address: its default tab (spec 3 §2). */
  suiviOperations: route('/suivi_operations'),
  histoOpeBourse: route('/histo_ope_bourse'),
  histoOpeBourseDetails: {
    path: '/histo_ope_bourse/details',
    getHref: (id: string) => `/histo_ope_bourse/details?id=${encodeURIComponent(id)}`,
  } satisfies TRoute<[string]>,
  histoOrdrePls: route('/histo_ordre_pls'),
  histoOpeDiverses: route('/histo_ope_diverses'),
  profil: route('/profil'),
  profilBancaire: route('/profil/bancaire'),
  profilJustificatifs: route('/profil/justificatifs'),
  coctForm: route('/coct_form'),
  contact: route('/contact'),
  messagerie: route('/messagerie'),
  /** The holders' FAQ (resource/faq, piLoggedFaq true), linked from help and contact. */
  faq: route('/faq'),
  operationAcheter: route('/operation_acheter'),
  operationVendre: route('/operation_vendre'),
  operationExercer: route('/operation_exercer'),
  operationExercerLeveeSimple: route('/operation_exercer_levee_simple'),
  operationExercerLeveeVente: route('/operation_exercer_levee_vente'),
  operationExercerLeveePasserelle: route('/operation_exercer_levee_passerelle'),
  cotationValeur: route('/cotation_valeur'),
  eAcceptation: route('/e_acceptation'),
  ostPda: route('/ost_pda'),
  ostAk: route('/ost_ak'),
  majPassword: route('/maj_password'),
  eServices: route('/e_services'),
  dispenseAcompte: route('/dispense_acompte'),
  eConvocation: route('/e_convocation'),
  docGenerique: route('/doc_generique'),
  docGeneriqueReleves: route('/doc_generique/releves'),
  docGeneriqueRapports: route('/doc_generique/rapports'),
  docGeneriqueAvisOperations: route('/doc_generique/avis-operations'),
  assembleesGenerales: route('/assemblees_generales'),
  liensUtiles: route('/liens_utiles'),
  paymentCallback: route('/payment-callback'),
} as const;
