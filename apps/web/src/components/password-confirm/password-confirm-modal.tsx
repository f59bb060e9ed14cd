import { Button, Modal, PasswordInput, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OPERATION_ERRORS,
  ZModalPassword,
  passwordConfirmLabel,
  type TPasswordOperationType,
} from '@nomina/domain';
import { z } from 'zod';
import { domainResolver, fieldErrorText } from '../../lib/forms/domain-resolver';
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

type TPasswordForm = { password: string };
const resolver = domainResolver<TPasswordForm>(z.object({ password: ZModalPassword }));
/** A stock order recorded without a reference means the session is no longer trusted. */
type TConfirmAnswer = { status: 'valid'; data: unknown } | { status: 'noReference' };

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
  const form = useForm<TPasswordForm>({ defaultValues: { password: '' }, resolver });
  const { errors } = form.formState;
  const confirm = useMutation({
    mutationFn: async (password: string): Promise<TConfirmAnswer> => {
      if (validate) return { status: 'valid', data: await validate(password) };
      if (!isStock(operationType))
        return {
          status: 'valid',
          data: await validateOtherOperation({ password, operationToken, natureDemande }),
        };
      const data = await validateStockOperation(
        { password, operationToken, natureDemande, modeReglt },
        idempotencyKey,
      );
      return data.refDemande ? { status: 'valid', data } : { status: 'noReference' };
    },
  });

  const onValid = async ({ password }: TPasswordForm) => {
    try {
      const answer = await confirm.mutateAsync(password);
      if (answer.status === 'valid') return onClose({ status: 'valid', data: answer.data });
      onClose({ status: 'cancelled' });
      logout('session');
    } catch (caught) {
      const errorCode = toErrorCode(caught);
      if (errorCode === OPERATION_ERRORS.attemptsExhausted) {
        onClose({ status: 'cancelled' });
        logout('attempts');
        return;
      }
      form.setValue('password', '');
      const remaining = caught instanceof ApiError ? caught.fields?.remainingAttempts : undefined;
      form.setError('password', {
        type: 'server',
        message:
          errorCode === OPERATION_ERRORS.wrongPassword && remaining
            ? `${t(errorCode)} ${t('password.confirm.error.remaining', { remaining })}`
            : t(errorCode),
      });
    }
  };
  const busy = confirm.isPending;
  // A server answer is already translated (it joins two texts); a rule's issue is a key.
  const error =
    errors.password?.type === 'server' ? errors.password.message : fieldErrorText(t, errors.password);

  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      onClose={() => onClose({ status: 'cancelled' })}
      title={t('password.confirm.title')}
      data-testid="password-confirm-modal"
    >
      <form className={classes.form} onSubmit={form.handleSubmit(onValid)} noValidate>
        <Text>{t('password.confirm.text')}</Text>
        <PasswordInput
          label={t('password.confirm.label')}
          {...form.register('password', { onChange: () => form.clearErrors('password') })}
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
            {t(passwordConfirmLabel(operationType))}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
