import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  isShareCancelled,
  SHARE_CAPTURE_DELAY_MS,
  SHARE_THROTTLE_MS,
  type ShareMode,
  shareErrorMessage,
} from '../src/domain/share-image.ts';

/** How the browser's share sheet answered. */
export type WebShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/** What the share of one poster starts from. */
export interface ShareInput {
  /** Inside the exchange's app the native bridge saves and shares; in a browser the page does. */
  inApp: boolean;
  /** The DOM id of the poster to capture. */
  elementId: string;
  /**
   * Whether the app shares an image natively (nativeShareImage). SPEC §9's Android threshold:
   * an Android app older than 4.4.18 cannot, and saves the poster instead (src/domain/version.ts).
   * Absent: it can.
   */
  nativeImageShare?: boolean;
}

/** What the share machine keeps between states. */
export interface ShareContext extends ShareInput {
  mode: ShareMode;
  /** The link shared with the image (the user's invite link). */
  linkUrl: string;
  /** The captured poster as a base64 PNG, kept only while it is delivered. */
  image: string | undefined;
  /** The text the capture failed with (SPEC §8), e.g. 'can not find element!'. */
  error: string | undefined;
}

/** What views send to the share machine. */
export type ShareEvent =
  | { type: 'share.start'; mode: ShareMode; linkUrl: string }
  /** Captures the poster again after a failure. */
  | { type: 'share.retry' }
  | { type: 'share.dismiss' };

/**
 * Sharing a poster (SPEC §9): capture the DOM node to a PNG 250 ms after the request, then
 * hand it to the app (save or native share) or, in a browser, download it or use the Web
 * Share API. A share.start within 1500 ms of the previous one is ignored: the machine stays
 * `active` until the throttle has run out, whatever the capture did meanwhile.
 */
