import { tr, type TCatalogue } from './catalogue.types';

/** The dev mailbox page (non-production). */
export const devOutboxTexts: TCatalogue = {
  'devoutbox.title': tr(
    'Boîte d’envoi de démonstration',
    'Demo outbox',
    'Demo-Postausgang',
    'Bandeja de salida de demostración',
    'Posta in uscita dimostrativa',
    'Caixa de saída de demonstração',
  ),
  'devoutbox.intro': tr(
    'Hors production, les e-mails et SMS ne partent pas : ils sont gardés ici, avec leurs codes et leurs liens.',
    'Outside production, e-mails and text messages are not sent: they are kept here, with their codes and links.',
    'Außerhalb der Produktion werden E-Mails und SMS nicht versendet, sondern hier mit ihren Codes und Links aufbewahrt.',
    'Fuera de producción, los correos y SMS no se envían: se guardan aquí, con sus códigos y enlaces.',
    'Fuori produzione, e-mail e SMS non vengono inviati: sono conservati qui, con i loro codici e link.',
    'Fora de produção, os e-mails e SMS não são enviados: ficam guardados aqui, com os seus códigos e ligações.',
  ),
  'devoutbox.filter.label': tr(
    'Destinataire (e-mail ou téléphone)',
    'Recipient (e-mail or phone)',
    'Empfänger (E-Mail oder Telefon)',
    'Destinatario (correo o teléfono)',
    'Destinatario (e-mail o telefono)',
    'Destinatário (e-mail ou telefone)',
  ),
  'devoutbox.empty': tr(
    'Aucun message pour l’instant.',
    'No message yet.',
    'Noch keine Nachricht.',
    'Todavía no hay mensajes.',
    'Ancora nessun messaggio.',
    'Ainda não há mensagens.',
  ),
  'devoutbox.column.time': tr('Envoyé le', 'Sent', 'Gesendet', 'Enviado', 'Inviato', 'Enviado'),
  'devoutbox.column.channel': tr('Canal', 'Channel', 'Kanal', 'Canal', 'Canale', 'Canal'),
  'devoutbox.column.recipient': tr(
    'Destinataire',
    'Recipient',
    'Empfänger',
    'Destinatario',
    'Destinatario',
    'Destinatário',
  ),
  'devoutbox.column.message': tr('Message', 'Message', 'Nachricht', 'Mensaje', 'Messaggio', 'Mensagem'),
  'devoutbox.channel.mail': tr('E-mail', 'E-mail', 'E-Mail', 'Correo', 'E-mail', 'E-mail'),
  'devoutbox.channel.sms': tr('SMS', 'Text message', 'SMS', 'SMS', 'SMS', 'SMS'),
};
