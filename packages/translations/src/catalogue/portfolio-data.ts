import { tr, type TCatalogue } from './catalogue.types';

/**
 * Texts the portfolio API names by key: the rights group titles of portefeuille/droits
 * (libelleKey) and the account refusal reason of the droits module seeded for the demo.
 */
export const portfolioDataTexts: TCatalogue = {
  'portfolio.data.groupe.aga': tr(
    'Actions gratuites',
    'Free shares',
    'Gratisaktien',
    'Acciones gratuitas',
    'Azioni gratuite',
    'Ações gratuitas',
  ),
  'portfolio.data.groupe.stockOption': tr(
    'Options de souscription ou d’achat d’actions',
    'Stock options',
    'Aktienoptionen',
    'Opciones sobre acciones',
    'Stock option',
    'Opções sobre ações',
  ),
  'habilitations.motif.plan': tr(
    'Le règlement de votre plan ne permet pas de consulter vos droits en ligne.',
    'The rules of your plan do not allow you to view your rights online.',
    'Die Bedingungen Ihres Plans erlauben keine Online-Ansicht Ihrer Rechte.',
    'El reglamento de su plan no permite consultar sus derechos en línea.',
    'Il regolamento del suo piano non consente di consultare i suoi diritti online.',
    'O regulamento do seu plano não permite consultar os seus direitos online.',
  ),
};
