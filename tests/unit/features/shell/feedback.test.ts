import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine } from '../../../../machines/notifications.machine.ts';
import { deepLinkHrefVia } from '../../../../src/app/effects/deep-links.ts';
import { provideDialog } from '../../../../src/app/effects/dialog.ts';
import { createReplies, dialogFeedback, notifyVia } from '../../../../src/app/effects/feedback.ts';
import {
  navigateNativeVia,
  provideNativeNavigation,
} from '../../../../src/app/effects/native-navigation.ts';
import { nativeNavigationLater } from '../../../../src/app/effects/native-navigation-later.ts';
import { provideNotifications } from '../../../../src/app/effects/notifications.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import type { Environment } from '../../../../src/platform/environment.ts';
import { selectVisibleToasts } from '../../../model/models/notifications.selectors.ts';

const NOW = 1_800_000_000_000;

function servicesFor(appVersion: string | undefined, path = '/tr-TR/rewards') {
  const assignLocation = vi.fn();
  const env: Environment = {
    abroad: false,
    compress: false,
    sensors: false,
    inspect: false,
    localeQuery: null,
    inApp: appVersion !== undefined,
    appVersion,
    android: false,
  };
  const services = {
    env,
    locale: 'tr-TR',
    now: () => NOW,
    assignLocation,
    currentPath: () => path,
    origin: 'https://activity.example',
  } as unknown as AppServices;
  return { services, assignLocation };
}

describe('Feedback: dialogs', () => {
  it('opens the apply success text by default (SPEC §8)', () => {
    const { services } = servicesFor(undefined);
    const replies = createReplies();
    const dialog = createActor(provideDialog(services, replies)).start();
    dialogFeedback(dialog, replies, services).openDialog({ kind: 'success' });
    expect(dialog.getSnapshot().context.request).toMatchObject({
      kind: 'success',
      titleKey: 'dialog.successTitle',
      messageKey: 'dialog.applySuccess',
    });
  });

  it('resolves a question true on confirm, false on cancel and on replacement', async () => {
    const { services } = servicesFor(undefined);
    const replies = createReplies();
    const dialog = createActor(provideDialog(services, replies)).start();
    const feedback = dialogFeedback(dialog, replies, services);
    const question = {
      titleKey: 'debug.confirmTitle',
      messageKey: 'debug.confirmMessage',
    } as const;

    const first = feedback.confirm(question);
    dialog.send({ type: 'dialog.confirm' });
    await expect(first).resolves.toBe(true);

    const second = feedback.confirm(question);
    dialog.send({ type: 'dialog.cancel' });
    await expect(second).resolves.toBe(false);

    const replaced = feedback.confirm(question);
    feedback.openDialog({ kind: 'success' });
    await expect(replaced).resolves.toBe(false);
  });

  it('gives a countdown dialog the clock of the moment it opens', () => {
    const { services } = servicesFor(undefined);
    const replies = createReplies();
    const dialog = createActor(provideDialog(services, replies)).start();
    dialogFeedback(dialog, replies, services).openDialog({
      kind: 'countdown',
      titleKey: 'debug.countdownTitle',
      messageKey: 'debug.countdownMessage',
      until: NOW + 5000,
    });
    expect(dialog.getSnapshot().context.now).toBe(NOW);
    dialog.stop();
  });
});

describe('Feedback: notifications', () => {
  it('queues a toast and calls back on its confirm', () => {
    const replies = createReplies();
    const notifications = createActor(provideNotifications(replies)).start();
    const notify = notifyVia(notifications, replies);
    const onConfirm = vi.fn();
    const id = notify('timeDown', 'debug.toastMessage', { n: 1 }, { onConfirm, durationMs: 5000 });
    expect(selectVisibleToasts(notifications.getSnapshot())).toEqual([
      {
        id,
        mode: 'timeDown',
        messageKey: 'debug.toastMessage',
        params: { n: 1 },
        durationMs: 5000,
      },
    ]);
    notifications.send({ type: 'notify.confirm', id });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('Feedback: native navigation (SPEC §5)', () => {
  const start = (appVersion: string | undefined) => {
    const { services, assignLocation } = servicesFor(appVersion);
    const navigation = createActor(provideNativeNavigation(services)).start();
    const notifications = createActor(notificationsMachine).start();
    const replies = createReplies();
    const navigate = navigateNativeVia(navigation, notifyVia(notifications, replies), services);
    const toasts = () => selectVisibleToasts(notifications.getSnapshot());
    return { navigate, toasts, assignLocation };
  };

  it('calls the bridge inside the app', async () => {
    const posted: string[] = [];
    globalThis.window = { ExchangeNative: { postMessage: (m: string) => posted.push(m) } } as never;
    try {
      const { navigate, toasts } = start('3.5.0');
      expect(navigate('kyc')).toBe('called');
      // The bridge's module loads with the first call, only where there is an app.
      await vi.dynamicImportSettled();
      expect(posted.map((m) => JSON.parse(m))).toEqual([
        { method: 'router.open', params: { page: 'kyc' } },
      ]);
      expect(toasts()).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });

  it('tells an old app to update, and an unknown path that it has no mapping', () => {
    const { navigate, toasts } = start('3.0.0');
    expect(navigate('gotoBeTrader')).toBe('failed');
    expect(navigate('nowhere' as never)).toBe('failed');
    expect(toasts().map((t) => [t.mode, t.messageKey])).toEqual([
      ['error', 'native.appOutdated'],
      ['error', 'native.pathNotMapped'],
    ]);
  });

  it('sends a visitor outside the app to the download page under the locale', () => {
    const { navigate, assignLocation, toasts } = start(undefined);
    expect(navigate('copyTrade')).toBe('download');
    expect(assignLocation).toHaveBeenCalledWith('/tr-TR/download');
    expect(toasts()).toEqual([]);
  });
});

describe('Feedback: native navigation, made with its first deep link (composition.ts)', () => {
  it('answers each deep link with the one navigation, its toasts through notify', async () => {
    const { services, assignLocation } = servicesFor(undefined);
    const notify = vi.fn();
    const native = nativeNavigationLater(services, () => notify, undefined);
    await expect(native.navigate('copyTrade')).resolves.toBe('download');
    expect(assignLocation).toHaveBeenCalledWith('/tr-TR/download');
    await expect(native.navigate('nowhere' as never)).resolves.toBe('failed');
    expect(notify).toHaveBeenCalledWith('error', 'native.pathNotMapped');
  });
});

describe('one deep-link path: the link a browser follows', () => {
  it('given a browser, links the exchange page with the way back, or the download page', () => {
    const { services } = servicesFor(undefined, '/tr-TR/activity/7');
    const href = deepLinkHrefVia(services);
    expect(href('kyc')).toBe('/account/kyc?back=%2Ftr-TR%2Factivity%2F7');
    expect(href('copyTrade')).toBe('/tr-TR/download');
  });

  it('given the app, gives no link: the button calls the app', () => {
    const { services } = servicesFor('3.5.0');
    expect(deepLinkHrefVia(services)('kyc')).toBeUndefined();
  });
});
