import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.model.ts';

/** The session storage key of the chosen host (src/app/config.ts CHOSEN_HOST_KEY). */
export const CHOSEN_HOST_KEY = 'api:host';

/**
 * The API host choice as QA sees it: the debug panel's "API host" fact, "Still choosing"
 * until a host is chosen, then the host and the speed it was chosen at.
 */
export class HostPaths {
  readonly shell: ShellPage;
  readonly chosen: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.chosen = this.shell.debugFact('API host');
  }

  /** A host chosen earlier in this browser session, as the app keeps it. */
  async storeChosenHost(host: string, speed: number) {
    await this.page.addInitScript(
      ([key, value]) => sessionStorage.setItem(key as string, value as string),
      [CHOSEN_HOST_KEY, JSON.stringify({ host, speed })],
    );
  }

  /** The host this tab keeps as chosen (session storage), once the race has chosen one. */
  async storedChosenHost(): Promise<string> {
    let stored: string | null = null;
    await expect
      .poll(async () => {
        stored = await this.page.evaluate((key) => sessionStorage.getItem(key), CHOSEN_HOST_KEY);
        return stored;
      })
      .not.toBeNull();
    return (JSON.parse(stored ?? '{}') as { host: string }).host;
  }

  /** Opens the app and reveals the debug panel, without waiting for any call to answer. */
  async open(path: string) {
    await this.page.goto(path);
    await this.shell.revealDebugLabel();
  }

  async seeChoosing() {
    await expect(this.chosen).toHaveText('Still choosing');
  }

  async seeChosen(text: string | RegExp) {
    await expect(this.chosen).toHaveText(text);
  }
}
