import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useSaveEConvocation } from '../api/settings-api';
import { ChoiceCard } from '../components/choice-card';
import classes from '../settings.module.css';

/** e_convocation (spec 3 §1): general-meeting convocations by e-mail, to the address on file. */
export function EConvocationPage() {
  const { t } = useTranslation();
  const save = useSaveEConvocation();

  const submit = (abonne: boolean) =>
    save.mutate({ abonne }, { onError: (error) => void showRequestError(error) });

  return (
    <ChoiceCard
      choice="e_convocation"
      saved={save.isSuccess ? save.variables.abonne : null}
      current={(state) => ({ isOn: state.eConvocation, since: state.eConvocationDate })}
    >
      {(state) => (
        <>
          <div>
            <Text size="sm" fw={600}>
              {t('e_convocation.email.label')}
            </Text>
            <Text data-testid="e-convocation-email">{state.email ?? t('e_convocation.email.none')}</Text>
            <Anchor component={Link} to={paths.profil.getHref()} size="sm">
              {t('e_convocation.email.change')}
            </Anchor>
          </div>
          <div className={classes.actions}>
            {state.eConvocation ? (
              <Button variant="outline" loading={save.isPending} onClick={() => submit(false)}>
                {t('e_convocation.unsubscribe')}
              </Button>
            ) : (
              <Button loading={save.isPending} disabled={!state.email} onClick={() => submit(true)}>
                {t('e_convocation.subscribe')}
              </Button>
            )}
          </div>
        </>
      )}
    </ChoiceCard>
  );
}
