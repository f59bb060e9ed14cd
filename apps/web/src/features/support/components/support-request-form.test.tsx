import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_THEME } from '../../../lib/theme/fallback-config';
import { setThemeState } from '../../../lib/theme/theme-store';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { SupportRequestForm } from './support-request-form';

const CONTACT = { nom: 'Jean Dupont', email: 'jean.dupont@example.fr', telephone: '' };
const CATEGORIES = [{ code: 'COMPTE', libelle: 'contact.category.COMPTE' }];

type TAnswers = { contact: () => Response | Promise<Response>; categories: () => Response };

/** The holder's details (selfcare/contact) and the categories; the rest answers nothing useful. */
function stubServer({ contact, categories }: TAnswers) {
  stubApi((path) => {
    if (path === '/business/selfcare/contact') return contact() as Response;
    if (path === '/business/selfcare/categories') return categories();
    return jsonResponse(404, { errorCode: 'not.found' });
  });
}

describe('signed-in support request form', () => {
  beforeAll(() => setThemeState(FALLBACK_THEME));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('says it is loading while the holder details load, then shows the prefilled form', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubServer({
      contact: () => new Promise<Response>((resolve) => (answer = resolve)),
      categories: () => jsonResponse(200, CATEGORIES),
    });
    await renderWithProviders(<SupportRequestForm isHolder />);
    expect(await screen.findByRole('status')).toHaveTextContent('general.loading');
    expect(screen.queryByRole('button', { name: 'contact.form.submit' })).toBeNull();

    await act(async () => answer(jsonResponse(200, CONTACT)));
    expect(await screen.findByDisplayValue('Jean Dupont')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so above the form when the holder details cannot be read', async () => {
    stubServer({
      contact: () => jsonResponse(403, { errorCode: 'general.error.account.none' }),
      categories: () => jsonResponse(200, CATEGORIES),
    });
    await renderWithProviders(<SupportRequestForm isHolder />);
    expect(await screen.findByRole('alert')).toHaveTextContent('general.error.account.none');
    expect(screen.getByRole('button', { name: 'contact.form.submit' })).toBeInTheDocument();
  });

  it('says so above the form when the categories cannot be read', async () => {
    stubServer({
      contact: () => jsonResponse(200, CONTACT),
      categories: () => jsonResponse(500, { errorCode: 'api.technical.error' }),
    });
    await renderWithProviders(<SupportRequestForm isHolder />);
    expect(await screen.findByRole('alert')).toHaveTextContent('api.technical.error');
  });
});
