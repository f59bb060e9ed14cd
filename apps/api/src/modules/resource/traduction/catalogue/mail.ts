import type { TCatalogue, TTranslated } from './catalogue.types';

const tr = (fr: string, en: string, de: string, es: string, it: string, pt: string): TTranslated => ({ fr, en, de, es, it, pt });

/** E-mails and SMS the server sends ({{placeholders}} are filled in by the notifier). */
export const mailTexts: TCatalogue = {
  'mail.signup.subject': tr('Activez votre espace actionnaire', 'Activate your shareholder space', 'Aktivieren Sie Ihren Aktionärsbereich', 'Active su espacio de accionista', 'Attivi il suo spazio azionista', 'Ative o seu espaço de acionista'),
  'mail.signup.body': tr(
    'Bonjour,\n\nPour activer l’accès de l’identifiant {{login}}, choisissez votre mot de passe en ouvrant ce lien (valable une heure) :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    'Hello,\n\nTo activate access for the login {{login}}, choose your password by opening this link (valid for one hour):\n{{link}}\n\nIf you did not ask for this, ignore this message.',
    'Guten Tag,\n\num den Zugang für die Kennung {{login}} zu aktivieren, wählen Sie Ihr Passwort über diesen Link (eine Stunde gültig):\n{{link}}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht.',
    'Hola:\n\nPara activar el acceso del identificador {{login}}, elija su contraseña abriendo este enlace (válido durante una hora):\n{{link}}\n\nSi no ha solicitado esto, ignore este mensaje.',
    'Buongiorno,\n\nper attivare l’accesso dell’identificativo {{login}}, scelga la password aprendo questo link (valido un’ora):\n{{link}}\n\nSe non ha fatto questa richiesta, ignori questo messaggio.',
    'Olá,\n\nPara ativar o acesso do identificador {{login}}, escolha a sua palavra-passe abrindo esta ligação (válida durante uma hora):\n{{link}}\n\nSe não fez este pedido, ignore esta mensagem.',
  ),
  'mail.signup-active.subject': tr('Votre espace actionnaire est déjà actif', 'Your shareholder space is already active', 'Ihr Aktionärsbereich ist bereits aktiv', 'Su espacio de accionista ya está activo', 'Il suo spazio azionista è già attivo', 'O seu espaço de acionista já está ativo'),
  'mail.signup-active.body': tr(
    'Bonjour,\n\nL’identifiant {{login}} est déjà activé. Connectez-vous ici : {{link}}\nSi vous avez oublié votre mot de passe, utilisez « Identifiant ou mot de passe oublié ».',
    'Hello,\n\nThe login {{login}} is already active. Log in here: {{link}}\nIf you forgot your password, use “Forgotten login or password”.',
    'Guten Tag,\n\ndie Kennung {{login}} ist bereits aktiv. Melden Sie sich hier an: {{link}}\nWenn Sie Ihr Passwort vergessen haben, nutzen Sie „Kennung oder Passwort vergessen“.',
    'Hola:\n\nEl identificador {{login}} ya está activo. Inicie sesión aquí: {{link}}\nSi ha olvidado su contraseña, utilice «¿Ha olvidado su identificador o contraseña?».',
    'Buongiorno,\n\nl’identificativo {{login}} è già attivo. Acceda qui: {{link}}\nSe ha dimenticato la password, usi «Identificativo o password dimenticati».',
    'Olá,\n\nO identificador {{login}} já está ativo. Inicie sessão aqui: {{link}}\nSe se esqueceu da palavra-passe, utilize «Esqueceu o identificador ou a palavra-passe».',
  ),
  'mail.reset.subject': tr('Réinitialisez votre mot de passe', 'Reset your password', 'Setzen Sie Ihr Passwort zurück', 'Restablezca su contraseña', 'Reimposti la password', 'Redefina a sua palavra-passe'),
  'mail.reset.body': tr(
    'Bonjour,\n\nPour choisir un nouveau mot de passe pour l’identifiant {{login}}, ouvrez ce lien (valable une heure) :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
    'Hello,\n\nTo choose a new password for the login {{login}}, open this link (valid for one hour):\n{{link}}\n\nIf you did not ask for this, ignore this message: your current password stays valid.',
    'Guten Tag,\n\num ein neues Passwort für die Kennung {{login}} zu wählen, öffnen Sie diesen Link (eine Stunde gültig):\n{{link}}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr aktuelles Passwort bleibt gültig.',
    'Hola:\n\nPara elegir una nueva contraseña para el identificador {{login}}, abra este enlace (válido durante una hora):\n{{link}}\n\nSi no ha solicitado esto, ignore este mensaje: su contraseña actual sigue siendo válida.',
    'Buongiorno,\n\nper scegliere una nuova password per l’identificativo {{login}}, apra questo link (valido un’ora):\n{{link}}\n\nSe non ha fatto questa richiesta, ignori questo messaggio: la password attuale resta valida.',
    'Olá,\n\nPara escolher uma nova palavra-passe para o identificador {{login}}, abra esta ligação (válida durante uma hora):\n{{link}}\n\nSe não fez este pedido, ignore esta mensagem: a sua palavra-passe atual continua válida.',
  ),
  'mail.code.subject': tr('Votre code de vérification', 'Your verification code', 'Ihr Bestätigungscode', 'Su código de verificación', 'Il suo codice di verifica', 'O seu código de verificação'),
  'mail.code.body': tr(
    'Bonjour,\n\nVotre code de vérification est {{code}}. Il est valable 5 minutes. Ne le communiquez à personne.',
    'Hello,\n\nYour verification code is {{code}}. It is valid for 5 minutes. Never share it with anyone.',
    'Guten Tag,\n\nIhr Bestätigungscode lautet {{code}}. Er ist 5 Minuten gültig. Geben Sie ihn niemandem weiter.',
    'Hola:\n\nSu código de verificación es {{code}}. Es válido durante 5 minutos. No lo comparta con nadie.',
    'Buongiorno,\n\nil suo codice di verifica è {{code}}. È valido 5 minuti. Non lo comunichi a nessuno.',
    'Olá,\n\nO seu código de verificação é {{code}}. É válido durante 5 minutos. Não o partilhe com ninguém.',
  ),
  'sms.code': tr(
    'Nomina : votre code de vérification est {{code}} (valable 5 min). Ne le communiquez à personne.',
    'Nomina: your verification code is {{code}} (valid 5 min). Never share it.',
    'Nomina: Ihr Bestätigungscode lautet {{code}} (5 Min. gültig). Niemals weitergeben.',
    'Nomina: su código de verificación es {{code}} (válido 5 min). No lo comparta.',
    'Nomina: il suo codice di verifica è {{code}} (valido 5 min). Non comunicarlo a nessuno.',
    'Nomina: o seu código de verificação é {{code}} (válido 5 min). Não o partilhe.',
  ),
  'mail.login.subject': tr('Votre identifiant', 'Your login', 'Ihre Kennung', 'Su identificador', 'Il suo identificativo', 'O seu identificador'),
  'mail.login.body': tr(
    'Bonjour,\n\nVotre identifiant de connexion est : {{login}}\nConnectez-vous ici : {{link}}',
    'Hello,\n\nYour login is: {{login}}\nLog in here: {{link}}',
    'Guten Tag,\n\nIhre Kennung lautet: {{login}}\nMelden Sie sich hier an: {{link}}',
    'Hola:\n\nSu identificador de acceso es: {{login}}\nInicie sesión aquí: {{link}}',
    'Buongiorno,\n\nil suo identificativo di accesso è: {{login}}\nAcceda qui: {{link}}',
    'Olá,\n\nO seu identificador de acesso é: {{login}}\nInicie sessão aqui: {{link}}',
  ),
  'sms.login': tr('Nomina : votre identifiant est {{login}}.', 'Nomina: your login is {{login}}.', 'Nomina: Ihre Kennung lautet {{login}}.', 'Nomina: su identificador es {{login}}.', 'Nomina: il suo identificativo è {{login}}.', 'Nomina: o seu identificador é {{login}}.'),
};
