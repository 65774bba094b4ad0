import { describe, expect, it } from 'vitest';
import { startAfterFirstPaintScript } from '../../vite-plugins/page-html.ts';

/** The plugin's index.html transform, as Vite runs it after its own. */
function transform(html: string): string {
  const hook = startAfterFirstPaintScript().transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
}

const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe("index.html's start script", () => {
  it('asks for the entry once painted, in place of its tag and its preloads', () => {
    const html = transform(
      page(
        '\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/main-b.js">',
      ),
    );
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('(document,"/assets/index-a.js",');
  });

  it("takes the entry's tag where a chunk it imports has a tag before it", () => {
    // Rolldown's runtime, when the entry is the start's first part itself.
    const html = transform(
      page(
        '\n<script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>\n<script type="module" crossorigin src="/assets/main-m.js"></script>',
      ),
    );
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain('(document,"/assets/main-m.js",');
  });

  it('refuses a page without an entry', () => {
    expect(() => transform(page(''))).toThrow(/entry script tag/);
  });
});
