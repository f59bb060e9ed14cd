import { tr, type TCatalogue } from './catalogue.types';

/** Texts of the signed-in area's journeys and states (issue 16): not-found, forced logout, empty states. */
export const holderUxTexts: TCatalogue = {
  'notfound.shell.text': tr(
    'Cette adresse ne correspond à aucune page de votre espace. Le menu vous permet de reprendre où vous en étiez.',
    'This address does not match any page of your area. Use the menu to pick up where you left off.',
    'Diese Adresse entspricht keiner Seite Ihres Bereichs. Über das Menü können Sie dort weitermachen, wo Sie aufgehört haben.',
    'Esta dirección no corresponde a ninguna página de su espacio. El menú le permite continuar donde lo dejó.',
    'Questo indirizzo non corrisponde ad alcuna pagina della sua area. Il menu le permette di riprendere da dove si era fermato.',
    'Este endereço não corresponde a nenhuma página da sua área. O menu permite-lhe continuar onde ficou.',
  ),
  'notfound.shell.home': tr(
    'Retour au tableau de bord',
    'Back to the dashboard',
    'Zurück zur Übersicht',
    'Volver al panel',
    'Torna alla bacheca',
    'Voltar ao painel',
  ),

  'login.logout.title': tr(
    'Vous avez été déconnecté',
    'You have been logged out',
    'Sie wurden abgemeldet',
    'Se ha cerrado su sesión',
    'È stato disconnesso',
    'A sua sessão foi terminada',
  ),
  'login.logout.reason.idle': tr(
    'Votre session a été fermée après une période d’inactivité, pour protéger votre compte. Connectez-vous à nouveau pour continuer.',
    'Your session was closed after a period of inactivity, to protect your account. Log in again to continue.',
    'Ihre Sitzung wurde nach längerer Inaktivität zum Schutz Ihres Kontos beendet. Melden Sie sich erneut an, um fortzufahren.',
    'Su sesión se cerró tras un periodo de inactividad, para proteger su cuenta. Vuelva a conectarse para continuar.',
    'La sessione è stata chiusa dopo un periodo di inattività, per proteggere il suo conto. Si colleghi di nuovo per continuare.',
    'A sua sessão foi fechada após um período de inatividade, para proteger a sua conta. Volte a iniciar sessão para continuar.',
  ),
  'login.logout.reason.attempts': tr(
    'Votre session a été fermée après plusieurs mots de passe erronés lors de la confirmation d’une opération. Aucune opération n’a été enregistrée.',
    'Your session was closed after several wrong passwords while confirming an operation. No operation was recorded.',
    'Ihre Sitzung wurde nach mehreren falschen Passwörtern bei der Bestätigung eines Vorgangs beendet. Es wurde kein Vorgang erfasst.',
    'Su sesión se cerró tras varias contraseñas erróneas al confirmar una operación. No se ha registrado ninguna operación.',
    'La sessione è stata chiusa dopo diverse password errate durante la conferma di un’operazione. Nessuna operazione è stata registrata.',
    'A sua sessão foi fechada após várias palavras-passe erradas ao confirmar uma operação. Nenhuma operação foi registada.',
  ),
  'login.logout.reason.session': tr(
    'Votre session a expiré ou a été fermée depuis un autre appareil ou onglet. Connectez-vous à nouveau pour continuer.',
    'Your session expired or was closed from another device or tab. Log in again to continue.',
    'Ihre Sitzung ist abgelaufen oder wurde auf einem anderen Gerät oder Tab beendet. Melden Sie sich erneut an, um fortzufahren.',
    'Su sesión ha caducado o se cerró desde otro dispositivo o pestaña. Vuelva a conectarse para continuar.',
    'La sessione è scaduta o è stata chiusa da un altro dispositivo o scheda. Si colleghi di nuovo per continuare.',
    'A sua sessão expirou ou foi fechada noutro dispositivo ou separador. Volte a iniciar sessão para continuar.',
  ),
};
