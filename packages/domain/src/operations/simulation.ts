import type { TBareme } from '../portfolio/portfolio.types';
import { feesOf, vatOf } from './fees';
import { dec, roundUp2, toNumber, truncate6, type TDec, type TDecInput } from './money';
import type { TOrderNature } from './operations.enums';
import { ORDER_ERRORS } from './operations.errors';
import type { TSimulation } from './orders.types';

type TPricing = { bareme: TBareme | null; tauxTva: TDecInput; devise: string };

const wire = (
  natureDemande: TOrderNature,
  values: {
    quantite: TDec;
    cours: TDecInput;
    brut: TDec;
    frais: TDec;
    tauxTva: TDecInput;
    tva: TDec;
    net: TDec;
    levee?: TDec;
    vendue?: TDec;
    conservee?: TDec;
  },
  devise: string,
): TSimulation => ({
  natureDemande,
  quantite: toNumber(values.quantite),
  cours: toNumber(dec(values.cours)),
  montantBrut: toNumber(values.brut),
  frais: toNumber(values.frais),
  tauxTva: toNumber(dec(values.tauxTva)),
  tva: toNumber(values.tva),
  montantNet: toNumber(values.net),
  montantLevee: values.levee ? toNumber(values.levee) : null,
  quantiteVendue: values.vendue ? toNumber(values.vendue) : null,
  quantiteConservee: values.conservee ? toNumber(values.conservee) : null,
  devise,
});

/**
 * Buy or sell (spec 3 §5): gross = quantity × price, fees by the schedule, VAT on the fees, each
 * rounded up to the cent; a buy pays gross + fees + VAT, a sale receives gross − fees − VAT.
 * Quantities are truncated to 6 decimals. The price is the limit, else the last quote.
 */
export function simulateTrade(
  input: { natureDemande: 'ACHAT_TITRE' | 'VENTE_TITRE'; quantite: TDecInput; cours: TDecInput } & TPricing,
): TSimulation {
  const quantite = truncate6(input.quantite);
  const brut = roundUp2(quantite.mul(input.cours));
  const frais = feesOf(input.bareme, brut);
  const tva = vatOf(frais, input.tauxTva);
  const net = input.natureDemande === 'ACHAT_TITRE' ? brut.add(frais).add(tva) : brut.sub(frais).sub(tva);
  return wire(
    input.natureDemande,
    { quantite, cours: input.cours, brut, frais, tauxTva: input.tauxTva, tva, net },
    input.devise,
  );
}

/** Simple exercise: the holder pays quantity × exercise price, plus the exercise fees and their VAT. */
export function simulateLeveeSimple(
  input: { quantite: TDecInput; prixExercice: TDecInput } & TPricing,
): TSimulation {
  const quantite = truncate6(input.quantite);
  const levee = roundUp2(quantite.mul(input.prixExercice));
  const frais = feesOf(input.bareme, levee);
  const tva = vatOf(frais, input.tauxTva);
  return wire(
    'LEVEE_SIMPLE',
    {
      quantite,
      cours: input.prixExercice,
      brut: levee,
      frais,
      tauxTva: input.tauxTva,
      tva,
      net: levee.add(frais).add(tva),
      levee,
    },
    input.devise,
  );
}

export type TLeveeVenteResult = { simulation: TSimulation } | { error: typeof ORDER_ERRORS.leveeNonRentable };

/**
 * Exercise and sale: every share is sold at the price; the holder receives the proceeds less the
 * exercise price, the fees (on the proceeds) and their VAT. Refused when nothing is left.
 */
export function simulateLeveeVente(
  input: { quantite: TDecInput; prixExercice: TDecInput; cours: TDecInput } & TPricing,
): TLeveeVenteResult {
  const quantite = truncate6(input.quantite);
  const levee = roundUp2(quantite.mul(input.prixExercice));
  const brut = roundUp2(quantite.mul(input.cours));
  const frais = feesOf(input.bareme, brut);
  const tva = vatOf(frais, input.tauxTva);
  const net = brut.sub(levee).sub(frais).sub(tva);
  if (net.lte(0)) return { error: ORDER_ERRORS.leveeNonRentable };
  return {
    simulation: wire(
      'LEVEE_VENTE',
      {
        quantite,
        cours: input.cours,
        brut,
        frais,
        tauxTva: input.tauxTva,
        tva,
        net,
        levee,
        vendue: quantite,
        conservee: dec(0),
      },
      input.devise,
    ),
  };
}

/**
 * Sell-to-cover (bridge exercise): the fewest whole shares whose sale pays the exercise price, the
 * fees on that sale and their VAT; the other shares are kept and the small rest of the proceeds
 * is paid out. Refused when even selling every share would not cover it.
 */
export function simulatePasserelle(
  input: { quantite: TDecInput; prixExercice: TDecInput; cours: TDecInput } & TPricing,
): TLeveeVenteResult {
  const quantite = truncate6(input.quantite);
  const cours = dec(input.cours);
  const levee = roundUp2(quantite.mul(input.prixExercice));
  const costOf = (sold: TDec) => {
    const brut = roundUp2(sold.mul(cours));
    const frais = feesOf(input.bareme, brut);
    const tva = vatOf(frais, input.tauxTva);
    return { brut, frais, tva, cost: levee.add(frais).add(tva) };
  };
  let vendue = levee.div(cours).ceil();
  let step = costOf(vendue);
  while (step.brut.lt(step.cost) && vendue.lte(quantite)) {
    vendue = vendue.add(1);
    step = costOf(vendue);
  }
  if (vendue.gt(quantite) || step.brut.lt(step.cost)) return { error: ORDER_ERRORS.leveeNonRentable };
  const { brut, frais, tva } = step;
  return {
    simulation: wire(
      'LEVEE_PASSERELLE',
      {
        quantite,
        cours,
        brut,
        frais,
        tauxTva: input.tauxTva,
        tva,
        net: brut.sub(levee).sub(frais).sub(tva),
        levee,
        vendue,
        conservee: quantite.sub(vendue),
      },
      input.devise,
    ),
  };
}
