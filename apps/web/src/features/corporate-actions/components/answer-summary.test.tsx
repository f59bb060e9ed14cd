import type { TOstEvent, TOstReponse } from '@nomina/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AnswerSummary } from './answer-summary';

const EVENT = { typeOst: 'PDA' } as TOstEvent;
const ANSWER: TOstReponse = {
  refDemande: 'OST-101',
  choix: 'ACTIONS',
  option: 'NET_SUP',
  dateReponse: '2026-11-02',
  statut: 'EN_ATTENTE_PAIEMENT',
  nombreTitres: 37,
  montantAPayer: 7,
  montantEnFaveur: 0,
  modePaiement: 'VIREMENT',
  instructions: null,
};

describe('recorded corporate-action answer', () => {
  it('shows the choice and option the holder made', async () => {
    await renderWithProviders(<AnswerSummary event={EVENT} reponse={ANSWER} />);
    expect(screen.getByText(/^ost\.choix\.ACTIONS – /)).toBeInTheDocument();
    expect(screen.getByTestId('ost-reponse-statut')).toHaveTextContent(
      'ost.reponse.statut.EN_ATTENTE_PAIEMENT',
    );
  });

  it('shows cash, with no option, once an unpaid balance was paid in cash by default', async () => {
    await renderWithProviders(<AnswerSummary event={EVENT} reponse={{ ...ANSWER, statut: 'DEFAUT' }} />);
    expect(screen.getByText('ost.choix.NUMERAIRE')).toBeInTheDocument();
    expect(screen.queryByText(/ost\.choix\.ACTIONS/)).not.toBeInTheDocument();
    expect(screen.getByTestId('ost-reponse-statut')).toHaveTextContent('ost.reponse.statut.DEFAUT');
  });
});
