import { expect, type FrameLocator, type Page } from '@playwright/test';
import { AppSimulator } from './app-simulator.model.ts';
import { SessionFlow } from './session.model.ts';

/** Where the app runs: the page itself in a browser, the simulator's web view in the app. */
type AppScope = Pick<FrameLocator, 'locator' | 'getByRole'>;

/** What the header's account area shows, as its `data-state` names it. */
export type AccountState = 'anonymous' | 'loadingUser' | 'ready' | 'failed';

/** The first activity of the centre: opening it makes the app call the activity routes. */
const FIRST_ACTIVITY = 'article.activity-card a';

/**
 * The session as the browser paths drive it: in a browser tab, or in the sandbox's app
 * simulator where login is native. Login and logout leave the app for /login; the paths then
 * open the app again, as the trader would come back to it.
 */
export class SessionPaths {
  readonly flow: SessionFlow;
  readonly simulator: AppSimulator;
  private scope: AppScope;
  private inApp = false;

  constructor(readonly page: Page) {
    this.flow = new SessionFlow(page);
    this.simulator = new AppSimulator(page);
    this.scope = page;
  }

  /** A visitor opens the centre in a browser. */
  async openAsVisitor() {
    await this.openCentre();
  }

  /** A trader logs in on /login (the cookie is set), then opens the centre again. */
  async logInThenReopen(email: string) {
    await this.flow.logInFromLoginPage(email);
    await this.page.goto('/');
  }

  /** A visitor opens the centre inside the app simulator's web view. */
  async openInApp() {
    this.inApp = true;
    this.scope = this.simulator.app;
    await this.simulator.open();
  }

  private async openCentre() {
    await this.page.goto('/');
    await expect(this.page.locator('.centre')).toHaveAttribute('data-state', 'ready');
  }

  /** The header's own buttons: an activity page has a Log in button of its own. */
  private headerButton(name: 'Log in' | 'Log out' | 'Retry') {
    return this.scope.locator('.account').getByRole('button', { name, exact: true });
  }

  async seeAccount(state: AccountState, text?: string | RegExp) {
    const account = this.scope.locator('.account');
    await expect(account).toHaveAttribute('data-state', state);
    if (text) await expect(account).toContainText(text);
  }

  async seeVisitor() {
    await this.seeAccount('anonymous');
    await expect(this.headerButton('Log in')).toBeEnabled();
  }

  /**
   * Log in: in a browser the visitor lands on /login and comes back; in the app the native
   * login is asked for through the bridge.
   */
  async clickLogIn() {
    await this.headerButton('Log in').click();
    if (this.inApp) await expect(this.simulator.calls('login').first()).toBeVisible();
    else await this.comeBackFromLogin();
  }

  async logInInApp(account: string) {
    await this.simulator.loginInApp(account);
  }

  async clickLogOut() {
    await this.headerButton('Log out').click();
    await this.comeBackFromLogin();
  }

  /**
   * The trader opens the centre in a second tab of the same browser and logs out there: this
   * tab hears of it (the session's shared cookie) without being touched.
   */
  async logOutInAnotherTab() {
    const other = await this.page.context().newPage();
    try {
      const flow = new SessionFlow(other);
      await other.goto('/');
      await expect(flow.account).toHaveAttribute('data-state', 'ready');
      await flow.logout();
    } finally {
      await other.close();
    }
  }

  /**
   * The trader logs in (again) on /login in a second tab of the same browser: this tab follows
   * that login without being touched.
   */
  async logInInAnotherTab(email: string) {
    const other = await this.page.context().newPage();
    try {
      const flow = new SessionFlow(other);
      await flow.logInFromLoginPage(email);
      await expect(flow.account).toHaveAttribute('data-state', 'ready');
    } finally {
      await other.close();
    }
  }

  async clickRetry() {
    await this.headerButton('Retry').click();
  }

  /** Opens the first activity of the centre, which calls the activity routes. */
  async openFirstActivity() {
    await this.scope.locator(FIRST_ACTIVITY).first().click();
  }

  /**
   * After code 600 in a browser the app sends the trader to /login (SPEC §8); in the app the
   * native login is asked for instead.
   */
  async followLoginRequired() {
    if (this.inApp) await expect(this.simulator.calls('login').first()).toBeVisible();
    else await this.comeBackFromLogin();
  }

  /** The app sent the browser to /login: the trader goes back to the centre without logging in. */
  private async comeBackFromLogin() {
    await expect(this.page).toHaveURL(/\/login/);
    await this.openCentre();
  }
}