export const shareMachine = setup({
  types: {
    input: {} as ShareInput,
    context: {} as ShareContext,
    events: {} as ShareEvent,
  },
  actors: {
    /** Renders the element to a base64 PNG; throws one of SPEC §8's capture errors. */
    captureNode: fromPromise<string, { elementId: string }>(async () => {
      throw new Error('captureNode is provided by the composition root');
    }),
    /**
     * navigator.share with the image as a file. A browser without a share sheet for files is
     * 'unavailable' and a sheet the user closed 'cancelled': answers, not errors, so neither is
     * reported to monitoring. It throws only when the share itself failed.
     */
    webShare: fromPromise<WebShareOutcome, { image: string; linkUrl: string }>(async () => {
      throw new Error('webShare is provided by the composition root');
    }),
  },
  actions: {
    startShare: assign((_, params: { mode: ShareMode; linkUrl: string }) => ({
      mode: params.mode,
      linkUrl: params.linkUrl,
      error: undefined,
    })),
    /** The PNG is large: it is kept only while the share runs. */
    dropImage: assign({ image: undefined }),
    storeImage: assign((_, image: string) => ({ image })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: shareErrorMessage(params.error),
    })),
    clearError: assign({ error: undefined }),
    /** Native bridge: saveImage(base64Image). */
    saveImage: (_, _params: { image: string }) => {},
    /** Native bridge: nativeShareImage(base64Image, linkUrl). */
    nativeShareImage: (_, _params: { image: string; linkUrl: string }) => {},
    /** Native bridge: shows (1) or hides (0) the app's own share button while ours runs. */
    navigationShowShare: (_, _params: { isShow: 0 | 1 }) => {},
    /** Saves the PNG through a download link. */
    downloadImage: (_, _params: { image: string }) => {},
    /** Tells the user the poster was saved (downloaded) or shared: a toast. */
    announceDelivered: (_, _params: { how: 'saved' | 'shared' }) => {},
  },
  guards: {
    isInApp: ({ context }) => context.inApp,
    isSaveMode: ({ context }) => context.mode === 'save',
    canShareNatively: ({ context }) => context.nativeImageShare !== false,
    isShareCancelled: (_, params: { error: unknown }) => isShareCancelled(params.error),
    isWebShareOutcome: (_, params: { outcome: WebShareOutcome; is: WebShareOutcome }) =>
      params.outcome === params.is,
  },
  delays: {
    captureDelay: SHARE_CAPTURE_DELAY_MS,
    shareThrottle: SHARE_THROTTLE_MS,
  },
}).createMachine({
  id: 'share',
  description: 'Captures a poster to a PNG and saves or shares it, at most once per 1500 ms.',
  context: ({ input }) => ({
    ...input,
    mode: 'save',
    linkUrl: '',
    image: undefined,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being shared; a share can start.',
      tags: ['idle'],
      on: {
        'share.start': {
          target: 'active',
          actions: { type: 'startShare', params: ({ event }) => event },
        },
      },
    },
    active: {
      description:
        'A share runs; further starts are ignored until it ends and 1500 ms have passed.',
      type: 'parallel',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.inApp) enqueue({ type: 'navigationShowShare', params: { isShow: 0 } });
      }),
      exit: [
        enqueueActions(({ context, enqueue }) => {
          if (context.inApp) enqueue({ type: 'navigationShowShare', params: { isShow: 1 } });
        }),
        'dropImage',
      ],
      onDone: 'idle',
      states: {
        job: {
          description: 'Capture, then delivery.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Waits 250 ms so that the poster has settled before it is captured.',
              tags: ['waiting'],
              after: { captureDelay: 'capturing' },
            },
            capturing: {
              description: 'Renders the poster to a base64 PNG.',
              tags: ['capturing'],
              invoke: {
                id: 'captureNode',
                src: 'captureNode',
                input: ({ context }) => ({ elementId: context.elementId }),
                onDone: {
                  target: 'delivering',
                  actions: { type: 'storeImage', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            delivering: {
              description: 'Hands the PNG to the app, a download, or the Web Share API.',
              tags: ['delivering'],
              initial: 'choosing',
              states: {
                choosing: {
                  description: 'Picks the way: app or browser, save or share.',
                  always: [
                    {
                      guard: and(['isInApp', 'isSaveMode']),
                      target: '#share.active.job.done',
                      actions: {
                        type: 'saveImage',
                        params: ({ context }) => ({ image: context.image ?? '' }),
                      },
                    },
                    {
                      guard: and(['isInApp', 'canShareNatively']),
                      target: '#share.active.job.done',
                      actions: {
                        type: 'nativeShareImage',
                        params: ({ context }) => ({
                          image: context.image ?? '',
                          linkUrl: context.linkUrl,
                        }),
                      },
                    },
                    {
                      // An Android app older than 4.4.18: saved to the gallery to share from there.
                      guard: 'isInApp',
                      target: '#share.active.job.done',
                      actions: {
                        type: 'saveImage',
                        params: ({ context }) => ({ image: context.image ?? '' }),
                      },
                    },
                    {
                      guard: 'isSaveMode',
                      target: '#share.active.job.done',
                      actions: [
                        {
                          type: 'downloadImage',
                          params: ({ context }) => ({ image: context.image ?? '' }),
                        },
                        { type: 'announceDelivered', params: { how: 'saved' } },
                      ],
                    },
                    { target: 'webSharing' },
                  ],
                },
                webSharing: {
                  description:
                    'The share sheet of the browser; without one the image is downloaded.',
                  invoke: {
                    id: 'webShare',
                    src: 'webShare',
                    input: ({ context }) => ({
                      image: context.image ?? '',
                      linkUrl: context.linkUrl,
                    }),
                    onDone: [
                      {
                        // No share sheet for files here: the image is downloaded instead.
                        guard: {
                          type: 'isWebShareOutcome',
                          params: ({ event }) => ({ outcome: event.output, is: 'unavailable' }),
                        },
                        target: '#share.active.job.done',
                        actions: [
                          {
                            type: 'downloadImage',
                            params: ({ context }) => ({ image: context.image ?? '' }),
                          },
                          { type: 'announceDelivered', params: { how: 'saved' } },
                        ],
                      },
                      {
                        guard: {
                          type: 'isWebShareOutcome',
                          params: ({ event }) => ({ outcome: event.output, is: 'cancelled' }),
                        },
                        target: '#share.active.job.done',
                      },
                      {
                        target: '#share.active.job.done',
                        actions: { type: 'announceDelivered', params: { how: 'shared' } },
                      },
                    ],
                    onError: [
                      {
                        guard: {
                          type: 'isShareCancelled',
                          params: ({ event }) => ({ error: event.error }),
                        },
                        target: '#share.active.job.done',
                      },
                      {
                        target: '#share.active.job.done',
                        actions: [
                          {
                            type: 'downloadImage',
                            params: ({ context }) => ({ image: context.image ?? '' }),
                          },
                          { type: 'announceDelivered', params: { how: 'saved' } },
                        ],
                      },
                    ],
                  },
                },
              },
            },
            done: { type: 'final', description: 'The image was delivered.', tags: ['done'] },
            failed: {
              description: 'The capture failed; its error text is kept. Retry or dismiss.',
              tags: ['failed'],
              on: {
                'share.retry': { target: 'waiting', actions: 'clearError' },
                'share.dismiss': 'dismissed',
              },
            },
            dismissed: {
              type: 'final',
              description: 'The failure was dismissed.',
              tags: ['dismissed'],
            },
          },
        },
        throttle: {
          description: 'The 1500 ms after a start during which another start is ignored.',
          initial: 'cooling',
          states: {
            cooling: {
              description: 'Less than 1500 ms since the start.',
              tags: ['throttled'],
              after: { shareThrottle: 'elapsed' },
            },
            elapsed: { type: 'final', description: '1500 ms have passed since the start.' },
          },
        },
      },
    },
  },
});
