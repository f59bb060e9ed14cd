/**
 * Whether this is a production build. `vite build --mode demo` (what `npm start` and the e2e
 * tests use) gives an optimised build that still counts as non-production, so the demo page and
 * the theme switcher exist (spec: only when the build is not production). `npm run
 * build:production` is the build to deploy.
 */
export const IS_PRODUCTION_BUILD: boolean = import.meta.env.PROD && import.meta.env.MODE !== 'demo';
