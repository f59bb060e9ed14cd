import { useEffect, useRef, type ReactNode } from 'react';
import { OST_ERRORS } from '@nomina/domain';
import { modals } from '../../../components/modals/modal-store';
import { BLOCK_TITLE } from '../../../components/shell/guard/module-access';
import { RefusedNavigation } from '../../../components/shell/guard/refused-navigation';
import { useTitulaire } from '../../../lib/session/use-titulaire';

/**
 * Spec 3 §5: the corporate-action routes are refused with the neutral modal and refa_205 when the
 * holder has an external-reference block; the server refuses the calls the same way.
 */
export function ExternalReferenceGuard({ children }: { children: ReactNode }) {
  const titulaire = useTitulaire();
  const isBlocked = titulaire.data?.hasBlocageRefExterne === true;
  const explained = useRef(false);
  useEffect(() => {
    if (!isBlocked || explained.current) return;
    explained.current = true;
    void modals.warning({ type: 'neutral', title: BLOCK_TITLE, lines: [OST_ERRORS.externalReference] });
  }, [isBlocked]);
  if (!titulaire.data) return null;
  if (isBlocked) return <RefusedNavigation />;
  return children;
}
