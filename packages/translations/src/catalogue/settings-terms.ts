import { tr, type TCatalogue } from './catalogue.types';

/** Settings pages (spec 3 §1): new terms of use, accepted or declined at login. */
export const settingsTermsTexts: TCatalogue = {
  'cgu.title': tr(
    'Nouvelles conditions générales d’utilisation',
    'New terms of use',
    'Neue Nutzungsbedingungen',
    'Nuevas condiciones generales de uso',
    'Nuove condizioni generali di utilizzo',
    'Novas condições gerais de utilização',
  ),
  'cgu.intro': tr(
    'Les conditions d’utilisation de votre espace ont changé (version {{version}}). Lisez-les et acceptez-les pour continuer.',
    'The terms of use of your space have changed (version {{version}}). Read and accept them to continue.',
    'Die Nutzungsbedingungen Ihres Bereichs haben sich geändert (Version {{version}}). Lesen und akzeptieren Sie sie, um fortzufahren.',
    'Las condiciones de uso de su espacio han cambiado (versión {{version}}). Léalas y acéptelas para continuar.',
    'Le condizioni di utilizzo del suo spazio sono cambiate (versione {{version}}). Le legga e le accetti per continuare.',
    'As condições de utilização do seu espaço mudaram (versão {{version}}). Leia-as e aceite-as para continuar.',
  ),
  'cgu.accept.label': tr(
    'J’ai lu et j’accepte les conditions générales d’utilisation',
    'I have read and accept the terms of use',
    'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie',
    'He leído y acepto las condiciones generales de uso',
    'Ho letto e accetto le condizioni generali di utilizzo',
    'Li e aceito as condições gerais de utilização',
  ),
  'cgu.accept': tr(
    'Accepter et continuer',
    'Accept and continue',
    'Akzeptieren und fortfahren',
    'Aceptar y continuar',
    'Accettare e continuare',
    'Aceitar e continuar',
  ),
  'cgu.decline': tr(
    'Refuser et me déconnecter',
    'Decline and log out',
    'Ablehnen und abmelden',
    'Rechazar y cerrar sesión',
    'Rifiutare e disconnettermi',
    'Recusar e terminar sessão',
  ),
  'cgu.error.version': tr(
    'Une version plus récente des conditions vient d’être publiée : relisez-la.',
    'A newer version of the terms has just been published: please read it.',
    'Soeben wurde eine neuere Version der Bedingungen veröffentlicht: Bitte lesen Sie sie.',
    'Se acaba de publicar una versión más reciente de las condiciones: léala.',
    'È appena stata pubblicata una versione più recente delle condizioni: la legga.',
    'Acaba de ser publicada uma versão mais recente das condições: leia-a.',
  ),
  'cgu.error.pending': tr(
    'Acceptez les conditions générales d’utilisation en vigueur pour continuer.',
    'Accept the terms of use in force to continue.',
    'Akzeptieren Sie die geltenden Nutzungsbedingungen, um fortzufahren.',
    'Acepte las condiciones generales de uso vigentes para continuar.',
    'Accetti le condizioni generali di utilizzo in vigore per continuare.',
    'Aceite as condições gerais de utilização em vigor para continuar.',
  ),
  'cgu.error.required': tr(
    'Cochez la case pour accepter les conditions.',
    'Tick the box to accept the terms.',
    'Kreuzen Sie das Kästchen an, um die Bedingungen zu akzeptieren.',
    'Marque la casilla para aceptar las condiciones.',
    'Spunti la casella per accettare le condizioni.',
    'Assinale a caixa para aceitar as condições.',
  ),
};
