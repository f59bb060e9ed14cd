import { Alert, Button, TextInput } from '@mantine/core';
import { CLIENT_REFERENCE_DIGITS, type TIssuer } from '@nomina/domain';
import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IssuerAutocomplete } from '../../../components/issuer-autocomplete/issuer-autocomplete';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { useThemeState } from '../../../lib/theme/theme-store';
import {
  ZIdentityDraft,
  isPrefixKept,
  referenceForIssuer,
  type TIdentityDraft,
} from '../model/identity-rules';
import classes from './old-account.module.css';
import journey from '../../../components/layout/journey.module.css';
import { useIdentitySubmit, type TIdentityResult } from '../hooks/use-identity-submit';

type TIdentityFormProps = {
  verificationKey: string;
  onDone: (result: TIdentityResult) => void;
  onExpired: () => void;
};

const resolver = domainResolver<TIdentityDraft>(ZIdentityDraft);

/**
 * Old-account identity form (spec 1 §2 item 7 and §4): issuer, client reference prefilled from
 * the issuer, optional employee reference, an information banner. Enter submits.
 */
export function IdentityForm({ verificationKey, onDone, onExpired }: TIdentityFormProps) {
  const { t } = useTranslation();
  const { themeId } = useThemeState();
  const issuerRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const form = useForm<TIdentityDraft>({
    defaultValues: { issuer: null, issuerText: '', reference: '', employee: '' },
    resolver,
    shouldFocusError: false,
  });
  const request = useIdentitySubmit({
    verificationKey,
    onDone,
    onExpired,
    onReferenceError: (message) =>
      form.setError('reference', {
        type: 'server',
        message,
        params: { ...CLIENT_REFERENCE_DIGITS },
      } as never),
  });
  const { errors } = form.formState;
  const [issuer, reference] = form.watch(['issuer', 'reference']);
  // Once submitted, every change checks the whole form again (the issuer and the reference
  // depend on each other).
  // Only a real change is written (the issuer field reports its text after every render).
  const update = (values: Partial<TIdentityDraft>) => {
    const changed = Object.entries(values).filter(
      ([name, value]) => form.getValues(name as keyof TIdentityDraft) !== value,
    );
    if (changed.length === 0) return;
    for (const [name, value] of changed)
      form.setValue(name as keyof TIdentityDraft, value as never, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger();
  };

  const onIssuer = (chosen: TIssuer) =>
    update({ issuer: chosen, reference: referenceForIssuer(chosen, form.getValues('reference')) });
  const onReference = (value: string) => {
    form.clearErrors('reference');
    update(issuer && !isPrefixKept(value, issuer) ? { reference: '', issuer: null } : { reference: value });
  };
  const onInvalid = (invalid: FieldErrors<TIdentityDraft>) => {
    if (invalid.issuer) issuerRef.current?.focus();
    else if (invalid.reference) referenceRef.current?.focus();
  };
  const onValid = ({ issuer: chosen, reference: refClient, employee }: TIdentityDraft) => {
    if (chosen) request.submit({ issuer: chosen, refClient, refSalarie: employee });
  };

  return (
    <form className={journey.form} onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <Alert
        role="note"
        variant="light"
        title={t('oldaccount.identity.banner.title')}
        classNames={{ root: classes.banner, title: classes.bannerTitle }}
      >
        {t('oldaccount.identity.banner.text')}
      </Alert>
      <IssuerAutocomplete
        inputRef={issuerRef}
        label={t('oldaccount.identity.issuer')}
        description={t('oldaccount.identity.issuer.hint')}
        themeId={themeId}
        selected={issuer}
        onSelect={onIssuer}
        onDelete={() => update({ issuer: null })}
        onTextChange={(text) => update({ issuerText: text })}
        error={fieldErrorText(t, errors.issuer)}
      />
      <TextInput
        ref={referenceRef}
        label={t('oldaccount.identity.reference')}
        description={t('oldaccount.identity.reference.hint')}
        placeholder={t('oldaccount.identity.reference.placeholder', {
          code: issuer?.emetIden ?? t('oldaccount.identity.reference.code'),
        })}
        aria-required
        autoComplete="off"
        value={reference}
        onChange={(event) => onReference(event.currentTarget.value)}
        error={fieldErrorText(t, errors.reference)}
        size="md"
      />
      <TextInput
        label={t('oldaccount.identity.employee')}
        description={t('oldaccount.identity.employee.hint')}
        autoComplete="off"
        {...form.register('employee')}
        size="md"
      />
      {request.formError ? (
        <Alert color="red" variant="light" role="alert">
          {t(request.formError)}
        </Alert>
      ) : null}
      <Button type="submit" size="md" fullWidth loading={request.isPending}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
