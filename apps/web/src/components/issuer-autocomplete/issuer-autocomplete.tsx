import { Combobox, InputBase, useCombobox } from '@mantine/core';
import type { TIssuer } from '@nomina/domain';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './issuer-autocomplete.module.css';
import { formatIssuer } from './issuer-format';
import { useIssuerOptions } from './use-issuer-options';

export type TIssuerAutocompleteProps = {
  /** Visible label (already translated). */
  label: string;
  description?: ReactNode;
  placeholder?: string;
  /** Theme of the page: any theme but the registrar's (1) preloads its own issuers. */
  themeId: number;
  /** The chosen issuer; set to null by the parent to clear the field it filled. */
  selected: TIssuer | null;
  /** An issuer was picked, or settled on as the only result (the id is `issuer.emetIden`). */
  onSelect: (issuer: TIssuer) => void;
  /** The chosen text was edited away: the choice is gone. */
  onDelete: () => void;
  /** Issuer id to restore when the field comes back (read when the field mounts). */
  restoreId?: number | null;
  /** The text in the field, as typed or written by a choice (for the form's own rules). */
  onTextChange?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: ReactNode;
  isRequired?: boolean;
};

/**
 * Issuer autocomplete (spec 1 §4): a WAI-ARIA combobox searching migrated issuers after a 300 ms
 * pause, choosing a lone result by itself, showing a choice as 'id - label', and telling the form
 * when the choice is edited away.
 */
export function IssuerAutocomplete(props: TIssuerAutocompleteProps) {
  const {
    label,
    description,
    placeholder,
    themeId,
    selected,
    onSelect,
    onDelete,
    restoreId,
    error,
    onTextChange,
  } = props;
  const { i18n } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(selected ? formatIssuer(selected) : '');
  /** The text this field wrote for the current choice; a parent-side clear empties only that. */
  const chosenText = useRef<string | null>(selected ? formatIssuer(selected) : null);

  const choose = (issuer: TIssuer) => {
    const formatted = formatIssuer(issuer);
    chosenText.current = formatted;
    setText(formatted);
    onSelect(issuer);
  };
  const options = useIssuerOptions({ text, themeId, lang: i18n.language, restoreId, onSingle: choose });

  useEffect(() => {
    if (selected) {
      chosenText.current = formatIssuer(selected);
      setText(chosenText.current);
    } else if (chosenText.current !== null) {
      const written = chosenText.current;
      chosenText.current = null;
      setText((current) => (current === written ? '' : current));
    }
  }, [selected]);

  useEffect(() => {
    onTextChange?.(text);
  }, [text, onTextChange]);

  const onChange = (value: string) => {
    setText(value);
    combobox.openDropdown();
    combobox.updateSelectedOptionIndex();
    if (chosenText.current !== null && value !== chosenText.current) {
      chosenText.current = null;
      onDelete();
    }
  };

  const onOptionSubmit = (value: string) => {
    const issuer = options.find((option) => formatIssuer(option) === value);
    if (issuer) choose(issuer);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={onOptionSubmit}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          ref={props.inputRef}
          role="combobox"
          aria-autocomplete="list"
          aria-required={props.isRequired ?? true}
          autoComplete="off"
          label={label}
          description={description}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          error={error}
          size="md"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options className={classes.options}>
          {options.map((issuer) => (
            <Combobox.Option
              value={formatIssuer(issuer)}
              key={issuer.emetIden}
              active={issuer.emetIden === selected?.emetIden}
            >
              {formatIssuer(issuer)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
