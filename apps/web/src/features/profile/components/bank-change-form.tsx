import { Alert, Button, FileInput, TextInput } from '@mantine/core';
import { bankDetailsErrors } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordConfirmModal } from '../../../components/password-confirm/password-confirm-modal';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import {
  confirmBankDetails,
  useDraftBankDetails,
  useRefreshBankDetails,
  useSepaCountries,
} from '../api/bank-api';
import { useUploadDocument } from '../api/profile-api';
import classes from '../profile.module.css';

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
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const issues = {
    ...bankDetailsErrors({ iban, bic }, { allowedCountries: countries.data ?? [], residenceFiscale }),
    ...serverFields,
  } as Record<string, string | undefined>;
  const fileError = !file ? 'bancaire.error.document' : undefined;
  const isValid = !issues.iban && !issues.bic && !fileError && countries.isSuccess;

  const submit = async () => {
    setShowErrors(true);
    setFailure(null);
    if (!isValid || !file) return;
    try {
      const document = await upload.mutateAsync({ file, type: 'BANK_ID', subType: 'BANK_ID' });
      const { status } = await draft.mutateAsync({ iban, bic, documentId: document.id });
      setToken(status);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setServerFields(error.fields);
      else setFailure(toErrorCode(error));
    }
  };

  // The modal sits outside the form: a portal's submit event would bubble up to this form.
  return (
    <>
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        data-testid="bank-change-form"
      >
        <TextInput
          className={classes.wide}
          label={t('bancaire.field.iban')}
          description={t('bancaire.field.iban.hint')}
          value={iban}
          maxLength={42}
          autoComplete="off"
          onChange={(event) => {
            setIban(event.currentTarget.value.toUpperCase());
            setServerFields({});
          }}
          error={showErrors && issues.iban ? t(issues.iban) : undefined}
          required
        />
        <TextInput
          label={t('bancaire.field.bic')}
          value={bic}
          maxLength={11}
          autoComplete="off"
          onChange={(event) => {
            setBic(event.currentTarget.value.toUpperCase());
            setServerFields({});
          }}
          error={showErrors && issues.bic ? t(issues.bic) : undefined}
          required
        />
        <FileInput
          label={t('bancaire.field.document')}
          description={t('profil.documents.file.hint')}
          placeholder={t('profil.documents.file.placeholder')}
          classNames={{ placeholder: classes.placeholder }}
          accept="application/pdf,image/png,image/jpeg"
          value={file}
          onChange={setFile}
          error={showErrors && fileError ? t(fileError) : undefined}
          required
        />
        {failure ? (
          <Alert color="red" role="alert" className={classes.wide}>
            {t(failure)}
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
            setToken(null);
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
