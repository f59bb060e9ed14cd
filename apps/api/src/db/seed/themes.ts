import type { TThemeConfig } from '@nomina/domain';

type TThemeSeed = {
  id: number;
  name: string;
  hosts: string[];
  allowLegacyUser: boolean;
  config: TThemeConfig;
};

const asset = (themeId: number, file: string) => `/themes/theme-${themeId}/${file}`;

function themeConfig(
  id: number,
  title: string,
  colors: TThemeConfig['colors'],
  login: Omit<TThemeConfig['login'], 'mainBgImg' | 'wrapperBgImg' | 'illustration' | 'upTitleImg'>,
): TThemeConfig {
  return {
    id: `theme-${id}`,
    isAvailable: true,
    head: { hasCustomHead: id !== 1, title, favicon: asset(id, 'favicon.svg') },
    logo: asset(id, 'logo.svg'),
    colors,
    login: {
      ...login,
      ...(login.hasMainBgImg ? { mainBgImg: asset(id, 'login-bg.svg') } : {}),
      ...(login.hasWrapperBgImg ? { wrapperBgImg: asset(id, 'login-bg.svg') } : {}),
      ...(login.hasWrapperIllustration ? { illustration: asset(id, 'illustration.svg') } : {}),
      ...(login.hasUpTitleImg ? { upTitleImg: asset(id, 'up-title.svg') } : {}),
    },
    maintenance: { hasIllustration: true, illustration: asset(id, 'maintenance.svg') },
  };
}

/**
 * The five issuer themes. Theme 1 is the registrar's own portal (several issuers); the others
 * are issuer-branded portals reached by their own host name. `themeN.localhost` hosts make
 * every theme reachable on a developer machine (Chromium resolves *.localhost to loopback).
 */
export const themeSeeds: TThemeSeed[] = [
  {
    id: 1,
    name: 'Nomina',
    hosts: ['localhost', '127.0.0.1', 'theme1.localhost', 'portail.nomina.example'],
    allowLegacyUser: true,
    config: themeConfig(
      1,
      'Nomina',
      { primary: '#1d3557', primaryDark: '#14253d', accent: '#e9c46a', surface: '#f4f6fa' },
      {
        hasMainBgImg: true,
        hasWrapperBgImg: false,
        hasWrapperIllustration: true,
        hasUpTitleImg: false,
        getMyAccess: { exPLS: true, exOLIS: true },
      },
    ),
  },
  {
    id: 2,
    name: 'Calanque Énergie',
    hosts: ['theme2.localhost', 'actionnaires.calanque-energie.example'],
    allowLegacyUser: false,
    config: themeConfig(
      2,
      'Calanque Énergie',
      { primary: '#0b6e4f', primaryDark: '#084c37', accent: '#f4a259', surface: '#f2f8f5' },
      {
        hasMainBgImg: false,
        hasWrapperBgImg: true,
        hasWrapperIllustration: false,
        hasUpTitleImg: false,
        getMyAccess: { exPLS: false, exOLIS: false },
      },
    ),
  },
  {
    id: 3,
    name: 'Vercors Santé',
    hosts: ['theme3.localhost', 'actionnaires.vercors-sante.example'],
    allowLegacyUser: false,
    config: themeConfig(
      3,
      'Vercors Santé',
      { primary: '#6a1b9a', primaryDark: '#4a126b', accent: '#4dd0e1', surface: '#f7f2fa' },
      {
        hasMainBgImg: false,
        hasWrapperBgImg: false,
        hasWrapperIllustration: true,
        hasUpTitleImg: true,
        getMyAccess: { exPLS: false, exOLIS: false },
      },
    ),
  },
  {
    id: 4,
    name: 'Lumen Télécom',
    hosts: ['theme4.localhost', 'actionnaires.lumen-telecom.example'],
    allowLegacyUser: false,
    config: themeConfig(
      4,
      'Lumen Télécom',
      { primary: '#b23a48', primaryDark: '#7f2833', accent: '#fcb9b2', surface: '#fbf3f4' },
      {
        hasMainBgImg: true,
        hasWrapperBgImg: false,
        hasWrapperIllustration: false,
        hasUpTitleImg: false,
        getMyAccess: { exPLS: false, exOLIS: false },
      },
    ),
  },
  {
    id: 5,
    name: 'Borealis Banque',
    hosts: ['theme5.localhost', 'actionnaires.borealis-banque.example'],
    allowLegacyUser: true,
    config: themeConfig(
      5,
      'Borealis Banque',
      { primary: '#005f73', primaryDark: '#0a3d47', accent: '#94d2bd', surface: '#f0f7f8' },
      {
        hasMainBgImg: false,
        hasWrapperBgImg: true,
        hasWrapperIllustration: false,
        hasUpTitleImg: true,
        getMyAccess: { exPLS: true, exOLIS: false },
      },
    ),
  },
];

/** Issuers: one per branded theme, several on the registrar's own portal. */
export const issuerSeeds = [
  {
    emetIden: 1001,
    emetLibe: 'Aubépine Industries',
    themeId: 1,
    migrated: true,
    ssoSecret: 'demo-sso-key-aubepine-industries-2025-0001',
  },
  { emetIden: 1002, emetLibe: 'Cèdre Logistique', themeId: 1, migrated: true },
  { emetIden: 1003, emetLibe: 'Orée Assurances', themeId: 1, migrated: true },
  { emetIden: 1004, emetLibe: 'Saline Matériaux', themeId: 1, migrated: false },
  { emetIden: 2002, emetLibe: 'Calanque Énergie', themeId: 2, migrated: true },
  { emetIden: 3003, emetLibe: 'Vercors Santé', themeId: 3, migrated: true },
  { emetIden: 4004, emetLibe: 'Lumen Télécom', themeId: 4, migrated: true },
  {
    emetIden: 5005,
    emetLibe: 'Borealis Banque',
    themeId: 5,
    migrated: true,
    ssoSecret: 'demo-sso-key-borealis-banque-2025-00005',
  },
];

/** Each theme's own issuer, whose logo and parameters the login page uses. */
export const themeIssuer: Record<number, number> = { 1: 1001, 2: 2002, 3: 3003, 4: 4004, 5: 5005 };

export const languageSeeds = [
  { langueIden: 'fr', libelle: 'Français', ordre: 1, isSite: true },
  { langueIden: 'en', libelle: 'English', ordre: 2, isSite: true },
  { langueIden: 'de', libelle: 'Deutsch', ordre: 3, isSite: true },
  { langueIden: 'es', libelle: 'Español', ordre: 4, isSite: true },
  { langueIden: 'it', libelle: 'Italiano', ordre: 5, isSite: true },
  { langueIden: 'pt', libelle: 'Português', ordre: 6, isSite: true },
];
