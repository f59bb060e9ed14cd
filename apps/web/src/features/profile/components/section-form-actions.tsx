import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import classes from '../profile.module.css';

type TSectionFormActionsProps = {
  /** The section's update call. */
  update: { isError: boolean; error: unknown; isPending: boolean };
  /** The fields the server refused, shown on the fields themselves. */
  serverIssues: Record<string, unknown>;
  onClose: () => void;
};

/**
 * The end of every profile section's form: the server's refusal when no field carries it, then
 * validate and cancel.
 */
export function SectionFormActions({ update, serverIssues, onClose }: TSectionFormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {update.isError && Object.keys(serverIssues).length === 0 ? (
        <Alert color="red" role="alert" className={classes.wide}>
          {t(toErrorCode(update.error))}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('general.validate')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('profil.cancel')}
        </Button>
      </div>
    </>
  );
}
