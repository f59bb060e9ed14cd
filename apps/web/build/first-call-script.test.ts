import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_CALL_ENTRY, firstCallScript } from './first-call-script';

type THandler = (html: string, context: IndexHtmlTransformContext) => IndexHtmlTransformResult;

const chunk = (fileName: string, name: string, isEntry: boolean) =>
  ({ type: 'chunk', fileName, name, isEntry }) as Rollup.OutputChunk;

function transform(bundle: Rollup.OutputBundle | undefined) {
  const hook = firstCallScript().transformIndexHtml as { handler: THandler };
  return hook.handler('<html><head></head></html>', { bundle } as IndexHtmlTransformContext);
}

describe("the page's first script", () => {
  it('is its own entry, put in the head as an async module', () => {
    const result = transform({
      'assets/index-a.js': chunk('assets/index-a.js', 'index', true),
      'assets/first-call-b.js': chunk('assets/first-call-b.js', FIRST_CALL_ENTRY, true),
    });
    expect(result).toMatchObject({
      tags: [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/first-call-b.js' },
          injectTo: 'head',
        },
      ],
    });
  });

  it('leaves the page alone without that entry (the dev server)', () => {
    expect(transform(undefined)).toBe('<html><head></head></html>');
    expect(transform({ 'assets/index-a.js': chunk('assets/index-a.js', 'index', true) })).toBe(
      '<html><head></head></html>',
    );
  });
});
