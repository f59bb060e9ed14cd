import { useTutoConfig } from './use-tuto-config';
import { TutorialCarousel } from './tutorial-carousel';
import { useTutorialState } from './tutorial-store';
import { TutorialThumbnail } from './tutorial-thumbnail';
import { TutorialTour } from './tutorial-tour';

/** The tutorial overlay of spec 3 §2 for the given issuer's TUTO_CONFIG. */
export function TutorialOverlay({ emetIden }: { emetIden: number | null }) {
  const state = useTutorialState();
  const config = useTutoConfig(emetIden);
  if (!state.isVisible) return null;
  if (state.tourStep !== null) return <TutorialTour step={state.tourStep} />;
  if (!config) return null;
  if (state.size === 'reduced') return <TutorialThumbnail state={state} />;
  return <TutorialCarousel config={config} state={state} />;
}
