/** Spec 1 §8: in production outside localhost, console output is disabled. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}

export function silenceConsoleInProduction(isProduction: boolean, hostname: string): void {
  if (!isProduction || isLocalHost(hostname)) return;
  const noop = () => undefined;
  (['log', 'info', 'warn', 'error', 'debug', 'trace', 'table'] as const).forEach((method) => {
    console[method] = noop;
  });
}
