import { Select, TextInput } from '@mantine/core';
import { defaultCountryForLanguage, type TPhoneSettings } from '@nomina/domain';
import type { CountryCode } from 'libphonenumber-js/max';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverKey } from '../../lib/i18n/server-key';
import { buildCountryOptions, pickDefaultCountry } from './country-options';
import classes from './phone-input.module.css';
import { countryOfTyped, emittedPhone, isPhoneKeyAccepted, phoneMessage, splitPhone } from './phone-value';

export type TPhoneInputProps = {
  /** Visible label of the number field (already translated). */
  label: string;
  /** Initial number in E.164 form, or ''. */
  defaultValue?: string;
  /** Called with the number in E.164 form, or '' (spec 1 §3). */
  onChange: (value: string) => void;
  settings: TPhoneSettings;
  isRequired?: boolean;
  /** Shows the rule messages before the field is left (after a submit attempt). */
  showErrors?: boolean;
  /** Message key answered by the server for this field. */
  serverError?: string | null | undefined;
};

/**
 * Country-aware phone input (spec 1 §5): a country list limited to the allowed dial codes with
 * the preferred countries first, a number field that lets only phone characters through, and the
 * phone rules' messages. It emits only the E.164 number.
 */
export function PhoneInput(props: TPhoneInputProps) {
  const { label, defaultValue = '', onChange, settings, isRequired = true, showErrors = false } = props;
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () => buildCountryOptions(settings.allowedDialCodes, i18n.language),
    [settings.allowedDialCodes, i18n.language],
  );
  const initial = useMemo(() => splitPhone(defaultValue), [defaultValue]);
  const [country, setCountry] = useState<CountryCode | null>(
    () => initial.country ?? pickDefaultCountry(options, defaultCountryForLanguage(i18n.language)),
  );
  const [text, setText] = useState(initial.text);
  const [isTouched, setIsTouched] = useState(false);
  const message = phoneMessage(text, country, settings, isRequired);
  // The rule's own message first; else the server's answer, a key known only at run time.
  const shown = (isTouched || showErrors) && message ? message : serverKey(props.serverError);

  const update = (nextText: string, nextCountry: CountryCode | null) => {
    setText(nextText);
    setCountry(nextCountry);
    onChange(emittedPhone(nextText, nextCountry));
  };

  const onTextChange = (value: string) => {
    const typed = countryOfTyped(value);
    const isListed = typed !== null && options.some((option) => option.iso2 === typed);
    update(value, isListed ? typed : country);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isPhoneKeyAccepted(event)) event.preventDefault();
  };

  const data = [
    {
      group: t('phone.country.preferred'),
      items: options.filter((option) => option.isPreferred).map(toItem),
    },
    { group: t('phone.country.others'), items: options.filter((option) => !option.isPreferred).map(toItem) },
  ].filter((group) => group.items.length > 0);

  return (
    <div className={classes.row}>
      <Select
        className={classes.country}
        label={t('phone.country.label')}
        data={data}
        value={country}
        onChange={(value) => update(text, (value as CountryCode | null) ?? country)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('phone.country.none')}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={240}
        // The list opens on a click, a key or typing, not when a dialog moves the focus here: an
        // unasked-for list would cover the form (and its scroll area fails axe while shown).
        openOnFocus={false}
        size="md"
      />
      <TextInput
        className={classes.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={label}
        aria-required={isRequired}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setIsTouched(true)}
        error={shown ? t(shown) : undefined}
        size="md"
      />
    </div>
  );
}

/** No flag: emoji flags show as boxes or letter pairs on many desktops, and no image is loaded. */
function toItem(option: { iso2: string; name: string; dialCode: string }) {
  return { value: option.iso2, label: `${option.name} (+${option.dialCode})` };
}
