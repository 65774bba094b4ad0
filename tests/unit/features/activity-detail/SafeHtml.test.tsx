// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitiseRules } from '../../../../src/features/activity-detail/SafeHtml.tsx';

afterEach(cleanup);

describe('the rules are sanitised before they are drawn', () => {
  it('keeps the formatting the campaign manager uses', () => {
    const html =
      '<h3>Tasks</h3><p><strong>Trade</strong> 20,000 <em>USDT</em></p><ul><li>a</li></ul>';
    expect(sanitiseRules(html)).toBe(html);
  });

  it('never keeps a script, an event handler, a style or a frame', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p>' +
      '<img src=x onerror="steal()"><iframe src="https://evil.test"></iframe>' +
      '<svg><script>steal()</script></svg><form action="/x"><input name="p"></form>';
    const clean = sanitiseRules(html);
    expect(clean).toBe('<p>Hi</p>');
  });

  it('keeps web links, opening them safely in a new tab, and drops javascript: ones', () => {
    const clean = sanitiseRules(
      '<a href="https://sandbox-exchange.com/fees">fees</a> <a href="javascript:steal()">x</a>' +
        ' <a href="data:text/html,hi">y</a>',
    );
    expect(clean).toBe(
      '<a href="https://sandbox-exchange.com/fees" target="_blank" rel="noopener noreferrer nofollow">fees</a> <a>x</a> <a>y</a>',
    );
  });

  it('draws the clean HTML, so no script of the rules ever runs', () => {
    const { container } = render(
      <SafeHtml html={'<p>Rules</p><img src=x onerror="window.__ran = true">'} />,
    );
    expect(container.innerHTML).toBe('<div><p>Rules</p></div>');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
