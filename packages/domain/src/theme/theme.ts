import { z } from 'zod';

export const THEME_IDS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_THEME_ID = 1;

/** Spec 3 §3 theme config: what the browser needs to dress the page for an issuer. */
export const ZThemeConfig = z.object({
  id: z.string().regex(/^theme-[1-5]$/),
  isAvailable: z.boolean(),
  head: z.object({ hasCustomHead: z.boolean(), title: z.string(), favicon: z.string() }),
  logo: z.string(),
  /** Issuer colours; the primary one must keep a 4.5:1 contrast with white text. */
  colors: z.object({ primary: z.string(), primaryDark: z.string(), accent: z.string(), surface: z.string() }),
  login: z.object({
    hasMainBgImg: z.boolean(),
    hasWrapperBgImg: z.boolean(),
    hasWrapperIllustration: z.boolean(),
    hasUpTitleImg: z.boolean(),
    mainBgImg: z.string().optional(),
    wrapperBgImg: z.string().optional(),
    illustration: z.string().optional(),
    upTitleImg: z.string().optional(),
    /** Which old-account login variants the login page offers (spec 1 §6). */
    getMyAccess: z.object({ exPLS: z.boolean(), exOLIS: z.boolean() }),
  }),
  maintenance: z.object({ hasIllustration: z.boolean(), illustration: z.string().optional() }),
});
export type TThemeConfig = z.infer<typeof ZThemeConfig>;

export const ZThemeRequest = z.object({
  url: z.string().min(1).max(2048),
  /** Theme the browser already holds (signed-in user, or the non-production switcher); it wins over the origin. */
  themeId: z.number().int().min(1).max(5).optional(),
});
export type TThemeRequest = z.infer<typeof ZThemeRequest>;

export const ZThemeResponse = z.object({
  themeId: z.number().int(),
  allowLegacyUser: z.boolean(),
  /** false means the portal is in maintenance for this theme. */
  alive: z.boolean(),
  config: ZThemeConfig,
});
export type TThemeResponse = z.infer<typeof ZThemeResponse>;

/** What the browser falls back to when the theme cannot be fetched (spec 1 §4). */
export const THEME_FALLBACK = { themeId: DEFAULT_THEME_ID, allowLegacyUser: true, alive: true } as const;
