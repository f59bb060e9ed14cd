/** Where the API answers, for the one HTTP client and the page's first call (no imports: tiny). */
export const API_BASE = '/api/v1';
