import { closedDaySet, validityWindow } from '@nomina/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ValidityDateField } from './validity-date-field';

const closed = closedDaySet([]);
/** A Wednesday at a given Paris time (UTC+1 in November). */
const at = (time: string) => validityWindow(new Date(`2026-11-25T${time}:00+01:00`), closed);

async function show(time: string) {
  await renderWithProviders(
    <ValidityDateField value={null} onChange={() => undefined} window={at(time)} closed={closed} />,
  );
}

describe('validity date of an order (spec 3 §5 Dates)', () => {
  it('says the session is about to close between 17:20 and 17:30', async () => {
    await show('17:25');
    expect(screen.getByTestId('order-window-closing')).toHaveTextContent(
      'operations.field.dateValidite.closing',
    );
  });

  it('says nothing of it earlier in the day', async () => {
    await show('10:00');
    expect(screen.queryByTestId('order-window-closing')).not.toBeInTheDocument();
  });

  it('says nothing once the window closed (the first date is then the next working day)', async () => {
    await show('17:45');
    expect(screen.queryByTestId('order-window-closing')).not.toBeInTheDocument();
  });
});
