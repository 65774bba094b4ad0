import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The machine atlas (/_machines, and its static copy docs/machines/index.html): the machine list,
 * one diagram in its zoomable frame, search, and the live highlight of one actor.
 */
export class AtlasPage {
  readonly root: Locator;
  readonly machines: Locator;
  readonly frame: Locator;
  readonly diagram: Locator;
  readonly searchBox: Locator;
  readonly results: Locator;
  readonly live: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.atlas');
    this.machines = page.getByRole('navigation', { name: 'Machines' }).getByRole('link');
    this.frame = page.locator('.atlas-canvas');
    this.diagram = this.frame.locator('svg');
    this.searchBox = page.getByRole('searchbox', { name: /Search states/ });
    this.results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
    this.live = page.getByRole('region', { name: 'Live actor' });
  }

  /** Opens the atlas by its address: a machine's page, one of its states, live with `live`. */
  async open(options: { machine?: string; state?: string; live?: boolean } = {}) {
    const path = options.machine ? `/_machines/${options.machine}` : '/_machines';
    const query = options.live ? '?inspect' : '';
    const hash = options.state ? `#${options.state}` : '';
    await this.page.goto(`${path}${query}${hash}`);
    // ELK lays a large machine out in the page: seconds on a busy machine.
    await expect(this.root).toHaveAttribute('data-state', options.machine ? 'shown' : 'choosing', {
      timeout: 30_000,
    });
  }

  async machineNames(): Promise<string[]> {
    return this.machines.allTextContents();
  }

  /** Chooses a machine in the list and waits for its diagram. */
  async show(machineId: string) {
    await this.machines.filter({ hasText: new RegExp(`^${machineId}$`) }).click();
    await this.seeDiagramOf(machineId);
  }

  async seeDiagramOf(machineId: string) {
    await expect(this.root).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
    await expect(this.page.getByRole('region', { name: `Diagram of ${machineId}` })).toBeVisible();
  }

  /** A state of the diagram, by its id (`activityApply.settled.standing.applied`). */
  state(stateId: string): Locator {
    return this.diagram.locator(`[data-state-id="${stateId}"]`);
  }

  /** The states the followed actor is in now. */
  activeStates(): Locator {
    return this.diagram.locator('.atlas-state.active');
  }

  /** The transition the followed actor took last. */
  lastTransition(): Locator {
    return this.diagram.locator('.atlas-edge.last');
  }

  /** The innermost lit states: one for an actor without parallel states. */
  async litLeaves(): Promise<string[]> {
    const ids = await this.activeStates().evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-state-id') ?? ''),
    );
    return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
  }

  async seeActive(stateId: string) {
    await expect(this.state(stateId)).toHaveClass(/\bactive\b/);
  }

  async search(query: string) {
    await this.searchBox.fill(query);
  }

  /** The zoom the frame shows the diagram at (1 is 100%). */
  async scale(): Promise<number> {
    return Number(await this.frame.getAttribute('data-scale'));
  }

  /** The whole diagram lies inside its frame. */
  async seeWholeDiagram() {
    await expect(async () => {
      const frame = (await this.frame.boundingBox())!;
      const svg = (await this.diagram.boundingBox())!;
      expect(svg.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(svg.y).toBeGreaterThanOrEqual(frame.y - 1);
      expect(svg.x + svg.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(svg.y + svg.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }).toPass();
  }

  /** The page is no wider than the window, however wide the diagram. */
  async seePageFitsWindow() {
    const { scroll, width } = await this.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(width);
  }

  /** Follows the running actor whose entry in the actor list matches `entry`. */
  async followActor(entry: RegExp) {
    const select = this.live.getByRole('combobox', { name: 'Actor' });
    const option = select.locator('option').filter({ hasText: entry }).first();
    await select.selectOption({ label: (await option.textContent()) ?? '' });
    return (await option.getAttribute('value')) ?? '';
  }

  /** The followed actor's entry in the actor list. */
  followedActor(): Locator {
    return this.live.getByRole('combobox', { name: 'Actor' });
  }

  /** What the panel says of the followed actor (`Now: …` or `After step n: …`). */
  current(): Locator {
    return this.live.getByTestId('atlas-current');
  }

  eventLog(): Locator {
    return this.live.getByRole('list', { name: 'Event log' }).getByRole('button');
  }

  async stepBack() {
    await this.live.getByRole('button', { name: 'Step back' }).click();
  }

  async followLive() {
    await this.live.getByRole('button', { name: 'Follow live' }).click();
  }
}

/** The static copy (docs/machines/index.html) opened from disk, as the product team would. */
export class StaticAtlas {
  readonly searchBox: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('searchbox', { name: /Search states/ });
    this.results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  }

  async open(file: string, hash = '') {
    await this.page.goto(`file://${file}${hash}`);
  }

  section(machineId: string): Locator {
    return this.page.getByRole('region', { name: machineId, exact: true });
  }

  frame(machineId: string): Locator {
    return this.section(machineId).locator('.frame');
  }

  state(stateId: string): Locator {
    return this.page.locator(`[data-state-id="${stateId}"]`);
  }

  async scale(machineId: string): Promise<number> {
    return Number(await this.frame(machineId).getAttribute('data-scale'));
  }
}
