import { tr, type TCatalogue } from './catalogue.types';

/** Partial refunds of a paid buy, on the order's details (history, payments section). */
export const partialRefundsTexts: TCatalogue = {
  'history.payments.reason.EXECUTION_PARTIELLE': tr(
    'L’ordre a été clos après une exécution partielle : la part non exécutée vous est rendue (le montant débité moins le coût de la part exécutée, frais et TVA recalculés sur elle).',
    'The order was closed after a partial execution: the unexecuted part is returned to you (the amount charged minus the cost of the executed part, its fees and VAT recalculated on it).',
    'Der Auftrag wurde nach einer Teilausführung geschlossen: Der nicht ausgeführte Teil wird Ihnen erstattet (belasteter Betrag abzüglich der Kosten des ausgeführten Teils, Gebühren und MwSt. darauf neu berechnet).',
    'La orden se cerró tras una ejecución parcial: se le devuelve la parte no ejecutada (el importe cargado menos el coste de la parte ejecutada, con sus comisiones e IVA recalculados).',
    'L’ordine è stato chiuso dopo un’esecuzione parziale: la parte non eseguita le viene restituita (l’importo addebitato meno il costo della parte eseguita, commissioni e IVA ricalcolate su di essa).',
    'A ordem foi encerrada após uma execução parcial: a parte não executada é-lhe devolvida (o montante debitado menos o custo da parte executada, com comissões e IVA recalculados).',
  ),
  'history.payments.reason.AMELIORATION_PRIX': tr(
    'L’ordre a été exécuté à un cours plus favorable que votre limite : la différence vous est rendue (frais et TVA recalculés sur le montant exécuté).',
    'The order was executed at a better price than your limit: the difference is returned to you (fees and VAT recalculated on the executed amount).',
    'Der Auftrag wurde zu einem günstigeren Kurs als Ihr Limit ausgeführt: Die Differenz wird Ihnen erstattet (Gebühren und MwSt. auf den ausgeführten Betrag neu berechnet).',
    'La orden se ejecutó a un precio más favorable que su límite: se le devuelve la diferencia (comisiones e IVA recalculados sobre el importe ejecutado).',
    'L’ordine è stato eseguito a un prezzo più favorevole del suo limite: la differenza le viene restituita (commissioni e IVA ricalcolate sull’importo eseguito).',
    'A ordem foi executada a um preço mais favorável do que o seu limite: a diferença é-lhe devolvida (comissões e IVA recalculados sobre o montante executado).',
  ),
  'history.payments.refund.partial': tr(
    'Remboursement partiel : {{amount}} sur {{paid}} débités',
    'Partial refund: {{amount}} of the {{paid}} charged',
    'Teilerstattung: {{amount}} von {{paid}} belastet',
    'Reembolso parcial: {{amount}} de los {{paid}} cargados',
    'Rimborso parziale: {{amount}} dei {{paid}} addebitati',
    'Reembolso parcial: {{amount}} dos {{paid}} debitados',
  ),
};
