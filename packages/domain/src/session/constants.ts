/** Timings and limits of spec 1 §9 and spec 3 §9, in the unit their name says. */
export const SESSION = {
  idleSeconds: 600,
  timeoutSeconds: 120,
  pingSeconds: 600,
  loginCookieDays: 365,
} as const;

export const UI_TIMINGS = {
  issuerSearchDebounceMs: 300,
  issuerSearchMinChars: 2,
  scrollTimeoutMs: 300,
  loginLoaderHideMs: 1000,
  carouselAutoAdvanceMs: 5000,
  alertAnimationMs: 3000,
  /** Polling period while waiting for the maintenance flag to be known. */
  maintenancePollMs: 100,
} as const;

/** Text preview (spec 3 §4): longer texts show their first lines with a show more/less toggle. */
export const TEXT_PREVIEW = { maxLength: 300 } as const;

export const CAPTCHA_MIN_SCORE = 0.5;

/** Product version shown in the footer. */
export const PRODUCT_VERSION = '2025.5';

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, giga: 1600 } as const;

/** Loader kinds (spec 1 §2). `hidden` shows nothing but still counts as loading. */
export const LOADER_TYPES = ['transparent-simple', 'white-logo-progress', 'white-simple', 'hidden'] as const;
export type TLoaderType = (typeof LOADER_TYPES)[number];
