import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { activityCentreMachine, CentreFilter } from './activity-centre.machine.ts';
import {
  type ActivityCardModel,
  sameCards,
  selectActivityCards,
  selectTypeCounts,
} from './activity-centre.selectors.ts';

type CentreSnapshot = SnapshotFrom<typeof activityCentreMachine>;
type CentreSend = ActorRefFrom<typeof activityCentreMachine>['send'];

/** Everything the centre's view shows and does, from one snapshot. */
export interface CentreApi {
  /** The machine's state, for `data-state`. */
  dataState: string;
  isLoading: boolean;
  isReady: boolean;
  isFailed: boolean;
  failure: CentreSnapshot['context']['failure'];
  canRetry: boolean;
  banners: CentreSnapshot['context']['banners'];
  cards: ActivityCardModel[];
  filter: CentreFilter;
  /** No filter is chosen: an empty list means there are no activities at all. */
  isUnfiltered: boolean;
  typeCounts: Map<number, number>;
  retry(): void;
  setFilter(filter: CentreFilter): void;
}

/** The centre's view API (see useConnect in src/ui/actor.tsx). */
export function connectActivityCentre(s: CentreSnapshot, send: CentreSend): CentreApi {
  const { filter } = s.context;
  return {
    dataState: String(s.value),
    isLoading: s.hasTag('loading'),
    isReady: s.hasTag('ready'),
    isFailed: s.hasTag('failed'),
    failure: s.context.failure,
    canRetry: s.can({ type: 'centre.retry' }),
    banners: s.context.banners,
    cards: selectActivityCards(s),
    filter,
    isUnfiltered: filter.type === undefined && filter.stage === undefined,
    typeCounts: selectTypeCounts(s),
    retry: () => send({ type: 'centre.retry' }),
    setFilter: (next) => send({ type: 'centre.filter', filter: next }),
  };
}

const sameCounts = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * The clock ticks each second and builds new lists: the view redraws only when a card moves
 * or changes stage, or a count changes.
 */
export const centreApiFields = { cards: sameCards, typeCounts: sameCounts } as const;
