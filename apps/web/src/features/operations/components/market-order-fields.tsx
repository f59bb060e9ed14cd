import { fieldErrorText } from '../../../lib/forms/domain-resolver';
import { Radio, TextInput } from '@mantine/core';
import { Controller, useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isOnTick,
  LISTED_ORDER_TYPES,
  nearestTicks,
  ORDER_TYPE_IDS,
  UNLISTED_ORDER_TYPES,
  type TClosedDaySet,
  type TTypeOrdre,
  type TValidityWindow,
} from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import { decimalText, needsLimit, type TMarketOrderFields } from '../model/order-form';
import classes from '../operations.module.css';
import { ValidityDateField } from './validity-date-field';

/** Translated message of a field error: the rules give translation keys. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { message?: unknown } | undefined) => fieldErrorText(t, error);
}

/**
 * Order type (at limit 1, at best limit 2, at market 3; GRE_A_GRE for an unlisted security),
 * quantity, limit price (limit types only, on the tick table) and validity date of a buy or sale.
 */
export function MarketOrderFields({
  isListed,
  window,
  closed,
  quantityLabel,
  quantityReadOnly,
}: {
  isListed: boolean;
  window: TValidityWindow | null;
  closed: TClosedDaySet;
  quantityLabel?: TTranslationKey;
  quantityReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldError();
  const { control, register, formState } = useFormContext<TMarketOrderFields>();
  // Registered before the fields below (a Controller child would register after them), so a
  // failed submit focuses the order type first, in the order of the screen.
  const { field: typeOrdreField } = useController({ control, name: 'typeOrdre' });
  const [typeOrdre, coursLimite] = useWatch({ control, name: ['typeOrdre', 'coursLimite'] });
  const types: readonly TTypeOrdre[] = isListed ? LISTED_ORDER_TYPES : UNLISTED_ORDER_TYPES;
  const limit = Number(decimalText(coursLimite));
  const ticks = needsLimit(typeOrdre) && limit > 0 && !isOnTick(limit) ? nearestTicks(limit) : null;
  const { errors } = formState;

  return (
    <div className={classes.grid}>
      <Radio.Group
        className={classes.wide}
        label={t('operations.field.typeOrdre')}
        value={typeOrdreField.value}
        onChange={(value) => typeOrdreField.onChange(value as TTypeOrdre)}
        error={fieldError(errors.typeOrdre)}
        withAsterisk
      >
        <div className={classes.choices}>
          {types.map((type, index) => (
            <Radio
              key={type}
              // The first type takes the focus when none is chosen on submit.
              ref={index === 0 ? typeOrdreField.ref : undefined}
              value={type}
              label={t(`register.typeOrdre.${type}`)}
              description={
                type in ORDER_TYPE_IDS
                  ? t('operations.field.typeOrdre.id', {
                      id: ORDER_TYPE_IDS[type as keyof typeof ORDER_TYPE_IDS],
                    })
                  : t('operations.field.typeOrdre.unlisted')
              }
              data-testid={`type-${type}`}
            />
          ))}
        </div>
      </Radio.Group>
      <TextInput
        label={t(quantityLabel ?? 'operations.field.quantite')}
        inputMode="numeric"
        autoComplete="off"
        readOnly={quantityReadOnly}
        withAsterisk
        error={fieldError(errors.quantite)}
        data-testid="field-quantite"
        {...register('quantite')}
      />
      {needsLimit(typeOrdre) ? (
        <TextInput
          label={t('operations.field.coursLimite')}
          description={
            ticks
              ? t('operations.field.coursLimite.ticks', {
                  below: format.number(ticks.below, 4),
                  above: format.number(ticks.above, 4),
                })
              : t('operations.field.coursLimite.help')
          }
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          error={fieldError(errors.coursLimite)}
          data-testid="field-coursLimite"
          {...register('coursLimite')}
        />
      ) : null}
      <Controller
        control={control}
        name="dateValidite"
        render={({ field }) => (
          <ValidityDateField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            window={window}
            closed={closed}
            error={fieldError(errors.dateValidite)}
          />
        )}
      />
    </div>
  );
}
