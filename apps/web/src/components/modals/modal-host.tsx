import { lazy, Suspense } from 'react';
import { useModalEntries } from './modal-store';

// Modals, their scroll handling and DOMPurify load with the first modal, not with every page.
const ModalStack = lazy(() => import('./modal-stack').then((module) => ({ default: module.ModalStack })));

/** Mount point of the modal service, placed once in the root layout. */
export function ModalHost() {
  const hasModal = useModalEntries().length > 0;
  return hasModal ? (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  ) : null;
}
