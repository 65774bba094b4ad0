import { fromPromise } from 'xstate';
import { airdropPrizeMachine } from '../../../machines/airdrop-prize.machine.ts';
import { eventGateMachine } from '../../../machines/event-gate.machine.ts';
import { eventIndexMachine } from '../../../machines/event-index.machine.ts';
import type { ActivityAlias } from '../../domain/enrolment-answers.ts';
import type { EventIntroduction } from '../../domain/event-page.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** checkShowActivity of one activity. */
async function isShown(services: AppServices, activityId: number, signal: AbortSignal) {
  return (await services.client('checkShowActivity', { activityId }, { signal })).show;
}

/** The visibility check and the /events introduction with their real calls. */
export function provideEventGate(services: AppServices) {
  return provideOnce(eventGateMachine)({
    actors: {
      checkShown: fromPromise(({ input, signal }) => isShown(services, input.activityId, signal)),
      loadIntroduction: fromPromise(async ({ input, signal }): Promise<EventIntroduction> => {
        const request = { activityId: input.activityId };
        const [alias, intro, base] = await Promise.all([
          services.client('getAlias', request, { signal }),
          services.client('introduce', request, { signal }),
          services.client('customizedBaseInfo', request, { signal }),
        ]);
        return {
          alias,
          title: intro.title,
          introduce: intro.introduce,
          highlights: intro.highlights,
          theme: base.theme,
        };
      }),
    },
  });
}

/** An airdrop prize's product and the trader's position by product code. */
export function provideAirdropPrize(services: AppServices) {
  return provideOnce(airdropPrizeMachine)({
    actors: {
      loadProduct: fromPromise(({ input, signal }) =>
        services.client('airdropProduct', { prizeId: input.prizeId }, { signal }),
      ),
      checkPosition: fromPromise(({ input, signal }) =>
        services.client(
          'checkAirdropPositionByProduct',
          { productCode: input.productCode },
          { signal },
        ),
      ),
    },
  });
}

/** The /events index: getAliasList, then checkShowActivity for each alias at once. */
export function provideEventIndex(services: AppServices) {
  return provideOnce(eventIndexMachine)({
    actors: {
      loadAliases: fromPromise(
        async ({ signal }) => (await services.client('getAliasList', {}, { signal })).list,
      ),
      keepShown: fromPromise(async ({ input, signal }): Promise<ActivityAlias[]> => {
        const shown = await Promise.all(
          input.aliases.map((a) => isShown(services, a.activityId, signal)),
        );
        return input.aliases.filter((_, i) => shown[i]);
      }),
    },
  });
}
