import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAcceptationPlan } from '@nomina/domain';
import { BLOCKING_MODAL_PROPS } from '../../../components/modals/blocking-modal';
import classes from '../acceptance.module.css';
import { planLabel } from './plan-card';
import { PlanInfo } from './plan-info';

/** Plan-details modal (spec 2 §2 screen 5): the plan's dates, label, share, price, documents. */
export function PlanDetailsModal({ plan, onClose }: { plan: TAcceptationPlan; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      size="lg"
      onClose={onClose}
      title={planLabel(t, plan)}
      data-testid="plan-details-modal"
    >
      <PlanInfo plan={plan} isDetails />
      <div className={classes.actions}>
        <Button onClick={onClose}>{t('general.close')}</Button>
      </div>
    </Modal>
  );
}
