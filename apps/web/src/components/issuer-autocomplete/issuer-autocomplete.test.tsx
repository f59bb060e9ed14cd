import type { TIssuer } from '@nomina/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { IssuerAutocomplete } from './issuer-autocomplete';
import { searchIssuers } from './search-issuers';

vi.mock('./search-issuers', () => ({ searchIssuers: vi.fn() }));
const search = vi.mocked(searchIssuers);

const NOMINA: TIssuer = { emetIden: 1001, emetLibe: 'Nomina Groupe' };
const NORDIC: TIssuer = { emetIden: 1002, emetLibe: 'Nordic Energie' };
const BOREALIS: TIssuer = { emetIden: 5005, emetLibe: 'Borealis Banque' };

type THarnessProps = {
  themeId?: number;
  restoreId?: number;
  onSelect?: (issuer: TIssuer) => void;
  onDelete?: () => void;
};

/** The widget inside a form that keeps the choice, as the old-account identity form does. */
function Harness({
  themeId = 1,
  restoreId,
  onSelect = () => undefined,
  onDelete = () => undefined,
}: THarnessProps) {
  const [selected, setSelected] = useState<TIssuer | null>(null);
  return (
    <>
      <IssuerAutocomplete
        label="Émetteur"
        themeId={themeId}
        selected={selected}
        restoreId={restoreId ?? null}
        onSelect={(issuer) => {
          setSelected(issuer);
          onSelect(issuer);
        }}
        onDelete={() => {
          setSelected(null);
          onDelete();
        }}
      />
      <button type="button" onClick={() => setSelected(null)}>
        clear
      </button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Émetteur' }) as HTMLInputElement;
// What a browser fires as the holder types.
const type = (value: string) => fireEvent.input(field(), { target: { value } });
/** Lets the debounce elapse and the mocked answer settle. */
const wait = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('IssuerAutocomplete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    search.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after the last key, only from 2 characters', async () => {
    search.mockResolvedValue([NOMINA, NORDIC]);
    await renderWithProviders(<Harness />);
    type('N');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    type('No');
    await wait(299);
    expect(search).not.toHaveBeenCalled();
    type('Nor');
    await wait(299);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ expression: 'Nor', themeId: 1 }));
  });

  it('selects a lone result by itself and shows it as "id - label"', async () => {
    search.mockResolvedValue([NOMINA]);
    const onSelect = vi.fn();
    await renderWithProviders(<Harness onSelect={onSelect} />);
    type('Nomina');
    await wait(300);
    expect(onSelect).toHaveBeenCalledWith(NOMINA);
    expect(field().value).toBe('1001 - Nomina Groupe');
    await wait(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('never searches text already in "id - label" form', async () => {
    await renderWithProviders(<Harness />);
    type('1001 - Nomina Groupe');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('emits the picked issuer, then a delete event once the text is edited away', async () => {
    search.mockResolvedValue([NOMINA, NORDIC]);
    const onSelect = vi.fn();
    const onDelete = vi.fn();
    await renderWithProviders(<Harness onSelect={onSelect} onDelete={onDelete} />);
    fireEvent.focus(field());
    type('No');
    await wait(300);
    expect(onSelect).not.toHaveBeenCalled();
    await wait(300);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { hidden: true }).className).toMatch(/options/);
    fireEvent.click(screen.getByRole('option', { name: '1002 - Nordic Energie', hidden: true }));
    expect(onSelect).toHaveBeenCalledWith(NORDIC);
    expect(field().value).toBe('1002 - Nordic Energie');
    type('1002 - Nordic Energi');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(field().value).toBe('1002 - Nordic Energi');
  });

  it('empties the text it wrote when the form clears the choice', async () => {
    search.mockResolvedValue([NOMINA]);
    await renderWithProviders(<Harness />);
    type('Nomina');
    await wait(300);
    expect(field().value).toBe('1001 - Nomina Groupe');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(field().value).toBe('');
  });

  it('preloads the whole list outside theme 1 and picks its only issuer', async () => {
    search.mockResolvedValue([BOREALIS]);
    const onSelect = vi.fn();
    await renderWithProviders(<Harness themeId={5} onSelect={onSelect} />);
    await wait(0);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ expression: '*', themeId: 5 }));
    expect(onSelect).toHaveBeenCalledWith(BOREALIS);
    expect(field().value).toBe('5005 - Borealis Banque');
  });

  it('does not preload on theme 1', async () => {
    await renderWithProviders(<Harness />);
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('restores a previous issuer by looking its id up', async () => {
    search.mockResolvedValue([{ emetIden: 10010, emetLibe: 'Autre' }, NOMINA]);
    const onSelect = vi.fn();
    await renderWithProviders(<Harness restoreId={1001} onSelect={onSelect} />);
    await wait(0);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ expression: '1001' }));
    expect(onSelect).toHaveBeenCalledWith(NOMINA);
    expect(field().value).toBe('1001 - Nomina Groupe');
  });
});
