import { THEME_FALLBACK, type TThemeResponse } from '@nomina/domain';

/**
 * What the page wears when the theme call fails (spec 1 §4: theme 1, legacy users allowed,
 * portal alive). Mirrors the registrar's default theme served by the API.
 */
export const FALLBACK_THEME: TThemeResponse = {
  ...THEME_FALLBACK,
  config: {
    id: 'theme-1',
    isAvailable: true,
    head: { hasCustomHead: false, title: 'Nomina', favicon: '/themes/theme-1/favicon.svg' },
    logo: '/themes/theme-1/logo.svg',
    colors: { primary: '#1d3557', primaryDark: '#14253d', accent: '#e9c46a', surface: '#f5f7fa' },
    login: {
      hasMainBgImg: true,
      hasWrapperBgImg: false,
      hasWrapperIllustration: true,
      hasUpTitleImg: false,
      mainBgImg: '/themes/theme-1/login-bg.svg',
      illustration: '/themes/theme-1/illustration.svg',
      getMyAccess: { exPLS: true, exOLIS: true },
    },
    maintenance: { hasIllustration: true, illustration: '/themes/theme-1/maintenance.svg' },
  },
};
