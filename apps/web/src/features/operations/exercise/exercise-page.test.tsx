import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { SAMPLE_HOLDER } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { ExercisePage } from './exercise-page';

const HOLDER = SAMPLE_HOLDER;

/** The page at `path` for a holder with no exercisable option. */
async function openWithoutOptions(path: string) {
  stubApi((apiPath) =>
    apiPath === '/business/titulaire' ? jsonResponse(200, HOLDER) : jsonResponse(200, []),
  );
  await renderWithProviders(<ExercisePage />, { initialEntries: [path] });
  return screen.findByTestId('exercise-empty');
}

describe('exercise page, no exercisable option', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the grants list', paths.operationExercer.getHref()],
    ['an exercise flow', paths.operationExercerLeveeSimple.getHref()],
  ])('shows the operations empty state on %s', async (_where, path) => {
    const empty = await openWithoutOptions(path);
    expect(empty).toHaveTextContent('operations.exercise.empty');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(empty).getByRole('link', { name: 'empty.action.contact' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
