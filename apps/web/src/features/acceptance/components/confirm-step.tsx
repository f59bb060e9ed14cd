import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { serverKey } from '../../../lib/i18n/server-key';
import classes from '../acceptance.module.css';
import type { TChoice } from '../model/choice';

/** The recorded answer, with the way back to the other plans while some remain. */
export function ConfirmStep({
  choice,
  moreRemain,
  onBackToOperations,
}: {
  choice: TChoice;
  moreRemain: boolean;
  onBackToOperations: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={classes.section} data-testid="acceptation-confirm">
      <Title order={2}>{t('acceptation.confirm.title')}</Title>
      <Text>{t(serverKey(choice.plan.confirmTraductionKey) ?? 'acceptation.plan.confirm.text')}</Text>
      <div className={classes.actions}>
        {moreRemain ? (
          <Button variant="default" onClick={onBackToOperations} data-testid="confirm-back-operations">
            {t('acceptation.confirm.backOperations')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate(paths.root.getHref())} data-testid="confirm-back-home">
          {t('acceptation.confirm.backHome')}
        </Button>
      </div>
    </div>
  );
}
