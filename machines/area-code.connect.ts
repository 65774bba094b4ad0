import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AreaCode } from '../src/domain/area-code.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { areaCodeMachine } from './area-code.machine.ts';
import {
  selectAllAreaCodes,
  selectAreaCodeFailure,
  selectChosenAreaCode,
  selectCommonAreaCodes,
} from './area-code.selectors.ts';

type AreaCodeSnapshot = SnapshotFrom<typeof areaCodeMachine>;
type AreaCodeSend = ActorRefFrom<typeof areaCodeMachine>['send'];

/** Everything the area-code picker shows and does, from one snapshot. */
export interface AreaCodeApi {
  /** loading, ready or failed, for `data-state`. */
  dataState: string;
  isLoading: boolean;
  isReady: boolean;
  isFailed: boolean;
  query: string;
  /** Commonly used codes that match the search. */
  common: AreaCode[];
  /** All codes that match the search. */
  all: AreaCode[];
  chosen: AreaCode | undefined;
  failure: Failure | undefined;
  canRetry: boolean;
  search(query: string): void;
  /** Chooses a code of the lists (the machine ignores one it does not list). */
  select(countryCode: string): void;
  retry(): void;
}

/** The area-code picker's API (see useConnect in src/ui/actor.tsx). */
export function connectAreaCode(s: AreaCodeSnapshot, send: AreaCodeSend): AreaCodeApi {
  return {
    dataState: String(s.value),
    isLoading: s.hasTag('loading'),
    isReady: s.hasTag('ready'),
    isFailed: s.hasTag('failed'),
    query: s.context.query,
    common: selectCommonAreaCodes(s),
    all: selectAllAreaCodes(s),
    chosen: selectChosenAreaCode(s),
    failure: selectAreaCodeFailure(s),
    canRetry: s.can({ type: 'areaCode.retry' }),
    search: (query) => send({ type: 'areaCode.search', query }),
    select: (countryCode) => send({ type: 'areaCode.select', countryCode }),
    retry: () => send({ type: 'areaCode.retry' }),
  };
}
