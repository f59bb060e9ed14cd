/** The port the end-to-end server listens on (not 3000, so a running `npm start` does not clash). */
/** E2E_PORT lets two runs share a machine (each starts its own server). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/** The origin of an issuer theme: Chromium resolves every *.localhost name to the loopback. */
export function themeOrigin(themeId: number): string {
  return `http://theme${themeId}.localhost:${PORT}`;
}
