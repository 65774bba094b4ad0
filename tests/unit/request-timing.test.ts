import { describe, expect, it } from 'vitest';
import { type RequestRecord, requestNetworkTime } from '../../src/platform/request-timing.ts';

/** The browser's records, by the URL it names them with. */
const kept = (byUrl: Record<string, RequestRecord[]>) => (url: string) => byUrl[url] ?? [];

describe('requestNetworkTime (a request’s own time, from Resource Timing)', () => {
  it('answers the last request made at or after the given moment, start to last byte', () => {
    const records = kept({
      'https://api.test/v1/if/health': [
        { startTime: 10, responseEnd: 60 },
        { startTime: 500, responseEnd: 541 },
      ],
    });
    expect(requestNetworkTime('https://api.test/v1/if/health', 499.5, records)).toBe(41);
    // A probe of an earlier race is not this one's.
    expect(requestNetworkTime('https://api.test/v1/if/health', 501, records)).toBeUndefined();
  });

  it('finds the record under the URL as the browser writes it', () => {
    const records = kept({ 'https://api.test/v1/if/health': [{ startTime: 5, responseEnd: 45 }] });
    expect(requestNetworkTime('https://API.test:443/v1/if/health', 0, records)).toBe(40);
  });

  it('answers undefined when the browser kept no finished record', () => {
    const unfinished = kept({ 'https://api.test/h': [{ startTime: 5, responseEnd: 0 }] });
    expect(requestNetworkTime('https://api.test/h', 0, unfinished)).toBeUndefined();
    expect(requestNetworkTime('https://api.test/h', 0, kept({}))).toBeUndefined();
  });
});
