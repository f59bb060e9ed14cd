import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isWorkingDay, ORDER_WINDOW, type TClosedDaySet, type TValidityWindow } from '@nomina/domain';

/**
 * The order's validity date (spec 3 §5 Dates): a calendar that offers only the allowed days,
 * from the window's first to its last day, weekends and market closed days excluded. In the last
 * minutes of the order window (17:20–17:30) it says that the day's session is about to close.
 */
export function ValidityDateField({
  value,
  onChange,
  onBlur,
  window,
  closed,
  error,
}: {
  value: string | null;
  onChange: (day: string | null) => void;
  onBlur?: () => void;
  window: TValidityWindow | null;
  closed: TClosedDaySet;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={t('operations.field.dateValidite')}
        description={
          window?.windowState === 'CLOSING' ? (
            <>
              {t('operations.field.dateValidite.help')}{' '}
              <strong data-testid="order-window-closing">
                {t('operations.field.dateValidite.closing', { end: ORDER_WINDOW.end })}
              </strong>
            </>
          ) : (
            t('operations.field.dateValidite.help')
          )
        }
        placeholder={t('operations.field.dateValidite.placeholder')}
        value={value}
        onChange={(day) => onChange(day)}
        onBlur={onBlur}
        valueFormat="DD/MM/YYYY"
        disabled={window === null}
        {...(window ? { minDate: window.minDate, maxDate: window.maxDate } : {})}
        excludeDate={(day) => !isWorkingDay(day.slice(0, 10), closed)}
        error={error}
        withAsterisk
        clearable={false}
        popoverProps={{ withinPortal: true }}
        data-testid="field-dateValidite"
      />
    </DatesProvider>
  );
}
