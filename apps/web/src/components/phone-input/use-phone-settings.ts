import type { TPhoneSettings } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/http-client';

const NO_RULES: TPhoneSettings = { allowedDialCodes: [], mobileCheckDialCodes: [] };

/** GET resource/phone: TEL_INDICATIF_AUTORISE and INDICATIFS_VERIF_MOBILE_FORTE of an issuer. */
export async function fetchPhoneSettings(emetIden: number): Promise<TPhoneSettings> {
  try {
    return await http<TPhoneSettings>('/resource/phone', {
      query: { emetIden },
      skipAuth: true,
      hiddenReq: true,
    });
  } catch {
    // Spec 1 §7: a failed fetch falls back; the server still checks the number on save.
    return NO_RULES;
  }
}

/** The phone rules of an issuer; null until known (or while no issuer is known yet). */
export function usePhoneSettings(emetIden: number | null | undefined): TPhoneSettings | null {
  const query = useQuery({
    queryKey: ['resource', 'phone', emetIden],
    queryFn: () => fetchPhoneSettings(emetIden!),
    enabled: typeof emetIden === 'number',
    staleTime: Infinity,
  });
  return query.data ?? null;
}
