/**
 * The translation keys the journeys look for on screen. Expected texts are read from the server
 * (GET resource/traduction) so a wording change in the catalogue does not break a test, while a
 * key the page stops showing does.
 */
export const KEYS = {
  languageSwitcher: 'general.language.label',
  loginTitle: 'login.title',
  loginIdentifier: 'login.identifier.label',
  loginPassword: 'login.password.label',
  loginSubmit: 'login.submit',
  maintenanceTitle: 'maintenance.title',
  alertClose: 'general.close',
  /** The demo's error alert carries the spec's generic alert title. */
  demoErrorAlertTitle: 'general.warning.alert',
  demoTitle: 'demo.title',
  demoOpenErrorAlert: 'demo.alerts.error',
} as const;
