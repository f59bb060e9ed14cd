import { isFrenchTaxResident, TAX_RESIDENCE_GUARD_MESSAGE } from '@nomina/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { modals } from '../../../components/modals/modal-store';
import { RefusedNavigation } from '../../../components/shell/guard/refused-navigation';
import { useTitulaire } from '../../../lib/session/use-titulaire';

/**
 * Tax-residence guard (spec 1 §6, spec 3 §5): dispense_acompte opens only for FRANCE, DOM or TOM
 * tax residents; others get the neutral modal upi.guard.french.taxresidence and stay where they were.
 */
export function TaxResidenceGuard({ children }: { children: ReactNode }) {
  const holder = useTitulaire();
  const isAllowed = holder.data ? isFrenchTaxResident(holder.data.residenceFiscale) : null;
  const explained = useRef(false);
  useEffect(() => {
    if (isAllowed !== false || explained.current) return;
    explained.current = true;
    void modals.warning({
      type: 'neutral',
      title: 'habilitations.restriction.msg.n.title',
      lines: [TAX_RESIDENCE_GUARD_MESSAGE],
    });
  }, [isAllowed]);
  if (isAllowed === null) return null;
  if (!isAllowed) return <RefusedNavigation />;
  return children;
}
