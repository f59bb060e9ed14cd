import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RouteTabs, type TRouteTab } from './route-tabs';

const tabs: TRouteTab[] = [
  { id: 'titres', tabName: 'Titres', route: '/titres', visible: true },
  { id: 'droits', tabName: 'Droits', route: '/droits', visible: true, notifCounter: 2 },
  { id: 'fonds', tabName: 'Fonds', route: '/fonds', visible: false },
];

describe('RouteTabs', () => {
  it('lists visible tabs, marks the current route and tells the chosen route', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<RouteTabs tabs={tabs} onChange={onChange} />, { initialEntries: ['/droits'] });
    expect(screen.queryByRole('link', { name: 'Fonds' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Droits/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Titres' })).not.toHaveAttribute('aria-current');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Titres' }));
    expect(onChange).toHaveBeenCalledWith('/titres');
    expect(screen.getByRole('link', { name: 'Titres' })).toHaveAttribute('aria-current', 'page');
  });
});
