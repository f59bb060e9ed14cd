import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AlertModal } from './alert-modal';
import { closeModal, useModalEntries, type TAlertResult, type TModalEntry } from './modal-store';
import { SessionTimeoutModal } from './session-timeout-modal';
import { WarningModal } from './warning-modal';

/**
 * Renders the modals opened through `modals`. Scroll is locked here through the CSSOM: Mantine's
 * own scroll lock injects a <style> element that the Content-Security-Policy refuses.
 */
export function ModalStack() {
  const entries = useModalEntries();
  const navigate = useNavigate();
  const hasModal = entries.length > 0;

  useEffect(() => {
    if (!hasModal) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [hasModal]);

  const finish = (entry: TModalEntry) => (result: TAlertResult) => {
    closeModal(entry.id, result);
    if (entry.type === 'session') return;
    // The contact form replaces the page that sent the visitor there (spec 1 §2), as its links do.
    const { redirectTo } = entry.options;
    if (redirectTo) void navigate(redirectTo, { replace: redirectTo === paths.contactUsFormCall.getHref() });
    if (entry.type === 'alert') entry.options.onClose?.();
  };

  return entries.map((entry) => {
    if (entry.type === 'alert')
      return <AlertModal key={entry.id} options={entry.options} onDone={finish(entry)} />;
    if (entry.type === 'warning')
      return <WarningModal key={entry.id} options={entry.options} onDone={finish(entry)} />;
    return <SessionTimeoutModal key={entry.id} options={entry.options} onDone={finish(entry)} />;
  });
}
