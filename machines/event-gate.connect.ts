import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import { type EventIntroduction, safeColour } from '../src/domain/event-page.ts';
import type { EventGateEvent, eventGateMachine } from './event-gate.machine.ts';
import { stateFromTags } from './tag-state.ts';

type EventGateSnapshot = SnapshotFrom<typeof eventGateMachine>;

/** Whether the exchange shows the activity to this viewer, for `data-visibility`. */
export type GateVisibility = 'checking' | 'shown' | 'hidden' | 'failed';
/** The /events introduction, for its `data-state`; `none` outside /events pages. */
export type IntroState = 'none' | 'loading' | 'shown' | 'failed';

// The two regions share state names, so their tags carry the region's name.
const VISIBILITY_TAGS = ['visibility.shown', 'visibility.hidden', 'visibility.failed'] as const;
const INTRO_TAGS = ['intro.loading', 'intro.shown', 'intro.failed'] as const;
const inRegion = <T extends string>(tag: `${string}.${T}`) => tag.split('.')[1] as T;

/** The visibility check: whether the detail is drawn, or why not. */
export interface GateVisibilityApi {
  state: GateVisibility;
  failure: Failure | undefined;
  canRetry: boolean;
  retry: () => void;
}

/** The /events introduction and the campaign's colours. */
export interface EventIntroApi {
  state: IntroState;
  introduction: EventIntroduction | undefined;
  failure: Failure | undefined;
  canRetry: boolean;
  retry: () => void;
  /** Only where they are plain hex colours: they go into a style. */
  primaryColour: string | undefined;
  accentColour: string | undefined;
}

/** The gate around the detail and the /events introduction: one part per region. */
export interface EventGateApi {
  visibility: GateVisibilityApi;
  intro: EventIntroApi;
}

/** The event gate's view API, read from the tags of its two regions. */
export function connectEventGate(
  s: EventGateSnapshot,
  send: (event: EventGateEvent) => void,
): EventGateApi {
  const visibility = inRegion<GateVisibility>(
    stateFromTags(s, VISIBILITY_TAGS, 'visibility.checking'),
  );
  const intro = inRegion<IntroState>(stateFromTags(s, INTRO_TAGS, 'intro.none'));
  const introduction = s.context.introduction;
  return {
    visibility: {
      state: visibility,
      failure: visibility === 'failed' ? s.context.visibilityFailure : undefined,
      canRetry: s.can({ type: 'visibility.retry' }),
      retry: () => send({ type: 'visibility.retry' }),
    },
    intro: {
      state: intro,
      introduction,
      failure: intro === 'failed' ? s.context.introFailure : undefined,
      canRetry: s.can({ type: 'intro.retry' }),
      retry: () => send({ type: 'intro.retry' }),
      primaryColour: safeColour(introduction?.theme.primaryColor),
      accentColour: safeColour(introduction?.theme.accentColor),
    },
  };
}
