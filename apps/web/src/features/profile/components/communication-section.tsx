import { Alert, Anchor, Loader } from '@mantine/core';
import type { TEServicesState, TModuleGroup } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eServicesQuery } from '../../../components/e-services/e-services-query';
import { decideModuleAccess } from '../../../components/shell/guard/module-access';
import { useModules } from '../../../components/shell/menu/use-menu';
import { paths } from '../../../config/paths';
import type { TModuleAddress } from '../../../config/route-handle';
import { useFormat } from '../../../lib/format/use-format';
import { toErrorCode } from '../../../lib/http/api-error';
import classes from '../profile.module.css';
import { Facts, SectionCard } from './section-card';

/** One choice of business/e-services, worded and linked as its settings page does. */
type TChoice = {
  /** The settings page's module, as its route names it (features/settings/routes.tsx). */
  module: TModuleAddress;
  label: TTranslationKey;
  onKey: TTranslationKey;
  offKey: TTranslationKey;
  changeKey: TTranslationKey;
  href: string;
  isOn: (state: TEServicesState) => boolean;
  since: (state: TEServicesState) => string | null;
};

const CHOICES: readonly TChoice[] = [
  {
    module: { group: 'parametres', url: 'e_services' },
    label: 'menu.e_services',
    onKey: 'e_services.status.on',
    offKey: 'e_services.status.off',
    changeKey: 'profil.communication.eServices.change',
    href: paths.eServices.getHref(),
    isOn: (state) => state.eServices,
    since: (state) => state.eServicesDate,
  },
  {
    module: { group: 'parametres', url: 'e_convocation' },
    label: 'menu.e_convocation',
    onKey: 'e_convocation.status.on',
    offKey: 'e_convocation.status.off',
    changeKey: 'profil.communication.eConvocation.change',
    href: paths.eConvocation.getHref(),
    isOn: (state) => state.eConvocation,
    since: (state) => state.eConvocationDate,
  },
];

/** The choices whose settings page the chosen account may open (spec 3 §5 module guard). */
function openChoices(groups: readonly TModuleGroup[]): TChoice[] {
  return CHOICES.filter((choice) => decideModuleAccess(groups, choice.module).kind === 'open');
}

/**
 * How the holder receives documents (e-services) and general-meeting convocations
 * (e-convocation), read-only, each with a link to its settings page; shown only for the modules
 * the account may open, and absent when it may open neither.
 */
export function CommunicationSection() {
  const modules = useModules();
  const choices = modules.data ? openChoices(modules.data) : [];
  if (choices.length === 0) return null;
  return (
    <SectionCard id="communication" title="profil.communication.title">
      <CommunicationFacts choices={choices} />
    </SectionCard>
  );
}

function CommunicationFacts({ choices }: { choices: TChoice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = useQuery(eServicesQuery());

  if (state.isPending)
    return <Loader size="sm" role="status" aria-label={t('profil.communication.loading')} />;
  if (state.isError)
    return (
      <Alert color="red" role="alert">
        {t(toErrorCode(state.error))}
      </Alert>
    );
  return (
    <Facts
      items={choices.map((choice): [TTranslationKey, ReactNode] => {
        const isOn = choice.isOn(state.data);
        const since = choice.since(state.data);
        return [
          choice.label,
          <div className={classes.choice} data-testid={`choice-${choice.module.url}`} data-on={isOn}>
            <span>{t(isOn ? choice.onKey : choice.offKey)}</span>
            {since ? (
              <span className={classes.choiceDetail}>
                {t('e_services.since', { date: format.date(since) })}
              </span>
            ) : null}
            <Anchor component={Link} to={choice.href} className={classes.choiceDetail}>
              {t(choice.changeKey)}
            </Anchor>
          </div>,
        ];
      })}
    />
  );
}
