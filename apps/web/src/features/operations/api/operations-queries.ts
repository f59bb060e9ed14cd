import { queryOptions } from '@tanstack/react-query';
import {
  type TAvoirAVendre,
  type TBaremeLevee,
  type TClosedDays,
  type TDroitExercable,
  type TOrderStatus,
  type TTauxTva,
} from '@nomina/domain';
import { paymentQueries } from '../../../components/payment/payment-api';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/**
 * One query definition per resource of the operations area (spec 3 §7 Business, External).
 * Every key of the account's or its issuer's data carries the chosen account, so another account
 * never shows this one's data (the market's closed days are the same for all).
 * The securities and their quotes are the shared portfolioQueries.valeurs / valeurDetails.
 */
export const operationsQueries = {
  closedDays: (dateDebut: string, dateFin: string) =>
    queryOptions({
      queryKey: ['operation', 'closed-days', dateDebut, dateFin],
      queryFn: () =>
        http<TClosedDays>('/business/operation/closed-days', {
          query: { dateDebut, dateFin },
          hiddenReq: true,
        }),
      staleTime: 60 * 60_000,
    }),
  tauxTva: () =>
    queryOptions({
      queryKey: accountKey('operation', 'tauxTva'),
      queryFn: () => http<TTauxTva>('/business/operation/tauxTva', { hiddenReq: true }),
      staleTime: 60 * 60_000,
    }),
  avoirsAVendre: (valeIden: number) =>
    queryOptions({
      queryKey: accountKey('operation', 'avoirs-a-vendre', valeIden),
      queryFn: () => http<TAvoirAVendre[]>('/business/operation/avoirs-a-vendre', { query: { valeIden } }),
    }),
  compteBancaire: paymentQueries.compteBancaire,
  droitsExercables: () =>
    queryOptions({
      queryKey: accountKey('operation', 'droits-exercables'),
      queryFn: () => http<TDroitExercable[]>('/business/operation/droits-exercables'),
    }),
  baremeLevee: (emetIden: number, idPlan: number, montantLevee: number) =>
    queryOptions({
      queryKey: accountKey('operation', 'baremeLevee', emetIden, idPlan, montantLevee),
      queryFn: () =>
        http<TBaremeLevee>('/business/operation/baremeLevee', {
          query: { emetIden, idPlan, montantLevee },
          hiddenReq: true,
        }),
    }),
  statutOrdre: (refDemande: string) =>
    queryOptions({
      queryKey: accountKey('operation', 'statut-ordre', refDemande),
      queryFn: () => http<TOrderStatus>('/business/operation/statut-ordre', { query: { refDemande } }),
    }),
  /** A site parameter of the issuer (CB_PLAFOND, LINXO_PAYS_AUTORISE, the polling delays). */
};

/** Keys the order calls change: after an order, the history, holdings and rights are read again. */
export const ORDER_AFFECTED_KEYS = [
  ['operation'],
  ['operation-historique'],
  ['portefeuille'],
  ['valeurs'],
] as const;
