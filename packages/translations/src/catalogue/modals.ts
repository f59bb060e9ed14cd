import type { TCatalogue } from './catalogue.types';

/** Titles of the shared alert and warning modals (spec 1 §2, §8). */
export const modalTexts: TCatalogue = {
  'general.warning.alert': {
    fr: 'Attention',
    en: 'Warning',
    de: 'Achtung',
    es: 'Atención',
    it: 'Attenzione',
    pt: 'Atenção',
  },
  'general.warning.error': { fr: 'Erreur', en: 'Error', de: 'Fehler', es: 'Error', it: 'Errore', pt: 'Erro' },
  'general.success.title': {
    fr: 'Opération réussie',
    en: 'Success',
    de: 'Erfolgreich',
    es: 'Operación realizada',
    it: 'Operazione riuscita',
    pt: 'Operação concluída',
  },
  'general.info.title': {
    fr: 'Information',
    en: 'Information',
    de: 'Hinweis',
    es: 'Información',
    it: 'Informazione',
    pt: 'Informação',
  },
  'habilitations.restriction.msg.n.title': {
    fr: 'Accès restreint',
    en: 'Restricted access',
    de: 'Eingeschränkter Zugang',
    es: 'Acceso restringido',
    it: 'Accesso limitato',
    pt: 'Acesso restrito',
  },
  'habilitations.restriction.msg.n': {
    fr: 'Cette rubrique n’est pas accessible pour votre compte.',
    en: 'This section is not available for your account.',
    de: 'Dieser Bereich ist für Ihr Konto nicht verfügbar.',
    es: 'Esta sección no está disponible para su cuenta.',
    it: 'Questa sezione non è disponibile per il suo conto.',
    pt: 'Esta secção não está disponível para a sua conta.',
  },
};
