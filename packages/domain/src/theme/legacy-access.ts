/**
 * The two kinds of old account (spec 1 §1): OLIS (identifier and password) and PLS (identifier,
 * access code and password).
 */
export type TOldAccountVariant = 'OLIS' | 'PLS';

export type TLegacyAccess = {
  allowLegacyUser: boolean;
  /** The theme config's login.getMyAccess flags (spec 3 §3). */
  getMyAccess: { exPLS: boolean; exOLIS: boolean };
};

/**
 * Variants the theme offers (spec 1 §6): theme-1 both, theme-5 old-PLS only, others none; and
 * none at all when the theme does not allow legacy users.
 */
export function availableVariants({ allowLegacyUser, getMyAccess }: TLegacyAccess): TOldAccountVariant[] {
  if (!allowLegacyUser) return [];
  const variants: TOldAccountVariant[] = [];
  if (getMyAccess.exPLS) variants.push('PLS');
  if (getMyAccess.exOLIS) variants.push('OLIS');
  return variants;
}

/**
 * Whether a theme offers an old-account variant: the page shows the login only then, and the
 * server refuses the login elsewhere.
 */
export const offersVariant = (access: TLegacyAccess, variant: TOldAccountVariant): boolean =>
  availableVariants(access).includes(variant);
