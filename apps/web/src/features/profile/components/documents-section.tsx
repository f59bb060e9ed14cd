import { Alert, Anchor, Button, FileInput, NativeSelect, Skeleton } from '@mantine/core';
import { PROFILE_IDENTITY_TYPES, makeZProfileUpload, subTypesOf, type TJustif } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toErrorCode, toErrorMessage } from '../../../lib/http/api-error';
import { useFormat } from '../../../lib/format/use-format';
import { useJustifs, useUploadDocument } from '../api/profile-api';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import classes from '../profile.module.css';
import { SectionCard } from './section-card';
import { serverKey } from '../../../lib/i18n/server-key';

type TUploadForm = { type: string; subType: string; document: File | null };

const TYPES = [...Object.keys(PROFILE_IDENTITY_TYPES), 'ADDRESS_PROOF'];

/**
 * Identity and address documents: type and subtype (spec 3 §3), one PDF, PNG or JPEG checked by
 * its content on the server, then listed with its review status (justif-status).
 */
export function DocumentsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const justifs = useJustifs();
  const upload = useUploadDocument();
  const form = useForm<TUploadForm>({
    defaultValues: { type: 'ADDRESS_PROOF', subType: '', document: null },
    resolver: domainResolver<TUploadForm>(makeZProfileUpload<File | null>()),
  });
  const { errors, isSubmitted } = form.formState;
  const [type, document] = form.watch(['type', 'document']);
  const subTypes = subTypesOf(type);
  const message = (field: 'subType' | 'document') => fieldErrorText(t, errors[field]);

  const onValid = ({ type: chosenType, subType, document: file }: TUploadForm) => {
    if (!file) return;
    upload.mutate(
      { file, type: chosenType, subType },
      { onSuccess: () => form.reset({ type: chosenType, subType, document: null }) },
    );
  };

  const failure = upload.isError ? toErrorMessage(upload.error) : null;
  const columns: TColumn<TJustif>[] = [
    {
      key: 'type',
      label: t('profil.documents.type'),
      render: (doc) =>
        `${t(serverKey(`profil.documents.type.${doc.type}`))} — ${t(serverKey(`profil.documents.subType.${doc.subType}`))}`,
    },
    { key: 'fileName', label: t('profil.documents.fileName'), render: (doc) => doc.fileName },
    { key: 'date', label: t('profil.documents.date'), render: (doc) => format.date(doc.dateDepot) },
    {
      key: 'status',
      label: t('profil.documents.status'),
      render: (doc) => t(`profil.documents.status.${doc.status}`),
    },
  ];
  return (
    <SectionCard id="documents" title="profil.documents.title">
      <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <NativeSelect
          label={t('profil.documents.type')}
          {...form.register('type', {
            onChange: () => form.setValue('subType', '', { shouldValidate: isSubmitted }),
          })}
          data={TYPES.map((value) => ({ value, label: t(serverKey(`profil.documents.type.${value}`)) }))}
        />
        <NativeSelect
          label={t('profil.documents.subType')}
          {...form.register('subType')}
          data={[
            { value: '', label: t('profil.select') },
            ...subTypes.map((value) => ({ value, label: t(serverKey(`profil.documents.subType.${value}`)) })),
          ]}
          error={message('subType')}
          required
        />
        <FileInput
          className={classes.wide}
          label={t('profil.documents.file')}
          description={t('profil.documents.file.hint')}
          placeholder={t('profil.documents.file.placeholder')}
          classNames={{ placeholder: classes.placeholder }}
          accept="application/pdf,image/png,image/jpeg"
          value={document}
          onChange={(file) => form.setValue('document', file, { shouldValidate: isSubmitted })}
          clearable
          error={message('document')}
          required
        />
        {failure ? (
          <Alert color="red" role="alert" className={classes.wide}>
            {t(failure.key, failure.params)}
          </Alert>
        ) : null}
        {upload.isSuccess ? (
          <Alert color="green" role="status" className={classes.wide}>
            {t('profil.documents.sent')}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          <Button type="submit" loading={upload.isPending}>
            {t('profil.documents.send')}
          </Button>
          <Anchor component={Link} to={paths.profilJustificatifs.getHref()}>
            {t('profil.documents.identityCheck')}
          </Anchor>
        </div>
      </form>
      {justifs.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(justifs.error))}
        </Alert>
      ) : justifs.isPending ? (
        <Skeleton height={120} aria-hidden data-testid="justif-loading" />
      ) : (
        <DataTable
          caption={t('profil.documents.list')}
          columns={columns}
          rows={justifs.data}
          rowKey={(doc) => doc.id}
          empty={t('profil.documents.empty')}
          testId="justif-list"
        />
      )}
    </SectionCard>
  );
}
