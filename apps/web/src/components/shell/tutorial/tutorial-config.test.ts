import { describe, expect, it } from 'vitest';
import { listSlides, parseTutoConfig, stepSlide, tutorialLanguage } from './tutorial-config';

describe('TUTO_CONFIG', () => {
  it('reads the category count then each category’s slide count', () => {
    expect(parseTutoConfig('4;3;2;3;2')).toEqual({ categ: 4, sousCateg: [3, 2, 3, 2] });
    expect(parseTutoConfig(' 2 ; 1 ; 5 ;')).toEqual({ categ: 2, sousCateg: [1, 5] });
  });

  it('refuses values that do not describe the categories', () => {
    expect(parseTutoConfig('')).toBeNull();
    expect(parseTutoConfig('0')).toBeNull();
    expect(parseTutoConfig('3;2;2')).toBeNull();
    expect(parseTutoConfig('2;2;x')).toBeNull();
    expect(parseTutoConfig('2;2;0')).toBeNull();
  });
});

describe('slides', () => {
  const config = { categ: 2, sousCateg: [2, 1] };

  it('lists every slide in reading order', () => {
    expect(listSlides(config)).toEqual([
      { category: 0, slide: 0 },
      { category: 0, slide: 1 },
      { category: 1, slide: 0 },
    ]);
  });

  it('goes on across categories and wraps around both ways', () => {
    expect(stepSlide(config, { category: 0, slide: 1 }, 1)).toEqual({ category: 1, slide: 0 });
    expect(stepSlide(config, { category: 1, slide: 0 }, 1)).toEqual({ category: 0, slide: 0 });
    expect(stepSlide(config, { category: 0, slide: 0 }, -1)).toEqual({ category: 1, slide: 0 });
  });
});

describe('tutorial language', () => {
  it('is French or English, English for every other language', () => {
    expect(tutorialLanguage('fr')).toBe('fr');
    expect(tutorialLanguage('en')).toBe('en');
    expect(tutorialLanguage('de')).toBe('en');
    expect(tutorialLanguage('pt')).toBe('en');
  });
});
