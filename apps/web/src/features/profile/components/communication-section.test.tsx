import type { TEServicesState, TSubModule } from '@nomina/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModules } from '../../../components/shell/menu/use-menu';
import { renderWithProviders } from '../../../testing/render';
import { moduleGroup, subModule } from '../../../testing/modules';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { CommunicationSection } from './communication-section';

const CHOICES: TEServicesState = {
  eServices: true,
  eServicesDate: '2024-03-12',
  eConvocation: false,
  eConvocationDate: null,
  email: 'g***@example.fr',
};

/** The server as the section reaches it: the menu's settings group, and the e-services answer. */
function stubServer(eServices: () => Response, settings: Partial<Record<string, Partial<TSubModule>>> = {}) {
  const calls = stubApi((path) => {
    if (path === '/resource/modules')
      return jsonResponse(200, [
        moduleGroup('parametres', 5, [
          subModule('maj_password'),
          subModule('e_services', settings.e_services),
          subModule('e_convocation', settings.e_convocation),
        ]),
      ]);
    if (path === '/business/e-services') return eServices();
    return jsonResponse(404, { errorCode: 'not.found' });
  });
  return { eServicesCalls: () => calls.filter((call) => call.path === '/business/e-services') };
}

/** Shows once the menu (resource/modules) has been read, as the section reads it. */
function MenuRead() {
  return useModules().isSuccess ? <p>menu read</p> : null;
}

/** The section, found by its heading, and its label–value pairs. */
async function section() {
  const region = await screen.findByRole('region', { name: 'profil.communication.title' });
  expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('profil.communication.title');
  return region;
}

/** The <dd> of the <dt> labelled `label` in the section's definition list. */
async function valueOf(region: HTMLElement, label: string): Promise<HTMLElement> {
  const term = await within(region).findByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  expect(value?.tagName).toBe('DD');
  return value as HTMLElement;
}

describe('profile, the e-services and e-convocation choices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each choice as the server holds it, worded as its settings page, with a link to change it', async () => {
    stubServer(() => jsonResponse(200, CHOICES));
    await renderWithProviders(<CommunicationSection />);
    const region = await section();

    const eServices = await valueOf(region, 'menu.e_services');
    expect(within(eServices).getByText('e_services.status.on')).toBeInTheDocument();
    expect(within(eServices).queryByText('e_services.status.off')).toBeNull();
    expect(within(eServices).getByText('e_services.since')).toBeInTheDocument();
    expect(
      within(eServices).getByRole('link', { name: 'profil.communication.eServices.change' }),
    ).toHaveAttribute('href', '/e_services');

    const eConvocation = await valueOf(region, 'menu.e_convocation');
    expect(within(eConvocation).getByText('e_convocation.status.off')).toBeInTheDocument();
    expect(within(eConvocation).queryByText('e_convocation.status.on')).toBeNull();
    expect(within(eConvocation).queryByText('e_services.since')).toBeNull();
    expect(
      within(eConvocation).getByRole('link', { name: 'profil.communication.eConvocation.change' }),
    ).toHaveAttribute('href', '/e_convocation');
  });

  it('reads each state from its own field: the opposite answer shows the opposite sentences', async () => {
    stubServer(() =>
      jsonResponse(200, { ...CHOICES, eServices: false, eServicesDate: null, eConvocation: true }),
    );
    await renderWithProviders(<CommunicationSection />);
    const region = await section();

    expect(await within(region).findByText('e_services.status.off')).toBeInTheDocument();
    expect(within(region).getByText('e_convocation.status.on')).toBeInTheDocument();
    expect(within(region).queryByText('e_services.status.on')).toBeNull();
    expect(within(region).queryByText('e_convocation.status.off')).toBeNull();
  });

  it('shows only the choices whose module the account may open', async () => {
    stubServer(() => jsonResponse(200, CHOICES), { e_services: { habiliteActi: false } });
    await renderWithProviders(<CommunicationSection />);
    const region = await section();

    expect(await within(region).findByText('e_convocation.status.off')).toBeInTheDocument();
    expect(within(region).queryByText('menu.e_services')).toBeNull();
    expect(within(region).queryByRole('link', { name: 'profil.communication.eServices.change' })).toBeNull();
  });

  it('is absent, and asks nothing, when the account may open neither module', async () => {
    const server = stubServer(() => jsonResponse(200, CHOICES), {
      e_services: { habiliteEmet: false },
      e_convocation: { habiliteActi: false },
    });
    await renderWithProviders(
      <>
        <MenuRead />
        <CommunicationSection />
      </>,
    );
    expect(await screen.findByText('menu read')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('profil.communication.title')).toBeNull();
    expect(server.eServicesCalls()).toEqual([]);
  });

  it('says it is loading, then shows the server error as the other sections do', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    stubServer(() => pending as unknown as Response);
    await renderWithProviders(<CommunicationSection />);
    const region = await section();

    expect(
      await within(region).findByRole('status', { name: 'profil.communication.loading' }),
    ).toBeInTheDocument();
    answer(jsonResponse(403, { errorCode: 'general.error.account.none' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('general.error.account.none');
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
