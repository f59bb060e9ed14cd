import type { TThemeOverrides } from './catalogue.types';

/**
 * Texts naming the issuer of each theme (logo text alternative, login welcome). Theme 1 repeats
 * the base wording of common.ts and login.ts so every theme is explicit.
 */
export const themeOverrides: TThemeOverrides = {
  1: {
    'theme.logo.alt': {
      fr: 'Nomina – Aubépine Industries, retour à l’accueil',
      en: 'Nomina – Aubépine Industries, back to home',
      de: 'Nomina – Aubépine Industries, zurück zur Startseite',
      es: 'Nomina – Aubépine Industries, volver al inicio',
      it: 'Nomina – Aubépine Industries, torna alla home',
      pt: 'Nomina – Aubépine Industries, voltar ao início',
    },
  },
  2: {
    'theme.logo.alt': {
      fr: 'Calanque Énergie, retour à l’accueil',
      en: 'Calanque Énergie, back to home',
      de: 'Calanque Énergie, zurück zur Startseite',
      es: 'Calanque Énergie, volver al inicio',
      it: 'Calanque Énergie, torna alla home',
      pt: 'Calanque Énergie, voltar ao início',
    },
    'login.welcome': {
      fr: 'Bienvenue dans l’espace des actionnaires au nominatif de Calanque Énergie.',
      en: 'Welcome to the registered shareholder area of Calanque Énergie.',
      de: 'Willkommen im Bereich für Namensaktionäre von Calanque Énergie.',
      es: 'Bienvenido al espacio de accionistas nominativos de Calanque Énergie.',
      it: 'Benvenuto nell’area degli azionisti nominativi di Calanque Énergie.',
      pt: 'Bem-vindo à área dos acionistas nominativos da Calanque Énergie.',
    },
  },
  3: {
    'theme.logo.alt': {
      fr: 'Vercors Santé, retour à l’accueil',
      en: 'Vercors Santé, back to home',
      de: 'Vercors Santé, zurück zur Startseite',
      es: 'Vercors Santé, volver al inicio',
      it: 'Vercors Santé, torna alla home',
      pt: 'Vercors Santé, voltar ao início',
    },
    'login.welcome': {
      fr: 'Bienvenue dans l’espace des actionnaires et salariés actionnaires de Vercors Santé.',
      en: 'Welcome to the area for Vercors Santé shareholders and employee shareholders.',
      de: 'Willkommen im Bereich für Aktionäre und Mitarbeiteraktionäre von Vercors Santé.',
      es: 'Bienvenido al espacio de accionistas y empleados accionistas de Vercors Santé.',
      it: 'Benvenuto nell’area degli azionisti e dei dipendenti azionisti di Vercors Santé.',
      pt: 'Bem-vindo à área dos acionistas e colaboradores acionistas da Vercors Santé.',
    },
  },
  4: {
    'theme.logo.alt': {
      fr: 'Lumen Télécom, retour à l’accueil',
      en: 'Lumen Télécom, back to home',
      de: 'Lumen Télécom, zurück zur Startseite',
      es: 'Lumen Télécom, volver al inicio',
      it: 'Lumen Télécom, torna alla home',
      pt: 'Lumen Télécom, voltar ao início',
    },
    'login.welcome': {
      fr: 'Bienvenue dans l’espace actionnaires de Lumen Télécom : vos titres, vos droits et vos opérations.',
      en: 'Welcome to the Lumen Télécom shareholder area: your shares, your rights and your operations.',
      de: 'Willkommen im Aktionärsbereich von Lumen Télécom: Ihre Aktien, Ihre Rechte und Ihre Vorgänge.',
      es: 'Bienvenido al espacio de accionistas de Lumen Télécom: sus acciones, sus derechos y sus operaciones.',
      it: 'Benvenuto nell’area azionisti di Lumen Télécom: i suoi titoli, i suoi diritti e le sue operazioni.',
      pt: 'Bem-vindo à área de acionistas da Lumen Télécom: as suas ações, os seus direitos e as suas operações.',
    },
  },
  5: {
    'theme.logo.alt': {
      fr: 'Borealis Banque, retour à l’accueil',
      en: 'Borealis Banque, back to home',
      de: 'Borealis Banque, zurück zur Startseite',
      es: 'Borealis Banque, volver al inicio',
      it: 'Borealis Banque, torna alla home',
      pt: 'Borealis Banque, voltar ao início',
    },
    'login.welcome': {
      fr: 'Bienvenue dans l’espace des actionnaires au nominatif de Borealis Banque.',
      en: 'Welcome to the registered shareholder area of Borealis Banque.',
      de: 'Willkommen im Bereich für Namensaktionäre der Borealis Banque.',
      es: 'Bienvenido al espacio de accionistas nominativos de Borealis Banque.',
      it: 'Benvenuto nell’area degli azionisti nominativi di Borealis Banque.',
      pt: 'Bem-vindo à área dos acionistas nominativos do Borealis Banque.',
    },
  },
};
