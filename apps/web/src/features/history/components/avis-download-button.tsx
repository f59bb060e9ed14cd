import { Button, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { downloadAvis } from '../api/download-avis';
import { useLanguage } from '../model/use-language';

/** Downloads an operation's notice (avis d'opéré); a failure shows the spec 3 §8 warning modal. */
export function AvisDownloadButton({ codeAvis, reference }: { codeAvis: string; reference: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [isLoading, setIsLoading] = useState(false);
  const onClick = async () => {
    setIsLoading(true);
    try {
      await downloadAvis(codeAvis, lang);
    } catch {
      await showDownloadError();
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button variant="subtle" size="compact-sm" loading={isLoading} onClick={() => void onClick()}>
      {t('history.action.notice')}
      <VisuallyHidden> {reference}</VisuallyHidden>
    </Button>
  );
}
