import { tr, type TCatalogue } from './catalogue.types';

/** The profile page (spec 3 §2 profil): the edit forms' checks on addresses, dates and free text. */
export const profileValidationTexts: TCatalogue = {
  'profil.error.commune': tr(
    'Cette commune ne correspond pas au code postal.',
    'This town does not match the postal code.',
    'Dieser Ort passt nicht zur Postleitzahl.',
    'Este municipio no corresponde al código postal.',
    'Questo comune non corrisponde al codice postale.',
    'Esta localidade não corresponde ao código postal.',
  ),
  'profil.error.countryBlocked': tr(
    "Une adresse fiscale dans ce pays n'est pas acceptée.",
    'A tax address in this country is not accepted.',
    'Eine Steueradresse in diesem Land wird nicht akzeptiert.',
    'No se acepta un domicilio fiscal en este país.',
    'Un indirizzo fiscale in questo paese non è accettato.',
    'Não é aceite uma morada fiscal neste país.',
  ),
  'profil.error.countryNotAllowed': tr(
    "Ce pays n'est pas proposé pour l'adresse fiscale.",
    'This country is not offered for the tax address.',
    'Dieses Land ist für die Steueradresse nicht vorgesehen.',
    'Este país no está disponible para el domicilio fiscal.',
    'Questo paese non è previsto per l’indirizzo fiscale.',
    'Este país não está disponível para a morada fiscal.',
  ),
  'profil.error.noChange': tr(
    'Aucune modification à enregistrer.',
    'Nothing has changed.',
    'Es gibt keine Änderung.',
    'No hay ningún cambio.',
    'Nessuna modifica da salvare.',
    'Não há alterações a guardar.',
  ),
  'form.field.validator.invalidDate': tr(
    'Date invalide : le titulaire doit avoir entre 18 et 150 ans.',
    'Invalid date: the holder must be 18 to 150 years old.',
    'Ungültiges Datum: Der Inhaber muss zwischen 18 und 150 Jahre alt sein.',
    'Fecha no válida: el titular debe tener entre 18 y 150 años.',
    'Data non valida: il titolare deve avere tra 18 e 150 anni.',
    'Data inválida: o titular deve ter entre 18 e 150 anos.',
  ),
  'form.field.validator.maxlength': tr(
    '{{max}} caractères au maximum.',
    'At most {{max}} characters.',
    'Höchstens {{max}} Zeichen.',
    'Como máximo {{max}} caracteres.',
    'Al massimo {{max}} caratteri.',
    'No máximo {{max}} caracteres.',
  ),
  'form.field.validator.codePostal': tr(
    'Le code postal compte 5 chiffres.',
    'The postal code has 5 digits.',
    'Die Postleitzahl hat 5 Ziffern.',
    'El código postal tiene 5 cifras.',
    'Il codice postale ha 5 cifre.',
    'O código postal tem 5 algarismos.',
  ),
  'form.field.validator.country': tr(
    'Choisissez un pays de la liste.',
    'Choose a country from the list.',
    'Wählen Sie ein Land aus der Liste.',
    'Elija un país de la lista.',
    'Scegliere un paese dall’elenco.',
    'Escolha um país da lista.',
  ),
};
