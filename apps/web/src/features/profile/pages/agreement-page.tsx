import { Alert, Button, Loader, Stepper, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { paths } from '../../../config/paths';
import { base64ToBlob } from '../../../lib/files/base64-to-blob';
import { saveBlob } from '../../../lib/files/save-blob';
import { toErrorCode } from '../../../lib/http/api-error';
import {
  downloadSignedAgreement,
  useAgreement,
  useGenerateAgreement,
  useSignRequest,
} from '../api/agreement-api';
import { AgreementForm } from '../components/agreement-form';
import { AgreementPreview } from '../components/agreement-preview';
import { SectionCard } from '../components/section-card';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import classes from '../profile.module.css';

/** coct_form (spec 3 §2): the account agreement in three steps — data, document, signature. */
export function AgreementPage() {
  const { t, i18n } = useTranslation();
  const agreement = useAgreement();
  const generate = useGenerateAgreement();
  // One call sends the code, the other signs with it: each keeps its own answer and error.
  const codeRequest = useSignRequest();
  const signature = useSignRequest();
  const [step, setStep] = useState(0);
  const [isTouched, setIsTouched] = useState(false);
  const generated = generate.data ?? null;
  const request = codeRequest.data ?? null;
  const signedUuid = signature.data?.gedUuid ?? null;
  const isSigned = signedUuid !== null || agreement.data?.status === 'SIGNE';
  useLeaveGuard(!isSigned && (isTouched || step > 0));

  const gedUuid = signedUuid ?? agreement.data?.gedUuid ?? null;
  const download = useMutation({
    mutationFn: async (uuid: string) => {
      const file = await downloadSignedAgreement(uuid);
      saveBlob(base64ToBlob(file.documentContent, file.documentContentType), file.documentFileName);
    },
  });

  const validateCode = async (code: string) => {
    if (!generated || !request) return;
    try {
      await signature.mutateAsync({ coctUuid: generated.coctUuid, idDemande: request.idDemande, code });
    } catch {
      // The code form shows the answer below the field.
    }
  };

  return (
    <div className={classes.page} data-testid="agreement-page">
      <Title order={1}>{t('coct.title')}</Title>
      {agreement.isPending ? (
        <Loader role="status" aria-label={t('profil.loading')} />
      ) : agreement.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(agreement.error))}
        </Alert>
      ) : isSigned ? (
        <SectionCard id="coct-signed" title="coct.signed.title">
          <Alert color="green" role="status" mb="sm">
            {t('coct.signed.text')}
          </Alert>
          <div className={classes.links}>
            <Button
              onClick={() => gedUuid && download.mutate(gedUuid)}
              loading={download.isPending}
              disabled={!gedUuid}
            >
              {t('coct.signed.download')}
            </Button>
            <Button component="a" variant="default" href={`#${paths.docGeneriqueRapports.getHref()}`}>
              {t('coct.signed.documentation')}
            </Button>
          </div>
          {download.isError ? (
            <Alert color="red" role="alert" mt="sm">
              {t('general.download.error')}
            </Alert>
          ) : null}
        </SectionCard>
      ) : (
        <>
          <nav aria-label={t('coct.stepper.label')}>
            <Stepper active={step} size="sm" allowNextStepsSelect={false}>
              {([1, 2, 3] as const).map((index) => (
                <Stepper.Step
                  key={index}
                  label={t(`coct.step${index}.title`)}
                  aria-current={index - 1 === step ? 'step' : undefined}
                />
              ))}
            </Stepper>
          </nav>
          {step === 0 ? (
            <SectionCard id="coct-step1" title="coct.step1.title">
              <Text mb="sm">{t('coct.step1.text')}</Text>
              <AgreementForm
                initial={agreement.data.data}
                isBusy={generate.isPending}
                onChange={() => setIsTouched(true)}
                onSubmit={(data) =>
                  generate.mutate(
                    { data, codeLangue: i18n.language.slice(0, 2) },
                    {
                      onSuccess: () => {
                        codeRequest.reset();
                        setStep(1);
                      },
                    },
                  )
                }
              />
              {generate.isError ? (
                <Alert color="red" role="alert" mt="sm">
                  {t(toErrorCode(generate.error))}
                </Alert>
              ) : null}
            </SectionCard>
          ) : null}
          {step === 1 && generated ? (
            <SectionCard id="coct-step2" title="coct.step2.title">
              <Text mb="sm">{t('coct.step2.text')}</Text>
              <AgreementPreview documentContent={generated.documentContent} />
              <div className={classes.links}>
                <Button variant="default" mt="sm" onClick={() => setStep(0)}>
                  {t('coct.back')}
                </Button>
                <Button mt="sm" onClick={() => setStep(2)}>
                  {t('coct.step2.submit')}
                </Button>
              </div>
            </SectionCard>
          ) : null}
          {step === 2 && generated ? (
            <SectionCard id="coct-step3" title="coct.step3.title">
              {!request ? (
                <>
                  <Text mb="sm">{t('coct.step3.text')}</Text>
                  <div className={classes.links}>
                    <Button variant="default" onClick={() => setStep(1)}>
                      {t('coct.back')}
                    </Button>
                    <Button
                      loading={codeRequest.isPending}
                      onClick={() => codeRequest.mutate({ coctUuid: generated.coctUuid })}
                    >
                      {t('coct.step3.sendCode')}
                    </Button>
                  </div>
                  {codeRequest.isError ? (
                    <Alert color="red" role="alert" mt="sm">
                      {t(toErrorCode(codeRequest.error))}
                    </Alert>
                  ) : null}
                </>
              ) : (
                <>
                  <Text mb="sm">{t('coct.step3.codeSent', { maskedTo: request.maskedTo ?? '' })}</Text>
                  <OtpCodeForm
                    onSubmit={validateCode}
                    errorCode={signature.isError ? toErrorCode(signature.error) : null}
                    noCodeHref={paths.contact.getHref()}
                    submitKey="coct.step3.sign"
                  />
                </>
              )}
            </SectionCard>
          ) : null}
        </>
      )}
    </div>
  );
}
