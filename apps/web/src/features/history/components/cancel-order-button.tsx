import { Button, VisuallyHidden } from '@mantine/core';
import type { TOperationResume } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { modals } from '../../../components/modals/modal-store';
import { useCancelOrder } from '../api/cancel-order';

type TCancelOrderButtonProps = { operation: Pick<TOperationResume, 'idDemande' | 'reference'> };

/**
 * Cancels a pending order after the holder confirms it; the success message follows, and the
 * lists and details showing the order refresh to ANNULE.
 */
export function CancelOrderButton({ operation }: TCancelOrderButtonProps) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const onClick = async () => {
    const answer = await modals.alert({
      kind: 'info',
      title: 'history.cancel.confirm.title',
      body: t('history.cancel.confirm.text', { reference: operation.reference }),
      cancelLabel: 'history.cancel.confirm.no',
      validateLabel: 'history.cancel.confirm.yes',
    });
    if (answer !== 'validated') return;
    try {
      await cancel.mutateAsync(operation.idDemande);
      await modals.alert({
        kind: 'success',
        body: t('history.cancel.success', { reference: operation.reference }),
      });
    } catch (error) {
      await showRequestError(error);
    }
  };
  return (
    <Button
      variant="outline"
      color="red.9"
      size="compact-sm"
      loading={cancel.isPending}
      onClick={() => void onClick()}
    >
      {t('history.action.cancel')}
      <VisuallyHidden> {operation.reference}</VisuallyHidden>
    </Button>
  );
}
