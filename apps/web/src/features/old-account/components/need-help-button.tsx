import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, type TForgotCredentialsState } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';

/**
 * Need help (spec 1 §2 item 10): an info dialog about recovering the old password; once it is
 * dismissed (either of its buttons), forgotcredentials opens with the password
 * flow already chosen.
 */
export function NeedHelpButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const openHelp = async () => {
    await modals.alert({
      kind: 'info',
      title: 'oldaccount.help.title',
      body: ['oldaccount.help.text', 'oldaccount.help.next'],
      cancelLabel: 'general.close',
      validateLabel: 'oldaccount.help.continue',
    });
    const state: TForgotCredentialsState = { isPasswordFlow: true };
    void navigate(paths.forgotCredentials.getHref(), { state });
  };

  return (
    <Button variant="subtle" size="sm" onClick={() => void openHelp()}>
      {t('oldaccount.help.button')}
    </Button>
  );
}
