import { Radio, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIVIDEND_OPTION_LABELS,
  type TOstAnswerDraft,
  type TOstChoix,
  type TOstEvent,
  type TOstOption,
} from '@nomina/domain';
import { FormulaTable } from '../../../components/formula-table/formula-table';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';
import { SubscriptionTable } from './subscription-table';

type TProps = { event: TOstEvent };

/**
 * The answer's choice and option, read from and written to the flow's form. A new choice or option
 * clears what depended on it (the option, the payment mode), as the balance changes with them.
 */
function useChoiceFields() {
  const { control, setValue } = useFormContext<TOstAnswerDraft>();
  const [choix, option] = useWatch({ control, name: ['choix', 'option'] });
  const choose = (next: TOstChoix, nextOption: TOstOption | null) => {
    setValue('choix', next);
    setValue('option', nextOption);
    setValue('modePaiement', null);
  };
  return { choix, option, choose };
}

/** The event's own option a radio's value names (null for none), typed as the options it offers. */
function offered<TOption extends TOstOption>(
  options: readonly { option: TOption }[],
  value: string | null,
): TOption | null {
  return options.find((column) => column.option === value)?.option ?? null;
}

/** Dividend: cash or shares, then one of the event's formulas computed on the holder's position. */
function DividendChoice({ event }: TProps) {
  const { t } = useTranslation();
  const { choix, option, choose } = useChoiceFields();
  const format = useFormat();
  const cash = event.numeraire;
  return (
    <>
      <Radio.Group
        label={t('ost.choice.label')}
        value={choix}
        onChange={(value) => choose(value === 'ACTIONS' ? 'ACTIONS' : 'NUMERAIRE', null)}
      >
        <div className={classes.options}>
          <Radio
            value="NUMERAIRE"
            label={t('ost.choix.NUMERAIRE')}
            description={
              cash
                ? t('ost.choice.cash.detail', {
                    gross: format.amount(cash.grossDividend),
                    tax: format.amount(cash.withholdingTax),
                    net: format.amount(cash.netDividend),
                  })
                : undefined
            }
            data-testid="ost-choice-cash"
          />
          <Radio value="ACTIONS" label={t('ost.choix.ACTIONS')} data-testid="ost-choice-shares" />
        </div>
      </Radio.Group>
      {choix === 'ACTIONS' ? (
        <>
          <Radio.Group
            label={t('ost.option.label')}
            value={option ?? ''}
            onChange={(next) => choose('ACTIONS', offered(event.optionsDividende, next))}
          >
            <div className={classes.options}>
              {event.optionsDividende.map((column) => (
                <Radio
                  key={column.option}
                  value={column.option}
                  label={t(DIVIDEND_OPTION_LABELS[column.option].title)}
                  description={t(DIVIDEND_OPTION_LABELS[column.option].subtitle)}
                  data-testid={`ost-option-${column.option}`}
                />
              ))}
            </div>
          </Radio.Group>
          <FormulaTable
            columns={event.optionsDividende}
            caption={t('ost.table.caption', { shares: format.number(event.quantiteDetenue, 0) })}
            selected={offered(event.optionsDividende, option)}
          />
        </>
      ) : null}
    </>
  );
}

/** Capital increase: lower, higher or mixed, compared side by side. */
function SubscriptionChoice({ event }: TProps) {
  const { t } = useTranslation();
  const { option, choose } = useChoiceFields();
  return (
    <>
      <Radio.Group
        label={t('ost.ak.option.label')}
        value={option ?? ''}
        onChange={(next) => choose('SOUSCRIPTION', offered(event.optionsSouscription, next))}
      >
        <div className={classes.options}>
          {event.optionsSouscription.map((result) => (
            <Radio
              key={result.option}
              value={result.option}
              label={t(`ost.ak.option.${result.option}`)}
              description={t(`ost.ak.option.${result.option}.subtitle`)}
              data-testid={`ost-option-${result.option}`}
            />
          ))}
        </div>
      </Radio.Group>
      <SubscriptionTable results={event.optionsSouscription} />
    </>
  );
}

/** Step 1 of the flow (spec 3 §4: choice → payment → confirmation). */
export function ChoiceStep(props: TProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-label={t('ost.step.choice')} data-testid="ost-choice-step">
      <Text>{t(props.event.typeOst === 'PDA' ? 'ost.pda.intro' : 'ost.ak.intro')}</Text>
      {props.event.typeOst === 'PDA' ? <DividendChoice {...props} /> : <SubscriptionChoice {...props} />}
    </section>
  );
}
