import type { SnapshotFrom } from 'xstate';
import type { AirdropCheck, AirdropProduct } from '../src/domain/airdrop.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { AirdropPrizeEvent, airdropPrizeMachine } from './airdrop-prize.machine.ts';
import { stateFromTags } from './tag-state.ts';

type AirdropPrizeSnapshot = SnapshotFrom<typeof airdropPrizeMachine>;

/**
 * Where the prize stands, for `data-state`: none (not an airdrop), the product's load, or the
 * trader's position (visitor, checking, held, short, refused, failed).
 */
export type AirdropPrizeState =
  | 'none'
  | 'loadingProduct'
  | 'productFailed'
  | 'visitor'
  | 'checking'
  | 'held'
  | 'short'
  | 'refused'
  | 'failed';

const AIRDROP_STATES: readonly AirdropPrizeState[] = [
  'loadingProduct',
  'productFailed',
  'visitor',
  'checking',
  'held',
  'short',
  'refused',
  'failed',
];

/** Everything the airdrop prize panel needs. */
export interface AirdropPrizeApi {
  state: AirdropPrizeState;
  /** The prize's product once loaded. */
  product: AirdropProduct | undefined;
  /** The position as last checked, while it is held or short. */
  check: AirdropCheck | undefined;
  /** Why the product or the check failed, or why the exchange refused the position. */
  failure: Failure | undefined;
  canRetry: boolean;
  canRecheck: boolean;
  retry: () => void;
  recheck: () => void;
}

/** The airdrop prize panel's API, read from its snapshot's tags. */
export function connectAirdropPrize(
  s: AirdropPrizeSnapshot,
  send: (event: AirdropPrizeEvent) => void,
): AirdropPrizeApi {
  const state = stateFromTags(s, AIRDROP_STATES, 'none');
  const checked = state === 'held' || state === 'short';
  const failed = state === 'productFailed' || state === 'refused' || state === 'failed';
  return {
    state,
    product: s.context.product,
    check: checked ? s.context.check : undefined,
    failure: failed ? s.context.failure : undefined,
    canRetry: s.can({ type: 'airdrop.retry' }),
    canRecheck: s.can({ type: 'airdrop.recheck' }),
    retry: () => send({ type: 'airdrop.retry' }),
    recheck: () => send({ type: 'airdrop.recheck' }),
  };
}
