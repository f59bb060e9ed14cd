import { tr, type TCatalogue } from './catalogue.types';

/**
 * Singular forms of counted texts (issue 16 §15): i18next picks `key_one` or the key itself by the
 * reader's language rules (Intl.PluralRules) when the call gives `count`.
 */
export const countsTexts: TCatalogue = {
  'operations.sell.holding_one': tr(
    '{{disponible}} titre cessible sur {{quantite}}',
    '{{disponible}} sellable share out of {{quantite}}',
    '{{disponible}} verkaufbare von {{quantite}} Aktien',
    '{{disponible}} título vendible de {{quantite}}',
    '{{disponible}} titolo vendibile su {{quantite}}',
    '{{disponible}} título vendável de {{quantite}}',
  ),
  'operations.exercise.plan.option_one': tr(
    '{{plan}} – {{valeur}} ({{quantite}} option exerçable)',
    '{{plan}} – {{valeur}} ({{quantite}} exercisable option)',
    '{{plan}} – {{valeur}} ({{quantite}} Option)',
    '{{plan}} – {{valeur}} ({{quantite}} opción)',
    '{{plan}} – {{valeur}} ({{quantite}} opzione)',
    '{{plan}} – {{valeur}} ({{quantite}} opção)',
  ),
  'operations.quotes.chart.label_one': tr(
    'Cours de clôture sur {{days}} séance : {{from}} le {{fromDate}}, {{to}} le {{toDate}} ; plus bas {{low}}, plus haut {{high}}',
    'Closing prices over {{days}} session: {{from}} on {{fromDate}}, {{to}} on {{toDate}}; low {{low}}, high {{high}}',
    'Schlusskurse über {{days}} Handelstag: {{from}} am {{fromDate}}, {{to}} am {{toDate}}; Tief {{low}}, Hoch {{high}}',
    'Cotizaciones de cierre en {{days}} sesión: {{from}} el {{fromDate}}, {{to}} el {{toDate}}; mínimo {{low}}, máximo {{high}}',
    'Prezzi di chiusura su {{days}} seduta: {{from}} il {{fromDate}}, {{to}} il {{toDate}}; minimo {{low}}, massimo {{high}}',
    'Cotações de fecho em {{days}} sessão: {{from}} em {{fromDate}}, {{to}} em {{toDate}}; mínimo {{low}}, máximo {{high}}',
  ),
};
