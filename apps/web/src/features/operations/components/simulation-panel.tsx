import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSimulation } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';

const PAYING = ['ACHAT_TITRE', 'LEVEE_SIMPLE'];

/**
 * The amounts of an order (spec 3 §5 Fees, Decimals): gross, fees, VAT on the fees, net rounded up
 * to the cent; for exercises the exercise amount, and for sell-to-cover the shares sold and kept.
 * Live while the form changes (aria-live), from the same domain rules the server applies.
 */
export function SimulationPanel({
  simulation,
  title,
}: {
  simulation: TSimulation | null;
  title?: TTranslationKey;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number) => format.amount(value, simulation?.devise);
  const isPaying = simulation ? PAYING.includes(simulation.natureDemande) : true;
  return (
    <section className={classes.section} aria-labelledby="simulation-title" data-testid="simulation">
      <Title order={2} id="simulation-title">
        {t(title ?? 'operations.simulation.title')}
      </Title>
      <div aria-live="polite">
        {simulation ? (
          <dl className={classes.facts}>
            <div>
              <dt>{t('operations.simulation.quantite')}</dt>
              <dd>{format.number(simulation.quantite, 6)}</dd>
            </div>
            <div>
              <dt>{t('operations.simulation.cours')}</dt>
              <dd>{format.number(simulation.cours, 4)}</dd>
            </div>
            {simulation.montantLevee !== null ? (
              <div>
                <dt>{t('operations.simulation.montantLevee')}</dt>
                <dd data-testid="simulation-levee">{money(simulation.montantLevee)}</dd>
              </div>
            ) : null}
            {simulation.quantiteVendue !== null && simulation.natureDemande === 'LEVEE_PASSERELLE' ? (
              <>
                <div>
                  <dt>{t('operations.simulation.quantiteVendue')}</dt>
                  <dd data-testid="simulation-vendue">{format.number(simulation.quantiteVendue, 6)}</dd>
                </div>
                <div>
                  <dt>{t('operations.simulation.quantiteConservee')}</dt>
                  <dd data-testid="simulation-conservee">
                    {format.number(simulation.quantiteConservee ?? 0, 6)}
                  </dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('operations.simulation.brut')}</dt>
              <dd data-testid="simulation-brut">{money(simulation.montantBrut)}</dd>
            </div>
            <div>
              <dt>{t('operations.simulation.frais')}</dt>
              <dd data-testid="simulation-frais">{money(simulation.frais)}</dd>
            </div>
            <div>
              <dt>{t('operations.simulation.tva', { taux: format.number(simulation.tauxTva, 2) })}</dt>
              <dd data-testid="simulation-tva">{money(simulation.tva)}</dd>
            </div>
            <div className={classes.total}>
              <dt>{t(isPaying ? 'operations.simulation.net.pay' : 'operations.simulation.net.proceeds')}</dt>
              <dd data-testid="simulation-net">{money(simulation.montantNet)}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('operations.simulation.empty')}</p>
        )}
      </div>
    </section>
  );
}
