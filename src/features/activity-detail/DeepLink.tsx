import { createContext, useContext } from 'react';
import type { NativePath } from '../../domain/native-paths.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { Button } from '../../ui/Button.tsx';

/** How the page opens the app's deep-link targets (SPEC §2); the route decides per environment. */
export interface DeepLinks {
  /** In the app: asks the native side to open the target. */
  onDeepLink: (path: NativePath) => void;
  /** In a browser: the exchange's web page for the target (or /download); undefined in the app. */
  deepLinkHref: (path: NativePath) => string | undefined;
}

const DeepLinkContext = createContext<DeepLinks>({
  onDeepLink: () => {},
  deepLinkHref: () => undefined,
});

/** Gives the page's views the deep links the route built. */
export const DeepLinkProvider = DeepLinkContext.Provider;

const LABELS: Record<NativePath, MessageKey> = {
  home: 'detail.deepLink.home',
  login: 'detail.deepLink.login',
  register: 'detail.deepLink.register',
  'asset/recharge': 'detail.deepLink.recharge',
  asset: 'detail.deepLink.asset',
  trade: 'detail.deepLink.trade',
  share: 'detail.deepLink.share',
  kyc: 'detail.deepLink.kyc',
  'asset/transfer': 'detail.deepLink.transfer',
  'swapnew/cmt_btcusdt': 'detail.deepLink.futures',
  gotoZendesk: 'detail.deepLink.help',
  copyTrade: 'detail.deepLink.copyTrade',
  gotoFollow: 'detail.deepLink.gotoFollow',
  gotoBeTrader: 'detail.deepLink.gotoBeTrader',
};

/** Whether a task's `action` is a deep-link target the page knows. */
export const isNativePath = (path: string | undefined): path is NativePath =>
  path !== undefined && Object.hasOwn(LABELS, path);

/**
 * One deep link: a link to the exchange's page in a browser, a button that opens the app's
 * screen inside the app.
 */
export function DeepLinkAction(props: {
  path: NativePath;
  label?: MessageKey;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  const { t } = useI18n();
  const links = useContext(DeepLinkContext);
  const label = t(props.label ?? LABELS[props.path]);
  const variant = props.variant ?? 'secondary';
  const href = links.deepLinkHref(props.path);
  if (href !== undefined) {
    return (
      <a className={`btn btn-${variant} btn-link`} href={href} data-deep-link={props.path}>
        {label}
      </a>
    );
  }
  return (
    <Button
      variant={variant}
      data-deep-link={props.path}
      onClick={() => links.onDeepLink(props.path)}
    >
      {label}
    </Button>
  );
}
