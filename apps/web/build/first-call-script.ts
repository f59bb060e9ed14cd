import type { Plugin } from 'vite';

/** The entry of the page's first script (src/first-call.ts), bundled apart from the app's. */
export const FIRST_CALL_ENTRY = 'first-call';

/**
 * Puts the first script in the page as a script of its own, run as soon as it arrives (`async`):
 * a few hundred bytes that start the theme call while the app's code is still coming in (issue
 * 15 §5). Vite would fold a second script written in index.html into the app's entry, and so
 * into the app's wait, hence an entry of its own and this tag.
 */
export function firstCallScript(): Plugin {
  return {
    name: 'nomina:first-call-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === FIRST_CALL_ENTRY,
        );
        if (!entry) return html;
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
