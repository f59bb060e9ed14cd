import type { TOldAccountVariant } from '@nomina/domain';

export { availableVariants, type TLegacyAccess, type TOldAccountVariant } from '@nomina/domain';

/**
 * The variant a visit opens, from the `variant` query parameter (any case): the requested one
 * when the theme offers it; without a request, the first offered; otherwise null (go to login).
 */
export function pickVariant(
  requested: string | null,
  offered: readonly TOldAccountVariant[],
): TOldAccountVariant | null {
  if (!requested) return offered[0] ?? null;
  const wanted = requested.toUpperCase();
  return offered.find((variant) => variant === wanted) ?? null;
}
