import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installArrayBufferDetached } from '../../../server/array-buffer-detached.ts';

const detached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe('ArrayBuffer.prototype.detached on the Node server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a transferred buffer from an empty and a full one', () => {
    installArrayBufferDetached();
    const moved = new ArrayBuffer(8);
    structuredClone(moved, { transfer: [moved] });
    expect(detached(moved)).toBe(true);
    expect(detached(new ArrayBuffer(0))).toBe(false);
    expect(detached(new ArrayBuffer(8))).toBe(false);
  });

  it('refuses what is not an ArrayBuffer, as the standard getter does', () => {
    installArrayBufferDetached();
    const getter = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached')!.get!;
    expect(() => getter.call(new SharedArrayBuffer(0))).toThrow(TypeError);
    expect(() => getter.call({})).toThrow(TypeError);
  });

  it("lets React's server renderer write empty text without a warning", async () => {
    installArrayBufferDetached();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    const { prerender } = await import('react-dom/static.edge');
    const { prelude } = await prerender(
      createElement('div', null, '', createElement('span', null, ''), 'a'),
    );
    expect(await new Response(prelude).text()).toBe('<div><span></span>a</div>');
    expect(errors).not.toHaveBeenCalled();
  });
});
