import type { Locator } from '@playwright/test';

/** Where one occurrence of a piece of text is drawn: the screen box of its first character. */
export interface GlyphBox {
  left: number;
  right: number;
  top: number;
}

/**
 * How a reader sees text on screen (issue 15: numbers and mixed text read right in vi and ar):
 * the visual position of characters, not the DOM string, so a test can tell "1,000 USDT" from
 * a bidi-garbled "USDT … 1,000" although both have the same text content.
 */
export class Reading {
  constructor(readonly element: Locator) {}

  /** The element's text as the DOM holds it (logical order). */
  async text(): Promise<string> {
    return (await this.element.textContent()) ?? '';
  }

  /** The box of the character at logical index `index` of the element's text. */
  async glyphAt(index: number): Promise<GlyphBox> {
    return this.element.evaluate((root, at) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (at < offset + length) {
          const range = document.createRange();
          range.setStart(node, at - offset);
          range.setEnd(node, at - offset + 1);
          const box = range.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top };
        }
        offset += length;
      }
      throw new Error(`no character ${at} in "${root.textContent}"`);
    }, index);
  }

  /**
   * Every amount written with its currency ("1,000 USDT"), and whether it is drawn in reading
   * order: the number's first digit left of the code's first letter on the same line.
   */
  async amountsInOrder(): Promise<{ amount: string; inOrder: boolean }[]> {
    const text = await this.text();
    const found: { amount: string; inOrder: boolean }[] = [];
    for (const match of text.matchAll(/(\d[\d.,]*)\s([A-Z]{3,})/g)) {
      const start = match.index ?? 0;
      const number = await this.glyphAt(start);
      const code = await this.glyphAt(start + (match[1]?.length ?? 0) + 1);
      const sameLine = Math.abs(number.top - code.top) < 4;
      found.push({ amount: match[0], inOrder: !sameLine || number.left < code.left });
    }
    return found;
  }

  /**
   * Whether the last character (a full stop) follows the one before it in the direction of
   * the text's first strong letter: right of it in left-to-right text, left of it in right-to-left text (a stop
   * that "jumps to the start" fails this).
   */
  async endsAtItsEnd(): Promise<boolean> {
    const text = (await this.text()).trimEnd();
    const direction = (await this.directions()).ofText;
    const last = await this.glyphAt(text.length - 1);
    const before = await this.glyphAt(text.length - 2);
    return direction === 'rtl' ? last.left < before.left : last.left > before.left;
  }

  /**
   * Whether the text's first letter is drawn where its direction starts a line: left of its
   * last letter for left-to-right text (an English name garbled inside an Arabic line starts
   * at the right), right of it for right-to-left text. Single-line texts only.
   */
  async readsInItsDirection(): Promise<boolean> {
    const text = await this.text();
    const firstIndex = text.search(/\S/);
    const lastIndex = text.trimEnd().length - 1;
    const first = await this.glyphAt(firstIndex);
    const last = await this.glyphAt(lastIndex);
    if (Math.abs(first.top - last.top) >= 4) return true;
    return (await this.directions()).ofText === 'rtl'
      ? first.left > last.left
      : first.left < last.left;
  }

  /** The element's resolved direction and the one its first strong letter asks for. */
  async directions(): Promise<{ shown: string; ofText: 'ltr' | 'rtl' }> {
    const text = await this.text();
    const strong = text.match(/[A-Za-z\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/)?.[0] ?? 'a';
    const shown = await this.element.evaluate((e) => getComputedStyle(e).direction);
    return { shown, ofText: /[A-Za-z]/.test(strong) ? 'ltr' : 'rtl' };
  }
}
