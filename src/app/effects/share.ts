import { fromPromise } from 'xstate';
import { shareMachine } from '../../../machines/share.machine.ts';
import { toFailure } from '../../domain/codes.ts';
import { resolveLink } from '../../domain/link-policy.ts';
import { isShareCancelled, ShareCaptureError } from '../../domain/share-image.ts';
import type {
  PosterContentLogic,
  PosterContentRequest,
  PosterContentResult,
} from '../../features/share/poster-content.ts';
import { callNative } from '../../platform/native-bridge.ts';
import { isIpHost, withHttps } from '../../platform/url-rules.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { MIRRORS } from '../config.ts';
import { trackAction } from '../tracking.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** The file name a saved poster gets. */
const POSTER_FILE = 'invite-poster.png';
const PNG_PREFIX = 'data:image/png;base64,';

/** The raw base64 of a PNG data URL, as the native bridge takes it. */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/**
 * Whatever html-to-image threw, as one of SPEC §8's capture texts: a picture that could not be
 * read (an Event from an img, a failed fetch) is 'urlToBase64 error', a canvas without a context
 * 'Failed to get 2D context', anything else 'Failed to create blob'.
 */
export function captureErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if ((Object.values(ShareCaptureError) as string[]).includes(message)) return message;
  if (typeof Event !== 'undefined' && error instanceof Event) return ShareCaptureError.Base64Failed;
  if (/fetch|not found|load|network/i.test(message)) return ShareCaptureError.Base64Failed;
  if (/context|getContext/i.test(message)) return ShareCaptureError.No2dContext;
  return ShareCaptureError.BlobFailed;
}

/**
 * The start of share links (SPEC §7: a remote list of share-link hosts): the page's own origin
 * when the list names its host, else the list's first host that is a name (https, SPEC §5), and
 * the page's origin when the list is empty or unreadable.
 */
export function shareBase(hosts: readonly string[], origin: string): string {
  const own = new URL(origin).host;
  if (hosts.includes(own)) return origin;
  const named = hosts.find((h) => h !== '' && !isIpHost(h.split(':')[0] ?? ''));
  return named ? withHttps(named).replace(/\/+$/, '') : origin;
}

/**
 * The share link of a server's sharePath, absolute, or undefined when the link policy refuses
 * it: a path that would move it off the share hosts (`@evil.test/x`, `.evil.test/x`,
 * `/.//evil.test`).
 */
export function shareLink(
  hosts: readonly string[],
  origin: string,
  sharePath: string,
): string | undefined {
  return resolveLink(`${shareBase(hosts, origin)}${sharePath}`, { origin, shareHosts: hosts })
    ?.href;
}

async function readShareHosts(services: AppServices, signal: AbortSignal): Promise<string[]> {
  for (const mirror of MIRRORS) {
    try {
      const response = await services.transport({
        method: 'GET',
        url: `${mirror}/share_hosts.txt?v=${services.now()}`,
        headers: {},
        signal,
      });
      if (response.status === 200) {
        return response.text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
      }
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return [];
}

/**
 * The poster's content: the share card (an activity's, or the user's invitation), its link on a
 * share-link host and the link's QR code. A failure is returned, not thrown (see
 * PosterContentResult).
 */
export function provideShareContent(services: AppServices): PosterContentLogic {
  return fromPromise<PosterContentResult, PosterContentRequest>(async ({ input, signal }) => {
    try {
      const [card, hosts] = await Promise.all([
        input.activityId === undefined
          ? services.client('userShareContent', {}, { signal })
          : services.client('beginnerShareContent', { activityId: input.activityId }, { signal }),
        readShareHosts(services, signal),
      ]);
      const link = shareLink(hosts, services.origin, card.sharePath);
      if (link === undefined) {
        throw Object.assign(new Error('the share link leaves the share hosts'), {
          kind: 'malformed',
        });
      }
      const QRCode = await import('qrcode');
      // Drawn as SVG: no canvas to paint and no PNG to encode on the main thread (about 30 ms
      // of a slow phone's CPU in one task as the activity page opened), and sharp at any size.
      const svg = await QRCode.toString(link, { type: 'svg', margin: 1, width: 240 });
      const qrDataUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      return {
        ok: true,
        content: { link, qrDataUrl, inviteCode: card.inviteCode, text: card.content },
      };
    } catch (error) {
      return { ok: false, failure: toFailure(error) };
    }
  });
}

/** Decodes a PNG data URL into a file for the Web Share API. */
function pngFile(dataUrl: string): File {
  const binary = atob(base64Of(dataUrl));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new File([bytes], POSTER_FILE, { type: 'image/png' });
}

/**
 * The share machine with its real effects: html-to-image (loaded on first use, so it stays out
 * of the main bundle) captures the poster; the app's native bridge saves or shares it; in a
 * browser a download link or the Web Share API does.
 */
export function provideShare(services: AppServices, feedback: Pick<Feedback, 'notify'>) {
  return provideOnce(shareMachine)({
    actors: {
      captureNode: fromPromise(async ({ input }) => {
        trackAction(services, 'share_click', { poster: input.elementId });
        const node = document.getElementById(input.elementId);
        if (!node) throw new Error(ShareCaptureError.ElementNotFound);
        const { toPng } = await import('html-to-image');
        let dataUrl: string;
        try {
          // The copy is drawn at the origin: a margin of the poster would push it out of frame.
          dataUrl = await toPng(node, { pixelRatio: 2, cacheBust: true, style: { margin: '0' } });
        } catch (error) {
          throw new Error(captureErrorText(error));
        }
        if (!dataUrl.startsWith(PNG_PREFIX) || dataUrl.length <= PNG_PREFIX.length) {
          throw new Error(ShareCaptureError.BlobFailed);
        }
        return dataUrl;
      }),
      webShare: fromPromise(async ({ input }) => {
        const data: ShareData = { files: [pngFile(input.image)], url: input.linkUrl };
        // A desktop browser without a share sheet for files: the machine downloads instead.
        if (typeof navigator.share !== 'function' || !navigator.canShare?.(data)) {
          return 'unavailable';
        }
        try {
          await navigator.share(data);
          return 'shared';
        } catch (error) {
          if (isShareCancelled(error)) return 'cancelled';
          throw error;
        }
      }),
    },
    actions: {
      saveImage: (_, { image }) => {
        callNative('saveImage', { base64Image: base64Of(image) });
      },
      nativeShareImage: (_, { image, linkUrl }) => {
        callNative('nativeShareImage', { base64Image: base64Of(image), linkUrl });
      },
      navigationShowShare: (_, { isShow }) => {
        callNative('navigationShowShare', { isShow });
      },
      announceDelivered: (_, { how }) =>
        feedback.notify('success', how === 'saved' ? 'confirm.posterSaved' : 'confirm.shared'),
      downloadImage: (_, { image }) => {
        const link = document.createElement('a');
        link.href = image;
        link.download = POSTER_FILE;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      },
    },
  });
}
