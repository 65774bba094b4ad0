import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectKolBind } from '../../../machines/kol-bind.connect.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { socketMachine } from '../../../machines/socket.machine.ts';
import { forgetKolDrafts } from '../../../src/app/effects/kol-drafts-forget.ts';
import type { AppServices } from '../../../src/app/effects/services.ts';
import { sessionReads } from '../../../src/app/effects/session.ts';
import { provideKolBind } from '../../../src/app/effects/tasks.ts';
import { EMPTY_KOL_DRAFT } from '../../../src/domain/beginner.ts';
import type { SocketTarget } from '../../../src/domain/socket-url.ts';
import type { UserInfo } from '../../../src/domain/user.ts';
import { TOKENS, USER } from '../../model/models/fixtures.ts';
import { deferred } from '../../model/support.ts';
import { memoryStorage } from '../memory-storage.ts';

const ACTIVITY = 2;
/** Nico Newbie and Tess Twin: two accounts taking turns on one tab. */
const NICO = 2;
const TESS = 6;

/** The tab: who is logged in (once the user info is in), and the form opened on a page. */
function tab() {
  let account: number | undefined;
  let waiting: ((account: number | undefined) => void) | undefined;
  let waitSignal: AbortSignal | undefined;
  const services = {
    account: () => account,
    untilAccount: (signal: AbortSignal) => {
      waitSignal = signal;
      return new Promise<number | undefined>((resolve) => {
        waiting = resolve;
      });
    },
  } as unknown as AppServices;
  const logic = provideKolBind(services);
  /** The user info of `who` comes in (undefined: logged out). */
  const logIn = (who: number | undefined) => {
    account = who;
    waiting?.(who);
    waiting = undefined;
  };
  /** Opens the form, as the task's card does. */
  const openForm = () => {
    const actor = createActor(logic, { input: { activityId: ACTIVITY } }).start();
    return { actor, api: () => connectKolBind(actor.getSnapshot(), actor.send) };
  };
  return {
    logIn,
    openForm,
    /** `who` logs in, opens the form, types `kolCode` in it and leaves the page. */
    typeAndLeave(who: number, kolCode: string) {
      logIn(who);
      const form = openForm();
      form.api().edit({ kolCode });
      form.actor.stop();
    },
    waitSignal: () => waitSignal,
  };
}

/** The keys the tab's session storage holds. */
const keptKeys = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the KOL form draft belongs to the account that typed it', () => {
  it('is not shown to another account logging in on the same tab (a shared phone)', () => {
    const { logIn, openForm, typeAndLeave } = tab();
    typeAndLeave(NICO, 'MOONMAX');

    logIn(TESS);
    const tess = openForm();
    expect(tess.api().draft).toEqual(EMPTY_KOL_DRAFT);
    // What Tess types is hers, and leaves Nico's alone.
    tess.api().edit({ kolCode: 'TESSKOL' });
    tess.actor.stop();

    // Nico's own re-login (his session ended at Bind) finds his form as it was.
    logIn(NICO);
    expect(openForm().api().draft.kolCode).toBe('MOONMAX');
  });

  it('waits for the account when the form opens before the user info came in', async () => {
    const { logIn, openForm, typeAndLeave } = tab();
    typeAndLeave(NICO, 'MOONMAX');

    logIn(undefined);
    const reloaded = openForm();
    expect(reloaded.api().draft).toEqual(EMPTY_KOL_DRAFT);
    logIn(NICO);
    await Promise.resolve();
    expect(reloaded.api().draft.kolCode).toBe('MOONMAX');
  });

  it('brings nothing back when the account coming in is another', async () => {
    const { logIn, openForm, typeAndLeave } = tab();
    typeAndLeave(NICO, 'MOONMAX');

    logIn(undefined);
    const reloaded = openForm();
    logIn(TESS);
    await Promise.resolve();
    expect(reloaded.api().draft).toEqual(EMPTY_KOL_DRAFT);
  });

  it('stops waiting for the account when the form goes', () => {
    const { openForm, waitSignal } = tab();
    const form = openForm();
    expect(waitSignal()?.aborted).toBe(false);
    form.actor.stop();
    expect(waitSignal()?.aborted).toBe(true);
  });

  it('keeps nothing while the account is not known: it would be nobody’s', () => {
    const { openForm } = tab();
    openForm().api().edit({ kolCode: 'MOONMAX' });
    expect(keptKeys()).toEqual([]);
  });
});

describe('forgetting the drafts', () => {
  const keep = (key: string) => sessionStorage.setItem(key, '{}');
  beforeEach(() => {
    keep(`kol:draft:${NICO}:2`);
    keep(`kol:draft:${NICO}:14`);
    keep(`kol:draft:${TESS}:2`);
    // A draft of the former layout, nobody's, and what else the tab keeps.
    keep('kol:draft:2');
    keep('api:host');
  });

  it('a logout forgets every account’s drafts, and only drafts', () => {
    forgetKolDrafts();
    expect(keptKeys()).toEqual(['api:host']);
  });

  it('an account logging in forgets what other accounts left, not its own', () => {
    forgetKolDrafts(NICO);
    expect(keptKeys().sort()).toEqual(['api:host', `kol:draft:${NICO}:14`, `kol:draft:${NICO}:2`]);
  });

  it('tells account 2 from account 21', () => {
    keep('kol:draft:21:2');
    forgetKolDrafts(2);
    expect(keptKeys()).not.toContain('kol:draft:21:2');
  });
});

describe('the account the drafts are kept under, as the session tells it', () => {
  /** A session started with a token, whose user info comes when the test says so. */
  function loggedInTab() {
    const user = deferred<UserInfo>();
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadUserInfo: fromPromise(() => user.promise),
          privateSocket: socketMachine.provide({
            actors: { locateTarget: fromPromise(() => new Promise<SocketTarget>(() => {})) },
          }),
          loadInbox: fromPromise(() => new Promise<void>(() => {})),
        },
        actions: { announceSessionStarted: () => {} },
      }),
      { input: { tokens: TOKENS, inApp: false } },
    ).start();
    return { session, user, reads: sessionReads(() => session) };
  }

  it('is the user id once the user info is in, and is waited for until then', async () => {
    const { user, reads } = loggedInTab();
    expect(reads.account()).toBeUndefined();
    const known = reads.untilAccount(new AbortController().signal);
    user.resolve(USER);
    await expect(known).resolves.toBe(USER.userId);
    expect(reads.account()).toBe(USER.userId);
  });

  it('is none once the session ends before its user info came in', async () => {
    const { session, reads } = loggedInTab();
    const known = reads.untilAccount(new AbortController().signal);
    session.send({ type: 'session.endedElsewhere' });
    await expect(known).resolves.toBeUndefined();
  });

  it('stops being waited for when the form goes', async () => {
    const { reads } = loggedInTab();
    const waiting = new AbortController();
    const known = reads.untilAccount(waiting.signal);
    waiting.abort();
    await expect(known).rejects.toBeDefined();
  });
});
