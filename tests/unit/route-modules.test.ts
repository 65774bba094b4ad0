import { describe, expect, it } from 'vitest';
import { routeModuleOf } from '../../src/app/routes/route-modules.ts';

describe('which route code an address loads', () => {
  it('loads the events index for /events alone, and the activity page below it', () => {
    expect(routeModuleOf('/events')).toBe('events');
    expect(routeModuleOf('/events/')).toBe('events');
    expect(routeModuleOf('/events?locale=ar')).toBe('events');
    expect(routeModuleOf('/events/daily-trading-lottery')).toBe('activity');
  });

  it('loads the activity page for an id and for a code', () => {
    expect(routeModuleOf('/activity/8')).toBe('activity');
    expect(routeModuleOf('/activity/by-code/daily-trading-lottery')).toBe('activity');
    expect(routeModuleOf('/nowhere')).toBeUndefined();
  });
});
