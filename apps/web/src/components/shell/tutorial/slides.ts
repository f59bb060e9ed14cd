import type { TTranslationKey } from '@nomina/translations/keys';
import { serverKey } from '../../../lib/i18n/server-key';
import type { TSketchFocus } from './portal-sketch';

type TSlide = { focus: TSketchFocus; caption: { fr: string; en: string } };

/**
 * The drawing of each slide, by category then slide (TUTO_CONFIG '4;3;2;3;2'). Titles and texts
 * are translations `tuto.<category>.<slide>.title` and `.html`, numbered from 1.
 */
export const SLIDES: readonly (readonly TSlide[])[] = [
  [
    { focus: 'cards', caption: { fr: 'Tableau de bord', en: 'Dashboard' } },
    { focus: 'menu', caption: { fr: 'Menu', en: 'Menu' } },
    { focus: 'header', caption: { fr: 'Aide et contact', en: 'Help and contact' } },
  ],
  [
    { focus: 'tabs', caption: { fr: 'Titres et fonds', en: 'Securities and funds' } },
    { focus: 'table', caption: { fr: 'Droits', en: 'Rights' } },
  ],
  [
    { focus: 'table', caption: { fr: 'Opérations de bourse', en: 'Stock-exchange operations' } },
    { focus: 'content', caption: { fr: 'Ordres en cours', en: 'Pending orders' } },
    { focus: 'tabs', caption: { fr: 'Opérations diverses', en: 'Other operations' } },
  ],
  [
    { focus: 'documents', caption: { fr: 'Documents', en: 'Documents' } },
    { focus: 'footer', caption: { fr: 'Profil et paramètres', en: 'Profile and settings' } },
  ],
];

export function slideKey(category: number, slide: number, part: 'title' | 'html'): TTranslationKey {
  return serverKey(`tuto.${category + 1}.${slide + 1}.${part}`);
}

export function categoryKey(category: number): TTranslationKey {
  return serverKey(`tuto.${category + 1}.title`);
}
