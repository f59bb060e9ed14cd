import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64ToBlob } from '../../../lib/files/base64-to-blob';
import classes from '../profile.module.css';

/** The generated agreement shown in the page (a blob URL, which the CSP's frame-src allows). */
export function AgreementPreview({ documentContent }: { documentContent: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(base64ToBlob(documentContent));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [documentContent]);
  return url ? <iframe className={classes.preview} src={url} title={t('coct.step2.frame')} /> : null;
}
