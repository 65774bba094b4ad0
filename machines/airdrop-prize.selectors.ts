import type { SnapshotFrom } from 'xstate';
import type { AirdropCheck, AirdropProduct } from '../src/domain/airdrop.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { airdropPrizeMachine } from './airdrop-prize.machine.ts';

type AirdropPrizeSnapshot = SnapshotFrom<typeof airdropPrizeMachine>;

/**
 * One word for `data-state`: none, loadingProduct, productFailed, or the position's state
 * (visitor, checking, held, short, refused, failed).
 */
export const selectAirdropState = (s: AirdropPrizeSnapshot): string =>
  typeof s.value === 'string' ? s.value : String(s.value.ready);

/** The prize's product once loaded. */
export const selectAirdropProduct = (s: AirdropPrizeSnapshot): AirdropProduct | undefined =>
  s.context.product;

/** The last position check answered. */
export const selectAirdropCheck = (s: AirdropPrizeSnapshot): AirdropCheck | undefined =>
  s.matches({ ready: 'held' }) || s.matches({ ready: 'short' }) ? s.context.check : undefined;

/** Why the product or the check failed, or why the exchange refused the position. */
export const selectAirdropFailure = (s: AirdropPrizeSnapshot): Failure | undefined =>
  s.matches('productFailed') || s.matches({ ready: 'refused' }) || s.matches({ ready: 'failed' })
    ? s.context.failure
    : undefined;

/** The product's retry, and checking the position again. */
export const selectCanRetryAirdrop = (s: AirdropPrizeSnapshot): boolean =>
  s.can({ type: 'airdrop.retry' });
export const selectCanRecheckAirdrop = (s: AirdropPrizeSnapshot): boolean =>
  s.can({ type: 'airdrop.recheck' });
