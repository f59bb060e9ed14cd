/**
 * The address a mailed or texted link starts with, for a holder of an issuer theme (issue 16 §4):
 * the portal's public URL with its host swapped for one of the theme's own hosts, so a theme-5
 * holder's link opens theme 5's site. Scheme and port stay the public URL's.
 *
 * A theme lists development hosts (`themeN.localhost`) beside its public ones: a public URL on a
 * local name picks the theme's local host, any other picks its first public host. When the public
 * URL is already one of the theme's hosts, or the theme has no host of the right kind, the public
 * URL is kept.
 */
export function issuerLinkBase(publicUrl: string, themeHosts: readonly string[]): string {
  const url = new URL(publicUrl);
  const host = url.hostname.toLowerCase();
  if (themeHosts.includes(host)) return trimSlash(url.toString());
  const wantsLocal = isLocal(host);
  const chosen = themeHosts.find((candidate) => isLocal(candidate) === wantsLocal && !isBareLocal(candidate));
  if (!chosen) return trimSlash(url.toString());
  url.hostname = chosen;
  return trimSlash(url.toString());
}

/** Values that start with the public URL are links: they get the issuer's base instead. */
export function rebaseLinks(
  values: Record<string, string>,
  publicUrl: string,
  base: string,
): Record<string, string> {
  const from = trimSlash(publicUrl);
  if (from === base) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.startsWith(`${from}/`) || value === from ? base + value.slice(from.length) : value,
    ]),
  );
}

function isLocal(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.includes(':');
}

/** `localhost` and bare addresses serve the registrar's default theme, never an issuer's. */
function isBareLocal(host: string): boolean {
  return host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':');
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
