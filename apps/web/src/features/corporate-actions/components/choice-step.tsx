import { Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_OPTION_LABELS, type TDividendOption, type TOstEvent } from '@nomina/domain';
import { FormulaTable } from '../../../components/formula-table/formula-table';
import { useFormat } from '../../../lib/format/use-format';
import type { TAnswerDraft } from '../model/answer-draft';
import classes from '../corporate-actions.module.css';
import { SubscriptionTable } from './subscription-table';

type TProps = { event: TOstEvent; draft: TAnswerDraft; onChange: (draft: TAnswerDraft) => void };

/** Dividend: cash or shares, then one of the event's formulas computed on the holder's position. */
function DividendChoice({ event, draft, onChange }: TProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const cash = event.numeraire;
  return (
    <>
      <Radio.Group
        label={t('ost.choice.label')}
        value={draft.choix}
        onChange={(value) =>
          onChange({ choix: value === 'ACTIONS' ? 'ACTIONS' : 'NUMERAIRE', option: null, modePaiement: null })
        }
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
      {draft.choix === 'ACTIONS' ? (
        <>
          <Radio.Group
            label={t('ost.option.label')}
            value={draft.option ?? ''}
            onChange={(option) => onChange({ ...draft, option, modePaiement: null })}
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
            selected={draft.option as TDividendOption | null}
          />
        </>
      ) : null}
    </>
  );
}

/** Capital increase: lower, higher or mixed, compared side by side. */
function SubscriptionChoice({ event, draft, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('ost.ak.option.label')}
        value={draft.option ?? ''}
        onChange={(option) => onChange({ choix: 'SOUSCRIPTION', option, modePaiement: null })}
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
