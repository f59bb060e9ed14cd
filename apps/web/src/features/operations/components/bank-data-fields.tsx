import { Alert, Radio, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { operationsQueries } from '../api/operations-queries';
import type { TBankForm } from '../model/bank-form';
import classes from '../operations.module.css';
import { useFieldError } from './market-order-fields';

/**
 * Where the proceeds of a sale go (spec 3 §4 bank data): the IBAN on file, shown masked, or a new
 * IBAN and BIC checked by the spec's rules (pattern, country, length, mod-97; BIC and its country).
 */
export function BankDataFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const compte = useQuery(operationsQueries.compteBancaire());
  const { control, register, formState } = useFormContext<TBankForm>();
  const source = useWatch({ control, name: 'source' });
  const { errors } = formState;

  return (
    <div className={classes.grid}>
      {compte.isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
      <Controller
        control={control}
        name="source"
        render={({ field }) => (
          <Radio.Group
            className={classes.wide}
            label={t('operations.bank.source')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(errors.source)}
            withAsterisk
          >
            <div className={classes.choices}>
              {/* The first choice open takes the focus when none is made on submit. */}
              <Radio
                ref={compte.data ? field.ref : undefined}
                value="FICHIER"
                disabled={!compte.data}
                label={t('operations.bank.onFile')}
                description={
                  compte.data
                    ? t('operations.bank.onFile.value', {
                        iban: compte.data.ibanMasque,
                        bic: compte.data.bic,
                      })
                    : t('operations.bank.onFile.none')
                }
                data-testid="bank-on-file"
              />
              <Radio
                ref={compte.data ? undefined : field.ref}
                value="NOUVEAU"
                label={t('operations.bank.new')}
                data-testid="bank-new"
              />
            </div>
          </Radio.Group>
        )}
      />
      {source === 'NOUVEAU' ? (
        <>
          <TextInput
            label={t('operations.bank.iban')}
            description={t('operations.bank.iban.help')}
            autoComplete="off"
            withAsterisk
            error={fieldError(errors.iban)}
            data-testid="field-iban"
            {...register('iban')}
          />
          <TextInput
            label={t('operations.bank.bic')}
            description={t('operations.bank.bic.help')}
            autoComplete="off"
            withAsterisk
            error={fieldError(errors.bic)}
            data-testid="field-bic"
            {...register('bic')}
          />
        </>
      ) : null}
    </div>
  );
}
