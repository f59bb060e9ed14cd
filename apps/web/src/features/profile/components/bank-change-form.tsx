import { Alert, Button, FileInput, TextInput } from '@mantine/core';
import { makeZBankChange } from '@nomina/domain';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { PasswordConfirmModal } from '../../../components/password-confirm/password-confirm-modal';
import { ApiError, toErrorMessage, type TErrorMessage } from '../../../lib/http/api-error';
import {
  confirmBankDetails,
  useDraftBankDetails,
  useRefreshBankDetails,
  useSepaCountries,
} from '../api/bank-api';
import { useUploadDocument } from '../api/profile-api';
import classes from '../profile.module.css';

type TBankForm = { iban: string; bic: string; document: File | null };

/**
 * A new IBAN and BIC with every rule of spec 3 §5 (checked here as the holder types and again
 * by the server), the bank identity document (BANK_ID), then the password confirmation.
 */
export function BankChangeForm({
  residenceFiscale,
  onDone,
}: {
  residenceFiscale: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const countries = useSepaCountries();
  const upload = useUploadDocument();
  const draft = useDraftBankDetails();
  const refresh = useRefreshBankDetails();
  // The draft's answer is the operation token the password confirmation signs.
  const token = draft.data?.status ?? null;
  const [failure, setFailure] = useState<TErrorMessage | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  // The accepted countries arrive after the first render: the resolver reads the latest.
  const allowed = useRef<readonly string[]>([]);
  allowed.current = countries.data ?? [];
  const resolver = domainResolver<TBankForm>(() =>
    makeZBankChange<File | null>({ allowedCountries: allowed.current, residenceFiscale }),
  );
  const form = useForm<TBankForm>({ defaultValues: { iban: '', bic: '', document: null }, resolver });
  const { errors } = form.formState;
  const documentFile = form.watch('document');
  const message = (field: keyof TBankForm) =>
    fieldErrorText(t, errors[field], { server: serverFields[field] });

  const onValid = async ({ iban, bic, document: file }: TBankForm) => {
    setFailure(null);
    if (!file) return;
    try {
      const document = await upload.mutateAsync({ file, type: 'BANK_ID', subType: 'BANK_ID' });
      await draft.mutateAsync({ iban, bic, documentId: document.id });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setServerFields(error.fields);
      else setFailure(toErrorMessage(error));
    }
  };
  /** IBAN and BIC are typed in capitals; a new value clears the server's answer on the old one. */
  const upper = (field: 'iban' | 'bic') => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <TextInput
          className={field === 'iban' ? classes.wide : undefined}
          label={t(`bancaire.field.${field}`)}
          description={field === 'iban' ? t('bancaire.field.iban.hint') : undefined}
          name={input.name}
          ref={input.ref}
          value={input.value}
          onBlur={input.onBlur}
          maxLength={field === 'iban' ? 42 : 11}
          autoComplete="off"
          onChange={(event) => {
            input.onChange(event.currentTarget.value.toUpperCase());
            setServerFields({});
          }}
          error={message(field)}
          required
        />
      )}
    />
  );

  // The modal sits outside the form: a portal's submit event would bubble up to this form.
  return (
    <>
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          if (countries.isSuccess) void form.handleSubmit(onValid)(event);
          else event.preventDefault();
        }}
        data-testid="bank-change-form"
      >
        {upper('iban')}
        {upper('bic')}
        <FileInput
          label={t('bancaire.field.document')}
          description={t('profil.documents.file.hint')}
          placeholder={t('profil.documents.file.placeholder')}
          classNames={{ placeholder: classes.placeholder }}
          accept="application/pdf,image/png,image/jpeg"
          value={documentFile}
          onChange={(file) => form.setValue('document', file, { shouldValidate: form.formState.isSubmitted })}
          error={message('document')}
          required
        />
        {failure ? (
          <Alert color="red" role="alert" className={classes.wide}>
            {t(failure.key, failure.params)}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          <Button type="submit" loading={upload.isPending || draft.isPending}>
            {t('general.validate')}
          </Button>
        </div>
      </form>
      {token ? (
        <PasswordConfirmModal
          operationType="other"
          operationToken={token}
          natureDemande="MAJ_BANCAIRE"
          validate={(password) => confirmBankDetails(token, password)}
          onClose={(result) => {
            draft.reset();
            if (result.status === 'valid') {
              refresh();
              onDone();
            }
          }}
        />
      ) : null}
    </>
  );
}
