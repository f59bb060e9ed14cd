import { tr, type TCatalogue } from './catalogue.types';

/** Texts of the signed-in shell (spec 3 §2): tabs, header, side menu, breadcrumbs, footer. */
export const shellTexts: TCatalogue = {
  'general.tabs.label': tr('Onglets', 'Tabs', 'Registerkarten', 'Pestañas', 'Schede', 'Separadores'),
  'general.notifications': tr(
    'Notifications : {{count}}',
    'Notifications: {{count}}',
    'Benachrichtigungen: {{count}}',
    'Notificaciones: {{count}}',
    'Notifiche: {{count}}',
    'Notificações: {{count}}',
  ),
};
