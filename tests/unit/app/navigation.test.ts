import { describe, expect, it } from 'vitest';
import { rememberedLocaleAddress } from '../../../src/app/routes.ts';
import {
  currentMark,
  destinationPath,
  navDestinations,
} from '../../../src/app/shell/nav-destinations.ts';

describe('the destinations of the navigation', () => {
  it('offers a visitor the centre and My rewards only', () => {
    expect(navDestinations({ signedIn: false, isAgent: false })).toEqual(['centre', 'rewards']);
    // A stale agent flag without a session offers nothing more.
    expect(navDestinations({ signedIn: false, isAgent: true })).toEqual(['centre', 'rewards']);
  });

  it('adds the inbox for a trader, and the dashboard for an agent or affiliate', () => {
    expect(navDestinations({ signedIn: true, isAgent: false })).toEqual([
      'centre',
      'rewards',
      'inbox',
    ]);
    expect(navDestinations({ signedIn: true, isAgent: true })).toEqual([
      'centre',
      'rewards',
      'agent',
      'inbox',
    ]);
  });

  it('leads each destination to its page', () => {
    expect(['centre', 'rewards', 'inbox', 'agent'].map((d) => destinationPath(d as never))).toEqual(
      ['/', '/rewards', '/inbox', '/agent'],
    );
  });
});

describe('aria-current of a destination', () => {
  it('is "page" on the destination itself, with or without a trailing slash or query', () => {
    expect(currentMark('centre', '/')).toBe('page');
    expect(currentMark('centre', '')).toBe('page');
    expect(currentMark('rewards', '/rewards')).toBe('page');
    expect(currentMark('rewards', '/rewards/?status=used')).toBe('page');
    expect(currentMark('inbox', '/inbox')).toBe('page');
    expect(currentMark('agent', '/agent')).toBe('page');
  });

  it('is "true" on a page inside its section: an activity in the centre, a message in the inbox', () => {
    expect(currentMark('centre', '/activity/7')).toBe('true');
    expect(currentMark('centre', '/events/squad-up')).toBe('true');
    expect(currentMark('inbox', '/inbox/12')).toBe('true');
  });

  it('is absent elsewhere', () => {
    expect(currentMark('centre', '/rewards')).toBeUndefined();
    expect(currentMark('rewards', '/')).toBeUndefined();
    expect(currentMark('inbox', '/inboxes')).toBeUndefined();
    expect(currentMark('agent', '/download')).toBeUndefined();
    expect(currentMark('centre', '/download')).toBeUndefined();
  });
});

describe('the remembered language of an address that names none', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('moves the address under the picked language, keeping the query and hash', () => {
    expect(rememberedLocaleAddress(at('/'), 'ar')).toBe('/ar/');
    expect(rememberedLocaleAddress(at('/rewards', '?status=used', '#top'), 'vi')).toBe(
      '/vi/rewards?status=used#top',
    );
    expect(rememberedLocaleAddress(at('/inbox'), 'en')).toBe('/en/inbox');
  });

  it('leaves an address with a prefix or ?locale= as it is: they win', () => {
    expect(rememberedLocaleAddress(at('/de/'), 'ar')).toBeUndefined();
    expect(rememberedLocaleAddress(at('/tr-TR/activity/1'), 'ar')).toBeUndefined();
    expect(rememberedLocaleAddress(at('/', '?locale=vi'), 'ar')).toBeUndefined();
  });

  it('ignores a missing or unknown pick', () => {
    expect(rememberedLocaleAddress(at('/'), undefined)).toBeUndefined();
    expect(rememberedLocaleAddress(at('/'), 'xx')).toBeUndefined();
    expect(rememberedLocaleAddress(at('/'), '')).toBeUndefined();
  });
});
