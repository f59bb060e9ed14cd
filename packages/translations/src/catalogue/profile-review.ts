import { tr, type TCatalogue } from './catalogue.types';

/** The registrar's review of profile documents and bank changes (decision 013). */
export const profileReviewTexts: TCatalogue = {
  'profil.review.error.decided': tr(
    'Cette demande a déjà été traitée.',
    'This request has already been dealt with.',
    'Diese Anfrage wurde bereits bearbeitet.',
    'Esta solicitud ya ha sido tramitada.',
    'Questa richiesta è già stata trattata.',
    'Este pedido já foi tratado.',
  ),
  'bancaire.enCours.refused': tr(
    'Le teneur de registre n’a pas pu valider ce changement : vos coordonnées bancaires restent celles ci-dessus. Vous pouvez demander un nouveau changement avec un relevé d’identité bancaire lisible et à votre nom.',
    'The registrar could not approve this change: your bank details remain those above. You may request a new change with a legible bank identity statement in your name.',
    'Die Registerstelle konnte diese Änderung nicht bestätigen: Ihre Bankverbindung bleibt die obige. Sie können eine neue Änderung mit einem lesbaren Kontonachweis auf Ihren Namen beantragen.',
    'El registrador no ha podido validar este cambio: sus datos bancarios siguen siendo los indicados arriba. Puede solicitar un nuevo cambio con un certificado de titularidad bancaria legible y a su nombre.',
    'Il gestore del registro non ha potuto convalidare questa modifica: le sue coordinate bancarie restano quelle sopra indicate. Può chiedere una nuova modifica con un attestato bancario leggibile e intestato a lei.',
    'O gestor do registo não pôde validar esta alteração: os seus dados bancários continuam a ser os indicados acima. Pode pedir uma nova alteração com um comprovativo bancário legível e em seu nome.',
  ),
};
