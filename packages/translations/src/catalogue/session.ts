import type { TCatalogue } from './catalogue.types';

/** Idle session time-out popup (spec 1 §4: 600 s idle, then 120 s before logout). */
export const sessionTexts: TCatalogue = {
  'session.timeout.title': {
    fr: 'Votre session va expirer',
    en: 'Your session is about to expire',
    de: 'Ihre Sitzung läuft bald ab',
    es: 'Su sesión va a caducar',
    it: 'La sessione sta per scadere',
    pt: 'A sua sessão vai expirar',
  },
  'session.timeout.text': {
    fr: 'Vous êtes inactif depuis un moment. Pour protéger votre compte, vous serez déconnecté automatiquement.',
    en: 'You have been inactive for a while. To protect your account, you will be logged out automatically.',
    de: 'Sie waren eine Weile inaktiv. Zum Schutz Ihres Kontos werden Sie automatisch abgemeldet.',
    es: 'Lleva un tiempo inactivo. Para proteger su cuenta, se cerrará la sesión automáticamente.',
    it: 'È inattivo da un po’ di tempo. Per proteggere il suo conto, verrà disconnesso automaticamente.',
    pt: 'Está inativo há algum tempo. Para proteger a sua conta, a sessão será terminada automaticamente.',
  },
  'session.timeout.countdown': {
    fr: 'Déconnexion dans {{count}} s',
    en: 'Logging out in {{count}} s',
    de: 'Abmeldung in {{count}} s',
    es: 'Cierre de sesión en {{count}} s',
    it: 'Disconnessione tra {{count}} s',
    pt: 'Fim da sessão dentro de {{count}} s',
  },
  'session.timeout.stay': {
    fr: 'Rester connecté',
    en: 'Stay signed in',
    de: 'Angemeldet bleiben',
    es: 'Mantener la sesión',
    it: 'Resta connesso',
    pt: 'Manter sessão iniciada',
  },
};
