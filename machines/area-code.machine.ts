import { assign, fromPromise, setup } from 'xstate';
import type { AreaCode } from '../src/domain/area-code.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';

/** The list as areaCodeList answers it: commonly used codes first, then all. */
export interface AreaCodeLists {
  commonlyList: AreaCode[];
  list: AreaCode[];
}

/** What the picker starts from. */
export interface AreaCodeInput {
  /** The country (ISO alpha-2) chosen already, e.g. from the user's language. */
  selected?: string;
}

/** The lists, the search text and the chosen country. */
export interface AreaCodeContext {
  lists: AreaCodeLists;
  query: string;
  /** ISO alpha-2 of the chosen code. */
  selected: string | undefined;
  failure: Failure | undefined;
}

/** The picker's search field, choices and retry. */
export type AreaCodeEvent =
  | { type: 'areaCode.search'; query: string }
  | { type: 'areaCode.select'; countryCode: string }
  | { type: 'areaCode.retry' };

/**
 * The area-code picker's data (SPEC §7 areaCodeList: status=enable, pageIndex=0, pageSize=999):
 * loaded once, then searched and chosen from. A failed load offers a retry.
 */
export const areaCodeMachine = setup({
  types: {
    input: {} as AreaCodeInput,
    context: {} as AreaCodeContext,
    events: {} as AreaCodeEvent,
  },
  actors: {
    loadAreaCodes: fromPromise<AreaCodeLists>(async () => {
      throw new Error('loadAreaCodes is provided by the composition root');
    }),
  },
  actions: {
    storeLists: assign((_, lists: AreaCodeLists) => ({ lists, failure: undefined })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    /** A choice clears the search, so the list opens whole next time. */
    storeChoice: assign((_, params: { countryCode: string }) => ({
      selected: params.countryCode,
      query: '',
    })),
  },
  guards: {
    isListed: ({ context }, params: { countryCode: string }) =>
      context.lists.list.some((c) => c.countryCode === params.countryCode) ||
      context.lists.commonlyList.some((c) => c.countryCode === params.countryCode),
  },
}).createMachine({
  id: 'areaCode',
  description: 'Dialling codes to choose from: commonly used first, then all, searchable.',
  context: ({ input }) => ({
    lists: { commonlyList: [], list: [] },
    query: '',
    selected: input.selected,
    failure: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the enabled codes in one page of 999.',
      tags: ['loading'],
      invoke: {
        id: 'loadAreaCodes',
        src: 'loadAreaCodes',
        onDone: {
          target: 'ready',
          actions: { type: 'storeLists', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description: 'The codes are listed; typing narrows them, a choice is kept.',
      tags: ['ready'],
      on: {
        'areaCode.search': { actions: { type: 'storeQuery', params: ({ event }) => event } },
        'areaCode.select': {
          guard: {
            type: 'isListed',
            params: ({ event }) => ({ countryCode: event.countryCode }),
          },
          actions: { type: 'storeChoice', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The codes could not be loaded; a retry loads them again.',
      tags: ['failed'],
      on: { 'areaCode.retry': 'loading' },
    },
  },
});
