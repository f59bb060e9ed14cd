import { Button, Modal, PasswordInput, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATION_ERRORS, passwordConfirmLabel, type TPasswordOperationType } from '@nomina/domain';
import { serverKey } from '../../lib/i18n/server-key';
import { BLOCKING_MODAL_PROPS } from '../modals/blocking-modal';
import { ApiError, toErrorCode } from '../../lib/http/api-error';
import { logout } from '../../lib/session/logout';
import { validateOtherOperation, validateStockOperation } from './password-confirm-api';
import classes from './password-confirm.module.css';

export type TPasswordConfirmResult = { status: 'valid'; data?: unknown } | { status: 'cancelled' };

export type TPasswordConfirmProps = {
  /** sale, purchase and exercise are stock operations; acceptPlan and other use the other-operation call. */
  operationType: TPasswordOperationType;
  operationToken: string;
  natureDemande: string;
  modeReglt?: string;
  /** Stock orders: the key that makes a retried validation record the order once. */
  idempotencyKey?: string;
  /**
   * The confirming call of an operation that has its own (e.g. the bank details' update/bancaire-titu);
   * without it, the stock or other-operation call is used.
   */
  validate?: (password: string) => Promise<unknown>;
  onClose: (result: TPasswordConfirmResult) => void;
};

const isStock = (type: TPasswordOperationType) =>
  type === 'sale' || type === 'purchase' || type === 'exercise';

/**
 * The password confirmation modal shared by every operation (spec 2 §2, §4): non-blank password,
 * inline error on a wrong one, and at the attempt limit (the login's) logout and close.
 */
export function PasswordConfirmModal({
  operationType,
  operationToken,
  natureDemande,
  modeReglt,
  idempotencyKey,
  validate,
  onClose,
}: TPasswordConfirmProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setError(t('majpassword.text.empty'));
      return;
    }
    setBusy(true);
    try {
      if (validate) {
        onClose({ status: 'valid', data: await validate(password) });
      } else if (isStock(operationType)) {
        const data = await validateStockOperation(
          { password, operationToken, natureDemande, modeReglt },
          idempotencyKey,
        );
        if (!data.refDemande) {
          onClose({ status: 'cancelled' });
          logout('session');
          return;
        }
        onClose({ status: 'valid', data });
      } else {
        const data = await validateOtherOperation({ password, operationToken, natureDemande });
        onClose({ status: 'valid', data });
      }
    } catch (caught) {
      const errorCode = toErrorCode(caught);
      if (errorCode === OPERATION_ERRORS.attemptsExhausted) {
        onClose({ status: 'cancelled' });
        logout('attempts');
        return;
      }
      setPassword('');
      const remaining = caught instanceof ApiError ? caught.fields?.remainingAttempts : undefined;
      setError(
        errorCode === OPERATION_ERRORS.wrongPassword && remaining
          ? `${t(errorCode)} ${t('password.confirm.error.remaining', { remaining })}`
          : t(errorCode),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      onClose={() => onClose({ status: 'cancelled' })}
      title={t('password.confirm.title')}
      data-testid="password-confirm-modal"
    >
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        <Text>{t('password.confirm.text')}</Text>
        <PasswordInput
          label={t('password.confirm.label')}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="current-password"
          data-autofocus
          data-testid="password-confirm-input"
        />
        <div className={classes.actions}>
          <Button variant="default" onClick={() => onClose({ status: 'cancelled' })} disabled={busy}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="password-confirm-submit">
            {t(serverKey(passwordConfirmLabel(operationType)))}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
