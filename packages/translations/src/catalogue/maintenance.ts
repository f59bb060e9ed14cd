import type { TCatalogue } from './catalogue.types';

/** Maintenance screen (spec 1 §4: shown while the theme's alive flag is false). */
export const maintenanceTexts: TCatalogue = {
  'maintenance.title': {
    fr: 'Votre espace est en maintenance',
    en: 'Your area is under maintenance',
    de: 'Ihr Bereich wird gerade gewartet',
    es: 'Su espacio está en mantenimiento',
    it: 'La sua area è in manutenzione',
    pt: 'A sua área está em manutenção',
  },
  'maintenance.text': {
    fr: 'Nous améliorons actuellement le service. Vos avoirs et vos opérations en cours ne sont pas affectés.',
    en: 'We are currently improving the service. Your holdings and pending operations are not affected.',
    de: 'Wir verbessern gerade unseren Service. Ihre Bestände und laufenden Vorgänge sind nicht betroffen.',
    es: 'Estamos mejorando el servicio. Sus valores y sus operaciones en curso no se ven afectados.',
    it: 'Stiamo migliorando il servizio. I suoi titoli e le operazioni in corso non sono interessati.',
    pt: 'Estamos a melhorar o serviço. Os seus títulos e as operações em curso não são afetados.',
  },
  'maintenance.retry': {
    fr: 'Cette page se rafraîchit automatiquement dès que le service est rétabli.',
    en: 'This page refreshes automatically as soon as the service is back.',
    de: 'Diese Seite aktualisiert sich automatisch, sobald der Dienst wieder verfügbar ist.',
    es: 'Esta página se actualizará automáticamente en cuanto se restablezca el servicio.',
    it: 'Questa pagina si aggiorna automaticamente non appena il servizio sarà ripristinato.',
    pt: 'Esta página é atualizada automaticamente assim que o serviço for restabelecido.',
  },
};
