import { useEffect } from 'react';
import { useTutoConfig } from './use-tuto-config';
import { TutorialCarousel } from './tutorial-carousel';
import { tutorial, useTutorialState } from './tutorial-store';
import { TutorialThumbnail } from './tutorial-thumbnail';
import { TutorialTour } from './tutorial-tour';

/** The tutorial overlay of spec 3 §2 for the given issuer's TUTO_CONFIG. */
export function TutorialOverlay({ emetIden }: { emetIden: number | null }) {
  const state = useTutorialState();
  const config = useTutoConfig(emetIden);
  // A setting that cannot be read or used shows nothing: the tutorial closes, so its footer link
  // (disabled while it is visible) is not left disabled with nothing on screen.
  const isUnavailable = state.isVisible && state.tourStep === null && config === null;
  useEffect(() => {
    if (isUnavailable) tutorial.close();
  }, [isUnavailable]);
  if (!state.isVisible) return null;
  if (state.tourStep !== null) return <TutorialTour step={state.tourStep} />;
  if (!config) return null;
  if (state.size === 'reduced') return <TutorialThumbnail state={state} />;
  return <TutorialCarousel config={config} state={state} />;
}
