import { fromPromise } from 'xstate';
import {
  HOST_FILES,
  type HostFileName,
  type ProgrammeLinks,
  parsePartners,
  parseSites,
  parseVerify,
} from '../../domain/host-files.ts';
import type { ProgrammeLinksLogic } from '../../features/agent/programme-links.ts';
import { MIRRORS } from '../config.ts';
import type { AppServices } from './services.ts';

/** One host file from the first mirror that answers it (SPEC §7), as text. */
async function readHostFile(
  services: AppServices,
  file: HostFileName,
  signal: AbortSignal,
): Promise<string> {
  let last: unknown;
  for (const mirror of MIRRORS) {
    try {
      const response = await services.transport({
        method: 'GET',
        url: `${mirror}/${HOST_FILES[file]}?v=${services.now()}`,
        headers: {},
        signal,
      });
      if (response.status === 200) return response.text;
      last = new Error(`${HOST_FILES[file]}: HTTP ${response.status}`);
    } catch (error) {
      if (signal.aborted) throw error;
      last = error;
    }
  }
  throw last ?? new Error(`${HOST_FILES[file]}: no mirror`);
}

/**
 * The host files of the agent and affiliate dashboard (src/domain/host-files.ts). Each is read
 * and checked on its own; a failure is reported as an activity_error event (SPEC §8, as for
 * the host list) and leaves its part empty: it is never shown to the user.
 */
export function provideProgrammeLinks(services: AppServices): ProgrammeLinksLogic {
  return fromPromise<ProgrammeLinks, Record<string, never>>(async ({ signal }) => {
    const load = async <T>(file: HostFileName, parse: (text: string) => T, empty: T) => {
      try {
        return parse(await readHostFile(services, file, signal));
      } catch (error) {
        if (signal.aborted) throw error;
        services.tracker.track('activity_error', {
          reason: 'host_file',
          file: HOST_FILES[file],
          message: error instanceof Error ? error.message : String(error),
        });
        return empty;
      }
    };
    const [channels, agencySites, partners, affiliateSites] = await Promise.all([
      load('verify', parseVerify, []),
      load('agencySites', (t) => parseSites(JSON.parse(t)), []),
      load('agencyPartners', (t) => parsePartners(JSON.parse(t)), []),
      load('affiliateSites', (t) => parseSites(JSON.parse(t)), []),
    ]);
    return { channels, agencySites, partners, affiliateSites };
  });
}
