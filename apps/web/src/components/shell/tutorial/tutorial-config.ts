import { splitParameterValue, type TLanguage } from '@nomina/domain';

/** Spec 3 §3 tutorial config: the number of categories, then each category's slide count. */
export type TTutoConfig = { categ: number; sousCateg: number[] };

/** A slide's place: category and slide indexes, both from 0. */
export type TSlidePosition = { category: number; slide: number };

/**
 * Reads TUTO_CONFIG's value ('4;3;2;3;2': 4 categories of 3, 2, 3 and 2 slides). Null when the
 * value does not describe at least one category of at least one slide each.
 */
export function parseTutoConfig(value: string): TTutoConfig | null {
  const numbers = splitParameterValue(value).map(Number);
  const [categ, ...counts] = numbers;
  if (categ === undefined || !Number.isInteger(categ) || categ < 1) return null;
  const sousCateg = counts.slice(0, categ);
  if (sousCateg.length !== categ || sousCateg.some((count) => !Number.isInteger(count) || count < 1))
    return null;
  return { categ, sousCateg };
}

/** Every slide in reading order. */
export function listSlides(config: TTutoConfig): TSlidePosition[] {
  return config.sousCateg.flatMap((count, category) =>
    Array.from({ length: count }, (_, slide) => ({ category, slide })),
  );
}

/** Next (+1) or previous (-1) slide across categories; the last leads to the first and back (spec 3 §4). */
export function stepSlide(config: TTutoConfig, position: TSlidePosition, delta: 1 | -1): TSlidePosition {
  const slides = listSlides(config);
  const index = slides.findIndex(
    (item) => item.category === position.category && item.slide === position.slide,
  );
  const next = (Math.max(index, 0) + delta + slides.length) % slides.length;
  return slides[next] ?? { category: 0, slide: 0 };
}

/** The tutorial's own language (its illustrations): French or English, else English (spec 3 §7). */
export function tutorialLanguage(language: TLanguage | string): 'fr' | 'en' {
  return language === 'fr' ? 'fr' : 'en';
}

/** The six steps of the guided tour, each highlighting the shell part marked data-tuto="…". */
export const DYNAMIC_STEPS = ['menu', 'header', 'breadcrumbs', 'content', 'footer', 'tutorial-link'] as const;
export type TDynamicStep = (typeof DYNAMIC_STEPS)[number];
