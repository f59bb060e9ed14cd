import type { TContactInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { visibleContactActions, type TEditMode } from '../../../components/access/contact-actions';
import { ConsentGatedButton } from '../../../components/access/consent-gated-button';
import journey from '../../../components/layout/journey.module.css';

export type TContactAction = Exclude<TEditMode, 'none'> | 'asIs';

type TContactActionsProps = {
  contact: TContactInfo;
  isAllowed: boolean;
  onAction: (action: TContactAction) => void;
};

/** Edit phone / edit e-mail / edit both / validate as is, each under the spec's condition. */
export function ContactActions({ contact, isAllowed, onAction }: TContactActionsProps) {
  const { t } = useTranslation();
  const shown = visibleContactActions(contact, 'none');
  return (
    <div className={journey.actions}>
      {shown.editPhone ? (
        <ConsentGatedButton variant="outline" isAllowed={isAllowed} onClick={() => onAction('phone')}>
          {t('signup.contact.edit.phone')}
        </ConsentGatedButton>
      ) : null}
      {shown.editEmail ? (
        <ConsentGatedButton variant="outline" isAllowed={isAllowed} onClick={() => onAction('email')}>
          {t('signup.contact.edit.email')}
        </ConsentGatedButton>
      ) : null}
      {shown.editBoth ? (
        <ConsentGatedButton variant="outline" isAllowed={isAllowed} onClick={() => onAction('both')}>
          {t('signup.contact.edit.both')}
        </ConsentGatedButton>
      ) : null}
      {shown.validateAsIs ? (
        <ConsentGatedButton isAllowed={isAllowed} onClick={() => onAction('asIs')}>
          {t('signup.contact.validate.asis')}
        </ConsentGatedButton>
      ) : null}
    </div>
  );
}
