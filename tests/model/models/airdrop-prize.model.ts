import type { SnapshotFrom } from 'xstate';
import {
  type AirdropPrizeEvent,
  type AirdropPrizeInput,
  airdropPrizeMachine,
} from '../../../machines/airdrop-prize.machine.ts';
import type { AirdropCheck, AirdropProduct } from '../../../src/domain/airdrop.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const PRIZE_ID = 9001;

/** getProductItemByPrizeId's answer. */
export const PRODUCT: AirdropProduct = {
  prizeId: PRIZE_ID,
  productCode: 'SBX-HOLDER-AIRDROP',
  name: 'SBX holder airdrop',
  symbol: 'SBX',
  minHold: '100',
  rewardAmount: '10',
  rewardCurrency: 'SBX',
};

const check = (held: string): AirdropCheck => ({
  productCode: PRODUCT.productCode,
  symbol: 'SBX',
  passed: Number(held) >= 100,
  required: '100',
  held,
});
/** A trader holding enough, and one holding too little. */
export const HELD = check('500');
export const SHORT = check('20');

export type AirdropPrizeModelEvent =
  | AirdropPrizeEvent
  | InvokeSettled<'loadProduct', AirdropProduct>
  | InvokeSettled<'checkPosition', AirdropCheck>;

type AirdropPrizeSnapshot = SnapshotFrom<typeof airdropPrizeMachine>;

function eventsFor(s: AirdropPrizeSnapshot): AirdropPrizeModelEvent[] {
  if (s.matches('loadingProduct')) {
    return [
      { type: 'xstate.done.actor.loadProduct', output: PRODUCT },
      { type: 'xstate.error.actor.loadProduct', error: networkError() },
    ];
  }
  if (s.matches({ ready: 'checking' })) {
    return [
      { type: 'xstate.done.actor.checkPosition', output: HELD },
      { type: 'xstate.done.actor.checkPosition', output: SHORT },
      { type: 'xstate.error.actor.checkPosition', error: codeError('51070') },
      { type: 'xstate.error.actor.checkPosition', error: networkError() },
    ];
  }
  const events: AirdropPrizeModelEvent[] = [{ type: 'airdrop.retry' }, { type: 'airdrop.recheck' }];
  return events.filter((e) => s.can(e as AirdropPrizeEvent));
}

export const airdropPrizeModel = machineModel<AirdropPrizeSnapshot, AirdropPrizeModelEvent>(
  airdropPrizeMachine,
  eventsFor,
);

export const airdropPrizeInputs: ReadonlyArray<{ name: string; input: AirdropPrizeInput }> = [
  { name: 'a trader on an airdrop', input: { prizeId: PRIZE_ID, loggedIn: true } },
  { name: 'a visitor on an airdrop', input: { prizeId: PRIZE_ID, loggedIn: false } },
  { name: 'not an airdrop', input: { prizeId: undefined, loggedIn: true } },
];

export const airdropPrizeSpec: MachineModelSpec = {
  name: 'airdropPrize',
  machine: airdropPrizeMachine,
  model: airdropPrizeModel,
  inputs: airdropPrizeInputs,
};
