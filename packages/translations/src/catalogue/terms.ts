import type { TCatalogue } from './catalogue.types';

/** Terms of use, shown as consecutive blocks (spec 1 §2). Blocks may hold simple HTML. */
export const termsTexts: TCatalogue = {
  'terms.title': {
    fr: 'Conditions générales d’utilisation',
    en: 'Terms of use',
    de: 'Nutzungsbedingungen',
    es: 'Condiciones generales de uso',
    it: 'Condizioni generali di utilizzo',
    pt: 'Condições gerais de utilização',
  },
  'terms.block.purpose': {
    fr: '<h3>1. Objet</h3><p>Le présent espace permet aux titulaires de titres inscrits au nominatif de consulter leurs avoirs et de transmettre leurs instructions au teneur de registre.</p>',
    en: '<h3>1. Purpose</h3><p>This area lets holders of registered securities view their holdings and send their instructions to the registrar.</p>',
    de: '<h3>1. Gegenstand</h3><p>Dieser Bereich ermöglicht Inhabern von Namenspapieren, ihre Bestände einzusehen und der Registerstelle ihre Aufträge zu übermitteln.</p>',
    es: '<h3>1. Objeto</h3><p>Este espacio permite a los titulares de valores nominativos consultar sus activos y transmitir sus instrucciones a la entidad registradora.</p>',
    it: '<h3>1. Oggetto</h3><p>La presente area consente ai titolari di titoli nominativi di consultare i propri averi e di trasmettere le proprie istruzioni al gestore del registro.</p>',
    pt: '<h3>1. Objeto</h3><p>Esta área permite aos titulares de valores nominativos consultar os seus ativos e transmitir as suas instruções à entidade registadora.</p>',
  },
  'terms.block.access': {
    fr: '<h3>2. Accès au service</h3><p>L’accès est réservé aux titulaires disposant d’un identifiant et d’un mot de passe personnels, qu’ils s’engagent à ne pas communiquer.</p>',
    en: '<h3>2. Access to the service</h3><p>Access is reserved for holders with a personal identifier and password, which they undertake not to disclose.</p>',
    de: '<h3>2. Zugang zum Dienst</h3><p>Der Zugang ist Inhabern mit persönlicher Kennung und persönlichem Passwort vorbehalten, die sie nicht weitergeben dürfen.</p>',
    es: '<h3>2. Acceso al servicio</h3><p>El acceso está reservado a los titulares que disponen de un identificador y una contraseña personales, que se comprometen a no divulgar.</p>',
    it: '<h3>2. Accesso al servizio</h3><p>L’accesso è riservato ai titolari in possesso di un identificativo e di una password personali, che si impegnano a non comunicare.</p>',
    pt: '<h3>2. Acesso ao serviço</h3><p>O acesso está reservado aos titulares que dispõem de um identificador e de uma palavra-passe pessoais, que se comprometem a não divulgar.</p>',
  },
  'terms.block.security': {
    fr: '<h3>3. Sécurité</h3><p>Certaines opérations sont confirmées par un code à usage unique envoyé par SMS ou par courriel. La session est fermée automatiquement après une période d’inactivité.</p>',
    en: '<h3>3. Security</h3><p>Some operations are confirmed with a one-time code sent by text message or e-mail. The session closes automatically after a period of inactivity.</p>',
    de: '<h3>3. Sicherheit</h3><p>Bestimmte Vorgänge werden mit einem Einmalcode per SMS oder E-Mail bestätigt. Die Sitzung wird nach einer Zeit der Inaktivität automatisch beendet.</p>',
    es: '<h3>3. Seguridad</h3><p>Algunas operaciones se confirman con un código de un solo uso enviado por SMS o correo electrónico. La sesión se cierra automáticamente tras un periodo de inactividad.</p>',
    it: '<h3>3. Sicurezza</h3><p>Alcune operazioni sono confermate da un codice monouso inviato via SMS o e-mail. La sessione si chiude automaticamente dopo un periodo di inattività.</p>',
    pt: '<h3>3. Segurança</h3><p>Algumas operações são confirmadas com um código de utilização única enviado por SMS ou e-mail. A sessão é encerrada automaticamente após um período de inatividade.</p>',
  },
  'terms.block.data': {
    fr: '<h3>4. Données personnelles</h3><p>Vos données sont traitées par le teneur de registre pour la tenue de votre compte, conformément au règlement général sur la protection des données.</p>',
    en: '<h3>4. Personal data</h3><p>Your data is processed by the registrar to keep your account, in accordance with the General Data Protection Regulation.</p>',
    de: '<h3>4. Personenbezogene Daten</h3><p>Ihre Daten werden von der Registerstelle zur Führung Ihres Kontos gemäß der Datenschutz-Grundverordnung verarbeitet.</p>',
    es: '<h3>4. Datos personales</h3><p>Sus datos son tratados por la entidad registradora para la gestión de su cuenta, de conformidad con el Reglamento General de Protección de Datos.</p>',
    it: '<h3>4. Dati personali</h3><p>I suoi dati sono trattati dal gestore del registro per la tenuta del suo conto, in conformità al Regolamento generale sulla protezione dei dati.</p>',
    pt: '<h3>4. Dados pessoais</h3><p>Os seus dados são tratados pela entidade registadora para a gestão da sua conta, em conformidade com o Regulamento Geral sobre a Proteção de Dados.</p>',
  },
  'terms.block.liability': {
    fr: '<h3>5. Responsabilité</h3><p>Les cours et valorisations affichés sont fournis à titre indicatif. Seuls les relevés officiels du teneur de registre font foi.</p>',
    en: '<h3>5. Liability</h3><p>Prices and valuations shown are for information only. Only the registrar’s official statements are authoritative.</p>',
    de: '<h3>5. Haftung</h3><p>Die angezeigten Kurse und Bewertungen dienen nur zur Information. Maßgeblich sind allein die offiziellen Auszüge der Registerstelle.</p>',
    es: '<h3>5. Responsabilidad</h3><p>Las cotizaciones y valoraciones mostradas son meramente indicativas. Solo dan fe los extractos oficiales de la entidad registradora.</p>',
    it: '<h3>5. Responsabilità</h3><p>Le quotazioni e le valorizzazioni visualizzate sono fornite a titolo indicativo. Fanno fede solo gli estratti ufficiali del gestore del registro.</p>',
    pt: '<h3>5. Responsabilidade</h3><p>As cotações e avaliações apresentadas são meramente indicativas. Apenas os extratos oficiais da entidade registadora fazem fé.</p>',
  },
};
