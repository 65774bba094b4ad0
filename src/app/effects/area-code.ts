import { fromPromise } from 'xstate';
import { areaCodeMachine } from '../../../machines/area-code.machine.ts';
import { AREA_CODE_PAGE_SIZE } from '../../domain/area-code.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** The area-code picker with its real effect: areaCodeList (languageType is added to GETs). */
export function provideAreaCode(services: AppServices) {
  return provideOnce(areaCodeMachine)({
    actors: {
      loadAreaCodes: fromPromise(({ signal }) =>
        services.client(
          'areaCodeList',
          { status: 'enable', pageIndex: 0, pageSize: AREA_CODE_PAGE_SIZE },
          { signal },
        ),
      ),
    },
  });
}
