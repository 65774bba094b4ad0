// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../src/ui/sanitise.ts';

/** Known XSS vectors: every one must come out of the sanitiser unable to run anything. */
const XSS_VECTORS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<script/xss src="https://evil.test/x.js"></script>',
  '<<script>window.__xss=1;//<</script>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:window.__xss=1">',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<body onload="window.__xss=1">',
  '<div onmouseover="window.__xss=1">hover</div>',
  '<p onclick="window.__xss=1">click</p>',
  '<a href="https://x.test" onfocus="window.__xss=1" autofocus>a</a>',
  '<input onfocus="window.__xss=1" autofocus>',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1">',
  '<marquee onstart="window.__xss=1">m</marquee>',
  '<select onfocus="window.__xss=1" autofocus>',
  '<textarea onfocus="window.__xss=1" autofocus>',
  '<a href="javascript:window.__xss=1">j</a>',
  '<a href="JaVaScRiPt:window.__xss=1">j</a>',
  '<a href=" javascript:window.__xss=1">j</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">j</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">j</a>',
  '<a href="&#x6A;avascript&colon;window.__xss=1">j</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">d</a>',
  '<a href="vbscript:msgbox(1)">v</a>',
  '<img src="data:image/svg+xml,<svg onload=window.__xss=1>">',
  '<form action="javascript:window.__xss=1"><input type=submit></form>',
  '<button formaction="javascript:window.__xss=1">b</button>',
  '<isindex action="javascript:window.__xss=1" type=submit>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="window.__xss=1"/></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x=20 y=20>x</text></a></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<math href="javascript:window.__xss=1">m</math>',
  '<p style="background:url(javascript:window.__xss=1)">css</p>',
  '<div style="width: expression(window.__xss=1)">css</div>',
  '<style>@import "https://evil.test/x.css";</style><p>x</p>',
  '<style>*{background:url("javascript:window.__xss=1")}</style>',
  '<link rel=stylesheet href="javascript:window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<template><script>window.__xss=1</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<p><b><i>nested <a href="https://x.test"><img src=x onerror=window.__xss=1></a></i></b>',
  '<img """><script>window.__xss=1</script>">',
  '<a href="https://ok.test"</a><img src=x onerror=window.__xss=1>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<div><![CDATA[<script>window.__xss=1</script>]]></div>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<a href="https://x.test" target="_self" rel="opener">same tab</a>',
  '<a href="//evil.test/phish">protocol-relative</a>',
];

const FORBIDDEN = 'script, iframe, object, embed, svg, math, style, meta, base, form, link, img';
/** What the link policy lets through: https addresses, or paths of this site (not `//`). */
const SAFE_URL = /^(?:https:\/\/|\/(?![/\\]))/i;

/** Puts the sanitised HTML into a fresh document, where a surviving vector would be found. */
function planted(html: string): Document {
  const doc = document.implementation.createHTMLDocument('corpus');
  doc.body.innerHTML = sanitiseHtml(html);
  return doc;
}

describe('XSS corpus through the one sanitiser', () => {
  it('has at least 40 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_VECTORS)('leaves nothing that can run: %s', (vector) => {
    const doc = planted(vector);
    const all = [...doc.querySelectorAll('*')];
    for (const element of all) {
      const handlers = [...element.attributes].filter((a) => /^on/i.test(a.name));
      expect(handlers.map((a) => a.name)).toEqual([]);
      expect(element.hasAttribute('style')).toBe(false);
      for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data']) {
        const value = element.getAttribute(name);
        if (value !== null) expect(value).toMatch(SAFE_URL);
      }
    }
    expect(doc.body.querySelector(FORBIDDEN)).toBeNull();
    for (const link of doc.body.querySelectorAll('a[href^="https:"]')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('is stable: sanitising the output again changes nothing (no mutation XSS on reparse)', () => {
    for (const vector of XSS_VECTORS) {
      const once = sanitiseHtml(vector);
      expect(sanitiseHtml(once)).toBe(once);
      expect(planted(once).body.innerHTML).toBe(once);
    }
  });
});
