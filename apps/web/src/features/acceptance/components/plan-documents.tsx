import { Button, Popover } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsForLanguage, type TAcceptationPlan, type TPlanDocument } from '@nomina/domain';
import { downloadGedByCode } from '../../../components/ged-document/download-ged-by-code';
import { modals } from '../../../components/modals/modal-store';
import { saveBlob } from '../../../lib/files/save-blob';
import { getGenericDocument } from '../../../components/generic-document/get-generic-document';
import classes from '../acceptance.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

const downloadFailed = () =>
  void modals.warning({ type: 'warning', title: 'general.warning.alert', text: 'general.download.error' });

/**
 * A plan's document downloads (spec 2 §2): one button for the document-management (GED) document,
 * a single button for one document, or a popover list for several, filtered by the page's language.
 */
export function PlanDocuments({ plan }: { plan: TAcceptationPlan }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const documents = documentsForLanguage(plan.documents, i18n.language);

  const planDocument = useMutation({
    mutationFn: async (document: TPlanDocument) => {
      const file = await getGenericDocument(document);
      saveBlob(file.blob, file.fileName);
    },
    onError: downloadFailed,
  });
  const gedDocument = useMutation({
    mutationFn: (code: string) => downloadGedByCode(code, i18n.language),
    onError: downloadFailed,
  });
  const download = (document: TPlanDocument) => {
    setOpened(false);
    planDocument.mutate(document);
  };

  if (plan.documentGed) {
    const code = plan.documentGed;
    return (
      <Button variant="light" onClick={() => gedDocument.mutate(code)} data-testid="plan-document-ged">
        {t('acceptation.documents.download')}
      </Button>
    );
  }
  if (documents.length === 0) return null;
  if (documents.length === 1) {
    const only = documents[0]!;
    return (
      <Button variant="light" onClick={() => download(only)} data-testid="plan-document-single">
        {t('acceptation.documents.downloadOne', { name: t(serverKey(only.documentTraductionKey)) })}
      </Button>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal={false} trapFocus>
      <Popover.Target>
        <Button
          variant="light"
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          data-testid="plan-document-list"
        >
          {t('acceptation.documents.list', { n: documents.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ul className={classes.documentList}>
          {documents.map((document) => (
            <li key={`${document.documentId}-${document.documentLangueIso3}`}>
              <Button variant="subtle" onClick={() => download(document)}>
                {`${t(serverKey(document.documentTraductionKey))} (${document.documentLangueIso3})`}
              </Button>
            </li>
          ))}
        </ul>
      </Popover.Dropdown>
    </Popover>
  );
}
