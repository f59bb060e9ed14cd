import type { Plugin } from 'vite';

/** Mantine's class and keyframe names: `m_` and a short hash (`m_5ae2e3c`, `m_77c9d27d`). */
const MANTINE_NAME = /\bm_[0-9a-f]{5,8}\b/g;

/** The Mantine names the code uses that no stylesheet defines, sorted. */
export function undefinedMantineNames(code: string[], stylesheets: string[]): string[] {
  const defined = new Set(stylesheets.flatMap((css) => css.match(MANTINE_NAME) ?? []));
  const used = new Set(code.flatMap((source) => source.match(MANTINE_NAME) ?? []));
  return [...used].filter((name) => !defined.has(name)).sort();
}

/**
 * The app imports Mantine's styles component by component (src/app/mantine.css), so a component
 * used without its stylesheet would be drawn unstyled. This check fails the build instead, naming
 * the classes: every Mantine class in the bundle's code must be defined by one of its stylesheets.
 */
export function mantineClasses(): Plugin {
  return {
    name: 'nomina-mantine-classes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const code = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const stylesheets = files.flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [],
      );
      const missing = undefinedMantineNames(code, stylesheets);
      if (missing.length > 0)
        this.error(
          `Mantine classes used without their styles: ${missing.join(', ')}. Import the ` +
            "component's stylesheet in src/app/mantine.css (its file defines these classes).",
        );
    },
  };
}
