import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appCsp, inlineScriptHashes } from '../../../server/csp.ts';

describe('the hashes of inline scripts', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('are taken of each script a browser runs, exactly as written', async () => {
    const html =
      '<script>a()</script><script type="module">\n b()\n</script><SCRIPT TYPE="text/javascript">c("é")</SCRIPT>';
    expect(await inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b()\n'), sha('c("é")')]);
  });

  it('leave out scripts loaded from a file and data that does not run', async () => {
    const html =
      '<script type="module" src="/assets/index.js"></script><script type="application/json" id="first-view">{"a":1}</script><script src=/x.js>y()</script>';
    expect(await inlineScriptHashes(html)).toEqual([]);
  });
});

describe("the app's policy", () => {
  it('allows no inline script, eval, plugin, foreign base or framing by default', () => {
    expect(appCsp()).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'",
    );
  });
});
