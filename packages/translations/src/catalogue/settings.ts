import { tr, type TCatalogue } from './catalogue.types';

/**
 * Settings pages (spec 3 §1): the on/off status and the password change with its e-mail. E-services and
 * e-convocation, the exemption and the terms at login are in settings-communication.ts,
 * settings-exemption.ts and settings-terms.ts.
 */
export const settingsTexts: TCatalogue = {
  'settings.status.on': tr('Activé', 'On', 'Aktiviert', 'Activado', 'Attivo', 'Ativado'),
  'settings.status.off': tr('Désactivé', 'Off', 'Deaktiviert', 'Desactivado', 'Non attivo', 'Desativado'),
  'maj_password.title': tr(
    'Changer mon mot de passe',
    'Change my password',
    'Mein Passwort ändern',
    'Cambiar mi contraseña',
    'Modificare la mia password',
    'Alterar a minha palavra-passe',
  ),
  'maj_password.intro': tr(
    'Saisissez votre mot de passe actuel, puis le nouveau. Une fois le changement fait, vos autres sessions ouvertes sont fermées et un courriel vous le confirme.',
    'Enter your current password, then the new one. Once it is changed, your other open sessions are closed and an e-mail confirms it.',
    'Geben Sie Ihr aktuelles Passwort und dann das neue ein. Nach der Änderung werden Ihre anderen offenen Sitzungen beendet, und eine E-Mail bestätigt dies.',
    'Introduzca su contraseña actual y después la nueva. Una vez cambiada, sus demás sesiones abiertas se cierran y un correo se lo confirma.',
    'Inserisca la password attuale, poi quella nuova. Dopo la modifica, le altre sessioni aperte vengono chiuse e un’e-mail lo conferma.',
    'Introduza a sua palavra-passe atual e depois a nova. Após a alteração, as suas outras sessões abertas são fechadas e um e-mail confirma-o.',
  ),
  'maj_password.current.label': tr(
    'Mot de passe actuel',
    'Current password',
    'Aktuelles Passwort',
    'Contraseña actual',
    'Password attuale',
    'Palavra-passe atual',
  ),
  'maj_password.submit': tr(
    'Changer le mot de passe',
    'Change the password',
    'Passwort ändern',
    'Cambiar la contraseña',
    'Modificare la password',
    'Alterar a palavra-passe',
  ),
  'maj_password.success.title': tr(
    'Votre mot de passe a été changé',
    'Your password has been changed',
    'Ihr Passwort wurde geändert',
    'Su contraseña se ha cambiado',
    'La password è stata modificata',
    'A sua palavra-passe foi alterada',
  ),
  'maj_password.success.text': tr(
    'Utilisez-le dès votre prochaine connexion. Vos autres sessions ont été fermées ({{count}}) et un courriel de confirmation vous a été envoyé.',
    'Use it from your next login. Your other sessions have been closed ({{count}}) and a confirmation e-mail has been sent to you.',
    'Verwenden Sie es ab der nächsten Anmeldung. Ihre anderen Sitzungen wurden beendet ({{count}}), und eine Bestätigungs-E-Mail wurde Ihnen gesendet.',
    'Utilícela desde su próxima conexión. Sus demás sesiones se han cerrado ({{count}}) y se le ha enviado un correo de confirmación.',
    'La usi dal prossimo accesso. Le altre sessioni sono state chiuse ({{count}}) e le è stata inviata un’e-mail di conferma.',
    'Utilize-a a partir do próximo acesso. As suas outras sessões foram fechadas ({{count}}) e foi-lhe enviado um e-mail de confirmação.',
  ),
  'maj_password.error.same': tr(
    'Le nouveau mot de passe doit être différent de l’actuel.',
    'The new password must differ from the current one.',
    'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    'La nueva contraseña debe ser distinta de la actual.',
    'La nuova password deve essere diversa da quella attuale.',
    'A nova palavra-passe deve ser diferente da atual.',
  ),
  'maj_password.error.current': tr(
    'Saisissez votre mot de passe actuel.',
    'Enter your current password.',
    'Geben Sie Ihr aktuelles Passwort ein.',
    'Introduzca su contraseña actual.',
    'Inserisca la password attuale.',
    'Introduza a sua palavra-passe atual.',
  ),
  'mail.password.changed.subject': tr(
    'Votre mot de passe a été changé',
    'Your password has been changed',
    'Ihr Passwort wurde geändert',
    'Su contraseña se ha cambiado',
    'La password è stata modificata',
    'A sua palavra-passe foi alterada',
  ),
  'mail.password.changed.body': tr(
    'Bonjour,\n\nLe mot de passe de l’identifiant {{login}} vient d’être changé et vos autres sessions ont été fermées.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre.',
    'Hello,\n\nThe password of the login {{login}} has just been changed and your other sessions have been closed.\n\nIf you did not make this change, contact us at once.',
    'Guten Tag,\n\ndas Passwort der Kennung {{login}} wurde soeben geändert, und Ihre anderen Sitzungen wurden beendet.\n\nWenn Sie diese Änderung nicht vorgenommen haben, kontaktieren Sie uns umgehend.',
    'Hola:\n\nLa contraseña del identificador {{login}} acaba de cambiarse y sus demás sesiones se han cerrado.\n\nSi no ha realizado este cambio, contáctenos de inmediato.',
    'Buongiorno,\n\nla password dell’identificativo {{login}} è appena stata modificata e le altre sessioni sono state chiuse.\n\nSe non ha effettuato questa modifica, ci contatti subito.',
    'Olá,\n\nA palavra-passe do identificador {{login}} acabou de ser alterada e as suas outras sessões foram fechadas.\n\nSe não fez esta alteração, contacte-nos de imediato.',
  ),
};
