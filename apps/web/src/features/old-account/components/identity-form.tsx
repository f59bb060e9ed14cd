import { Alert, Button, TextInput } from '@mantine/core';
import { CLIENT_REFERENCE_DIGITS, type TIssuer } from '@nomina/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuerAutocomplete } from '../../../components/issuer-autocomplete/issuer-autocomplete';
import type { TFieldIssue } from '../../../lib/forms/field-issues';
import { useThemeState } from '../../../lib/theme/theme-store';
import { isPrefixKept, issuerIssue, referenceForIssuer, referenceIssue } from '../model/identity-rules';
import classes from './old-account.module.css';
import journey from '../../../components/layout/journey.module.css';
import { useIdentitySubmit, type TIdentityResult } from './use-identity-submit';

type TIdentityFormProps = {
  verificationKey: string;
  onDone: (result: TIdentityResult) => void;
  onExpired: () => void;
};

/**
 * Old-account identity form (spec 1 §2 item 7 and §4): issuer, client reference prefilled from
 * the issuer, optional employee reference, an information banner. Enter submits.
 */
export function IdentityForm({ verificationKey, onDone, onExpired }: TIdentityFormProps) {
  const { t } = useTranslation();
  const { themeId } = useThemeState();
  const [issuer, setIssuer] = useState<TIssuer | null>(null);
  const [issuerText, setIssuerText] = useState('');
  const [reference, setReference] = useState('');
  const [employee, setEmployee] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const issuerRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const request = useIdentitySubmit(verificationKey, onDone, onExpired);
  const issues = { issuer: issuerIssue(issuer, issuerText), reference: referenceIssue(reference, issuer) };
  const message = (issue: TFieldIssue | undefined) =>
    isSubmitted && issue ? t(issue.message, issue.params) : undefined;
  const serverReference = request.referenceError
    ? t(request.referenceError, CLIENT_REFERENCE_DIGITS)
    : undefined;

  const onIssuer = (chosen: TIssuer) => {
    setIssuer(chosen);
    setReference((current) => referenceForIssuer(chosen, current));
  };
  const onReference = (value: string) => {
    request.clearReferenceError();
    if (issuer && !isPrefixKept(value, issuer)) {
      setReference('');
      setIssuer(null);
      return;
    }
    setReference(value);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!issuer) return issuerRef.current?.focus();
    if (issues.reference) return referenceRef.current?.focus();
    void request.submit({ issuer, refClient: reference, refSalarie: employee });
  };

  return (
    <form className={journey.form} onSubmit={onSubmit} noValidate>
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
        onDelete={() => setIssuer(null)}
        onTextChange={setIssuerText}
        error={message(issues.issuer)}
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
        error={message(issues.reference) ?? serverReference}
        size="md"
      />
      <TextInput
        label={t('oldaccount.identity.employee')}
        description={t('oldaccount.identity.employee.hint')}
        autoComplete="off"
        value={employee}
        onChange={(event) => setEmployee(event.currentTarget.value)}
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
