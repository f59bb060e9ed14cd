import { paths } from '../../../config/paths';
import type { TExerciseVariant } from '../model/exercise-form';

/** The sub-route of each exercise variant (spec 3 §2). */
export const EXERCISE_VARIANTS: readonly { variant: TExerciseVariant; href: string }[] = [
  { variant: 'LEVEE_SIMPLE', href: paths.operationExercerLeveeSimple.getHref() },
  { variant: 'LEVEE_VENTE', href: paths.operationExercerLeveeVente.getHref() },
  { variant: 'LEVEE_PASSERELLE', href: paths.operationExercerLeveePasserelle.getHref() },
];

export const variantOfPath = (pathname: string): TExerciseVariant | null =>
  EXERCISE_VARIANTS.find((entry) => entry.href === pathname)?.variant ?? null;
