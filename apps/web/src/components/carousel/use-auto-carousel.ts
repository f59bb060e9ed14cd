import { UI_TIMINGS } from '@nomina/domain';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A carousel that moves on by itself (spec 3 §9: every 5000 ms, paused while hovered, looping),
 * driven through embla directly: @mantine/carousel's inline <style> element is refused by the
 * strict CSP. It can be paused and resumed (WCAG 2.2.2: content that moves has a pause control).
 */
export function useAutoCarousel() {
  const autoplay = useRef(
    Autoplay({
      delay: UI_TIMINGS.carouselAutoAdvanceMs,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay.current]);
  const [selected, setSelected] = useState(0);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePause = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (isPaused) plugin.play();
    else plugin.stop();
    setPaused(!isPaused);
  }, [embla, isPaused]);

  return {
    viewportRef,
    selected,
    isPaused,
    togglePause,
    previous: useCallback(() => embla?.scrollPrev(), [embla]),
    next: useCallback(() => embla?.scrollNext(), [embla]),
  };
}
