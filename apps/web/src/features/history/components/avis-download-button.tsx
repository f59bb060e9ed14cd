import { Button, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { downloadGedByCode } from '../../../components/ged-document/download-ged-by-code';
import { useLanguage } from '../hooks/use-language';

/** Downloads an operation's notice (avis d'opéré); a failure shows the spec 3 §8 warning modal. */
export function AvisDownloadButton({ codeAvis, reference }: { codeAvis: string; reference: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The button keeps its loader until the warning, if any, is closed.
  const download = useMutation({
    mutationFn: () => downloadGedByCode(codeAvis, lang),
    onError: () => showDownloadError(),
  });
  return (
    <Button variant="subtle" size="compact-sm" loading={download.isPending} onClick={() => download.mutate()}>
      {t('history.action.notice')}
      <VisuallyHidden> {reference}</VisuallyHidden>
    </Button>
  );
}
