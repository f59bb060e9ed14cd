import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { TextPreview } from './text-preview';

describe('text preview (spec 3 §4)', () => {
  it('shows a text of 300 characters or fewer whole, with no toggle', async () => {
    await renderWithProviders(<TextPreview text={'a'.repeat(300)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses a longer text to its first lines and toggles it', async () => {
    const text = 'Assemblée générale. '.repeat(20);
    await renderWithProviders(<TextPreview text={text} />);
    const toggle = screen.getByRole('button', { name: 'general.text.more' });
    const paragraph = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(paragraph?.textContent).toBe(text);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(paragraph?.className).toMatch(/collapsed/);

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'general.text.less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(paragraph?.className).not.toMatch(/collapsed/);
  });

  it('takes another maximum length', async () => {
    await renderWithProviders(<TextPreview text="Dividende versé le 12 juin" maxLength={10} />);
    expect(screen.getByRole('button', { name: 'general.text.more' })).toBeTruthy();
  });
});
