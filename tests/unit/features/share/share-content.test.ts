import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import { provideShareContent } from '../../../../src/app/effects/share.ts';

/** Services answering the share card and the share-link host list. */
function services(): AppServices {
  return {
    client: async () => ({ sharePath: '/s/abc123', inviteCode: 'ABC123', content: 'Join me' }),
    transport: async () => ({ status: 200, text: 'share.example.test\n' }),
    now: () => 0,
    origin: 'https://www.example.test',
  } as unknown as AppServices;
}

describe('the poster’s content (share link and its QR code)', () => {
  it('draws the link’s QR code as SVG, with no canvas and no PNG to encode', async () => {
    const actor = createActor(provideShareContent(services()), { input: { activityId: 5 } });
    actor.start();
    const result = await toPromise(actor);
    if (!result.ok) throw new Error(`no content: ${JSON.stringify(result.failure)}`);
    const { link, qrDataUrl } = result.content;
    expect(link).toBe('https://share.example.test/s/abc123');
    const prefix = 'data:image/svg+xml;charset=utf-8,';
    expect(qrDataUrl.startsWith(prefix)).toBe(true);
    const svg = decodeURIComponent(qrDataUrl.slice(prefix.length));
    // The link's own code: its modules and the one-module margin make the drawing's view box.
    const modules = QRCode.create(link, {}).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${modules + 2} ${modules + 2}"`);
    expect(svg).toMatch(/<path[^>]+d="M/);
  });
});
