// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/ui/SafeHtml.tsx';
import { sanitiseHtml } from '../../../src/ui/sanitise.ts';

afterEach(cleanup);

describe('sanitiseHtml (server rich text: rules, messages, banners)', () => {
  it('keeps the formatting the campaign manager uses', () => {
    const html =
      '<h3>Tasks</h3><p><strong>Trade</strong> 20,000 <em>USDT</em></p><ul><li>a</li></ul><pre>x</pre>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('keeps https links on the main domain, opening them safely in a new tab', () => {
    expect(sanitiseHtml('<a href="https://sandbox-exchange.com/fees" title="Fees">fees</a>')).toBe(
      '<a href="https://sandbox-exchange.com/fees" title="Fees" target="_blank" rel="noopener noreferrer">fees</a>',
    );
  });

  // Issue 14: same-site relative links in rules were stripped; they now survive, resolved
  // against the page's origin with dot segments removed, and open in place.
  it.each([
    ['<a href="/activity/2">go</a>', '<a href="/activity/2">go</a>'],
    [
      '<a href="/activity/2?tab=tasks#claim">go</a>',
      '<a href="/activity/2?tab=tasks#claim">go</a>',
    ],
    ['<a href="activity/2">go</a>', '<a href="/activity/2">go</a>'],
    ['<a href="./rewards/../inbox">go</a>', '<a href="/inbox">go</a>'],
    [`<a href="${window.location.origin}/rewards">go</a>`, '<a href="/rewards">go</a>'],
  ])('keeps a link of this site as its path: %s', (dirty, clean) => {
    expect(sanitiseHtml(dirty)).toBe(clean);
  });

  // Issue 14: off-site links lose their link and keep their text, whatever the disguise.
  it.each([
    '//evil.test/x',
    '/.//evil.test/x',
    '/..//evil.test/x',
    '/%2f%2fevil.test/x',
    '/\\evil.test/x',
    'https:\\\\evil.test/x',
    'https://evil.test/x',
    'http://sandbox-exchange.com/x',
    'https://sandbox-exchange.com.evil.test/x',
    'https://sandbox-exchange.com@evil.test/x',
    'https://user@sandbox-exchange.com/x',
    'https://sandbox-exchange.com:8443/x',
    'https://sandbox-exchange.com./x',
    'https://sandbox-exch\u0430nge.com/x',
    'mailto:help@evil.test',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<b>x</b>',
    `blob:${window.location.origin}/0b5e`,
  ])('turns an off-site link into its text: %s', (href) => {
    const html = `<p>See <a href="${href.replace(/"/g, '&quot;')}">the rules</a> now</p>`;
    expect(sanitiseHtml(html)).toBe('<p>See <a>the rules</a> now</p>');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<a href="//evil.test/x">go</a>', '<a>go</a>'],
    ['<a href="data:text/html,<script>1</script>">go</a>', '<a>go</a>'],
    [
      '<a href="https://sandbox-exchange.com/x" target="_self" rel="opener">go</a>',
      '<a href="https://sandbox-exchange.com/x" target="_blank" rel="noopener noreferrer">go</a>',
    ],
    ['<a href="https://evil.test/x">go</a>', '<a>go</a>'],
    ['<a href="https://sandbox-exchange.com.evil.test/x">go</a>', '<a>go</a>'],
    ['<a href="https://user@sandbox-exchange.com/x">go</a>', '<a>go</a>'],
    ['<p style="color:red" onclick="x()">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.test"></iframe><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<p><style>*{display:none}</style>x</p>', '<p>x</p>'],
    ['<p class="evil" id="x" data-x="1" aria-hidden="true">x</p>', '<p>x</p>'],
  ])('drops what could run, restyle or mislead: %s', (dirty, clean) => {
    expect(sanitiseHtml(dirty)).toBe(clean);
  });
});

describe('SafeHtml', () => {
  it('draws the clean HTML, so no script of the server ever runs', () => {
    const { container } = render(
      <SafeHtml
        className="rules-text"
        html={
          '<p>ok</p><script>window.__owned = true</script><img src=x onerror="window.__owned=true">'
        }
      />,
    );
    // Server text takes its own direction (dir=auto), so English rules read right in ar pages.
    expect(container.innerHTML).toBe(
      '<div dir="auto" class="safe-html rules-text"><p>ok</p></div>',
    );
    expect((window as { __owned?: boolean }).__owned).toBeUndefined();
  });
});
