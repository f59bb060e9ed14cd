import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TutorialOverlay } from './tutorial-overlay';
import { getTutorialState, tutorial } from './tutorial-store';

function answerTutoConfig(answer: () => Response) {
  vi.stubGlobal('fetch', async (url: string) =>
    url.includes('/resource/parametreSite') ? answer() : Response.json({}),
  );
}

describe('tutorial overlay (spec 3 §2, §4)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    act(() => tutorial.close());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('closes when the issuer’s TUTO_CONFIG cannot be read, so its footer link works again', async () => {
    answerTutoConfig(() => Response.json({ errorCode: 'api.technical.error' }, { status: 500 }));
    await renderWithProviders(<TutorialOverlay emetIden={9} />);
    act(() => tutorial.start());
    await waitFor(() => expect(getTutorialState().isVisible).toBe(false));
  });

  it('closes when the setting does not describe the categories', async () => {
    answerTutoConfig(() => Response.json({ paramName: 'TUTO_CONFIG', paramValue: '3;2;x' }));
    await renderWithProviders(<TutorialOverlay emetIden={10} />);
    act(() => tutorial.start());
    await waitFor(() => expect(getTutorialState().isVisible).toBe(false));
  });

  it('shows the carousel for a usable setting', async () => {
    answerTutoConfig(() => Response.json({ paramName: 'TUTO_CONFIG', paramValue: '2;1;1' }));
    const view = await renderWithProviders(<TutorialOverlay emetIden={11} />);
    act(() => tutorial.start());
    await waitFor(() => expect(view.baseElement.querySelector('[role="dialog"]')).not.toBeNull());
    expect(getTutorialState().isVisible).toBe(true);
  });
});
