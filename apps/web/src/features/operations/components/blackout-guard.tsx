import { useEffect, useRef, type ReactNode } from 'react';
import { BLACKOUT_BLOCKING } from '@nomina/domain';
import { modals } from '../../../components/modals/modal-store';
import { BLOCK_TITLE } from '../../../components/shell/guard/module-access';
import { RefusedNavigation } from '../../../components/shell/guard/refused-navigation';
import { useTitulaire } from '../../../lib/session/use-titulaire';

/** The reason the blackout modal gives (spec 3 §5 guards, §8 neutral modal). */
export const BLACKOUT_REASON = 'habilitations.motif.blackout';

/**
 * Spec 3 §5: buy, sell and exercise need the holder not to have a blocking blackout control.
 * A holder under one sees the neutral restriction modal and stays where they were, the page
 * never shown; the API refuses the same orders with a 403 whatever the browser does.
 */
export function BlackoutGuard({ children }: { children: ReactNode }) {
  const titulaire = useTitulaire();
  const isBlocked = titulaire.data?.blackoutControls.includes(BLACKOUT_BLOCKING) ?? false;
  const explained = useRef(false);
  useEffect(() => {
    if (!isBlocked || explained.current) return;
    explained.current = true;
    void modals.warning({ type: 'neutral', title: BLOCK_TITLE, lines: [BLACKOUT_REASON] });
  }, [isBlocked]);

  if (!titulaire.data) return null;
  if (isBlocked) return <RefusedNavigation />;
  return children;
}
