// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeMessageHtml } from '../../../../src/features/inbox/SafeHtml.tsx';

afterEach(cleanup);

describe('SafeHtml (server HTML of a message)', () => {
  it('keeps formatting and safe links', () => {
    const html = sanitizeMessageHtml(
      '<p>Hi <strong>Ada</strong>, <em>see</em> <a href="https://x.test/a" title="A">this</a>, <a href="/activity/2">that</a>.</p><ul><li>one</li></ul>',
    );
    expect(html).toBe(
      '<p>Hi <strong>Ada</strong>, <em>see</em> <a href="https://x.test/a" title="A">this</a>, <a href="/activity/2">that</a>.</p><ul><li>one</li></ul>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<a href="//evil.test/x">go</a>', '<a>go</a>'],
    ['<a href="data:text/html,<script>1</script>">go</a>', '<a>go</a>'],
    ['<p style="color:red" onclick="x()">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.test"></iframe><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<p><style>*{display:none}</style>x</p>', '<p>x</p>'],
  ])('drops what could run or restyle: %s', (dirty, clean) => {
    expect(sanitizeMessageHtml(dirty)).toBe(clean);
  });

  it('never puts a script element in the page', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>ok</p><script>window.__owned = true</script><img src=x onerror="window.__owned=true">'
        }
      />,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.textContent).toBe('ok');
  });
});
