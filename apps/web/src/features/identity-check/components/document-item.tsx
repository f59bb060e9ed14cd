import { Button, Text } from '@mantine/core';
import { missingSide } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../components/document-upload/model/format-bytes';
import classes from '../identity-check.module.css';
import { serverKey } from '../../../lib/i18n/server-key';
import type { TItem, TItemState } from '../model/document-items';

/** One listed document (spec 2 §4 steps 3 to 6): its type, files, state, preview and removal. */
export function DocumentItem({
  item,
  state,
  onPreview,
  onRemove,
}: {
  item: TItem;
  state: TItemState;
  onPreview: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const isRed = state === 'nonCompliant' || state === 'duplicate';
  return (
    <li className={`${classes.item} ${isRed ? classes.nonCompliant : ''}`} data-testid="idcheck-item">
      <div className={classes.itemName}>
        <Text fw={700}>{t(serverKey(`idcheck.type.${item.doc.type}`))}</Text>
        {item.files.map((file) => (
          <Text key={file.name} size="sm">
            {file.name} ({formatBytes(file.size, i18n.language)})
          </Text>
        ))}
        {state === 'nonCompliant' ? <Text size="sm">{t('idcheck.item.nonCompliant')}</Text> : null}
        {state === 'duplicate' ? (
          <Text size="sm" fw={700}>
            {t('idcheck.duplicate.title')}
          </Text>
        ) : null}
        {state === 'waitingSide' ? (
          <Text size="sm">{t(`idcheck.side.${missingSide(item.doc.subType)}`)}</Text>
        ) : null}
      </div>
      <Button variant="default" size="xs" onClick={onPreview}>
        {t('idcheck.item.preview', { name: item.files[0]?.name })}
      </Button>
      <Button color="red.9" variant={isRed ? 'filled' : 'default'} size="xs" onClick={onRemove}>
        {t(isRed ? 'idcheck.item.retry' : 'idcheck.item.delete', { name: item.files[0]?.name })}
      </Button>
    </li>
  );
}
