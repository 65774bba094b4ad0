import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findNativePath,
  NATIVE_PATH_TABLE,
  NATIVE_PATHS,
  resolveNativeCall,
} from '../../../src/domain/native-paths.ts';
import { compareVersions } from '../../../src/domain/version.ts';
import { dottedVersion } from './versions.ts';

const RUNS = { numRuns: 1000 };

const version = dottedVersion(12, 3);

describe('native path mapping (SPEC §2, §3, §5)', () => {
  it('maps every deep-link target of SPEC §2, once', () => {
    expect(NATIVE_PATH_TABLE.map((e) => e.path).sort()).toEqual([...NATIVE_PATHS].sort());
    expect(NATIVE_PATHS).toHaveLength(14);
    // Some paths only: the others exist in the old format alone.
    expect(NATIVE_PATH_TABLE.some((e) => e.newAppObj === undefined)).toBe(true);
    expect(NATIVE_PATH_TABLE.some((e) => e.newAppObj !== undefined)).toBe(true);
  });

  it('fails with the spec’s texts', () => {
    expect(resolveNativeCall('nowhere', '9.9.9')).toEqual({
      ok: false,
      reason: 'pathNotMapped',
      message: 'Path mapping not found',
    });
    expect(resolveNativeCall('gotoBeTrader', '3.4.9')).toMatchObject({
      ok: false,
      message: 'Please download the latest version of the app',
    });
  });

  it('chooses by the rules of SPEC §5 for any path and app version', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...NATIVE_PATHS), fc.string()),
        version,
        (path, appVersion) => {
          const entry = findNativePath(path);
          const result = resolveNativeCall(path, appVersion);
          if (entry === undefined) {
            expect(result).toMatchObject({ ok: false, message: 'Path mapping not found' });
          } else if (compareVersions(appVersion, entry.supportedVersion) < 0) {
            expect(result).toMatchObject({
              ok: false,
              message: 'Please download the latest version of the app',
            });
          } else if (compareVersions(appVersion, '3.3.0') >= 0 && entry.newAppObj) {
            expect(result).toEqual({ ok: true, format: 'new', call: entry.newAppObj });
          } else {
            expect(result).toEqual({ ok: true, format: 'old', call: entry.oldAppObj });
          }
        },
      ),
      RUNS,
    );
  });

  it('never lets an unreadable app version through', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NATIVE_PATHS),
        fc.string().filter((s) => !/^\d+(\.\d+)*$/.test(s)),
        (path, appVersion) => {
          expect(resolveNativeCall(path, appVersion).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });
});
