/**
 * Debian's Chromium, as every browser run on these machines launches it (the e2e tests and the
 * bench): Playwright never downloads a browser here, and without the background-networking flags
 * Chromium's connections are refused by the closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
